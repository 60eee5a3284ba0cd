import { encodeParams } from "../../shared/form-params.ts";
import { type GatewayReply, toOutcome } from "../../shared/payment-outcome.ts";
import type { PaymentOutcome } from "../../shared/protocol.ts";

/**
 * A payment posted by the merchant page itself: only for methods without card data in the browser
 * (bank account, redirect brands, wallet tokens); the gateway refuses card data from here. Card
 * payments go through the hosted number frame. The idempotency key names the attempt: a retry
 * after a lost answer reuses it and gets the first answer, never a second charge.
 */
export async function payFromPage(
  gatewayOrigin: string,
  checkoutId: string,
  params: Readonly<Record<string, string>>,
  idempotencyKey: string,
  signal?: AbortSignal,
): Promise<PaymentOutcome> {
  try {
    const res = await fetch(`${gatewayOrigin}/v1/checkouts/${encodeURIComponent(checkoutId)}/payment`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded; charset=UTF-8", "idempotency-key": idempotencyKey },
      body: encodeParams(params),
      credentials: "omit",
      cache: "no-store",
      ...(signal ? { signal } : {}),
    });
    const body = (await res.json().catch(() => ({}))) as GatewayReply;
    return toOutcome(res.status, body);
  } catch {
    return { kind: "error", httpStatus: 0, code: "", description: "network error" };
  }
}
