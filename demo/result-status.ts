import { isSuccessCode } from "../src/shared/result-codes.ts";
import { type GatewayAccount, paymentStatus } from "./gateway-api.ts";

type Answer = Awaited<ReturnType<typeof paymentStatus>>;

/**
 * The status behind the result page, as a merchant's server has to keep it: the gateway hands a paid
 * checkout's result out once (asked again, as by a reloaded result page, it finds no payment
 * session), so the shop keeps what it was told. At most `limit` results, the oldest forgotten first.
 */
export function resultStatus(account: GatewayAccount, limit = 1000): (resourcePath: string) => Promise<Answer> {
  const paid = new Map<string, Answer>();
  return async (resourcePath) => {
    const kept = paid.get(resourcePath);
    if (kept) return kept;
    const answer = await paymentStatus(account, resourcePath);
    if (isSuccessCode(answer.json.result?.code ?? "")) {
      paid.set(resourcePath, answer);
      const oldest = paid.keys().next().value;
      if (paid.size > limit && oldest !== undefined) paid.delete(oldest);
    }
    return answer;
  };
}
