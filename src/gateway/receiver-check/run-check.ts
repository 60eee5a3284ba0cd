import { callOut } from "../outbound/outbound-call.ts";
import { CHECK_CASES, type CheckTarget, encrypted } from "./check-cases.ts";

export interface CheckResult {
  readonly name: string;
  readonly sent: string;
  readonly expected: "2xx" | "4xx";
  /** The HTTP status the receiver answered, or null when it did not answer. */
  readonly answered: number | null;
  readonly error?: string;
  readonly ms: number;
  readonly passed: boolean;
  readonly advice?: string;
}

const verdict = (expected: "accepted" | "refused", status: number | null) =>
  status !== null && (expected === "accepted" ? status >= 200 && status < 300 : status >= 400 && status < 500);

/**
 * Runs every case of CHECK_CASES against the receiver's URL: the genuine notification first (its answer's
 * time is what "in time" means), then the others together, each bounded by the gateway's webhook timeout
 * and sent like a delivery (a POST, no redirect followed).
 */
export async function runCheck(
  url: string,
  target: CheckTarget,
  fetchFn: typeof fetch,
  timeoutMs: number,
  clock: () => number = performance.now.bind(performance),
): Promise<CheckResult[]> {
  const genuine = encrypted(target.secret, target.format, target.event);
  const one = async (index: number): Promise<CheckResult> => {
    const c = CHECK_CASES[index] as (typeof CHECK_CASES)[number];
    const request = c.request(target, genuine);
    const started = clock();
    const outcome = await callOut(fetchFn, url, { method: "POST", headers: request.headers, body: request.body }, timeoutMs);
    const ms = Math.round(clock() - started);
    const answered = "status" in outcome ? outcome.status : null;
    const passed = verdict(c.expected, answered);
    return {
      name: c.name,
      sent: c.sends,
      expected: c.expected === "accepted" ? "2xx" : "4xx",
      answered,
      ...("error" in outcome ? { error: outcome.error } : {}),
      ms,
      passed,
      ...(passed ? {} : { advice: c.advice }),
    };
  };
  const first = await one(0);
  const rest = await Promise.all(CHECK_CASES.slice(1).map((_c, i) => one(i + 1)));
  return [first, ...rest];
}
