import { callOut } from "../events/outbound-call.ts";
import type { TimedJob } from "../sandbox/due-work.ts";
import type { TiebackRow } from "./case-rows.ts";
import type { CaseStore } from "./case-store.ts";

/** A tieback attempt not answered within this time failed. */
export const TIEBACK_TIMEOUT_MS = 30_000;

/**
 * Sends due tiebacks (spec 6.3): POST application/x-www-form-urlencoded with the merchant's headers;
 * an answer in the configured pass list passes, anything else fails and is retried after the
 * configured wait until the retries are used up — then the tieback is FAILED (the failed list).
 * Each attempt is claimed first, so two processes never send one attempt twice.
 */
export function tiebackJob(
  cases: CaseStore,
  now: (entityId: string) => number,
  fetchFn: typeof fetch,
  timeoutMs = TIEBACK_TIMEOUT_MS,
): TimedJob {
  const attempt = async (t: TiebackRow) => {
    const headers = { ...(JSON.parse(t.headers) as Record<string, string>), "content-type": "application/x-www-form-urlencoded" };
    const outcome = await callOut(fetchFn, t.url, { method: "POST", headers, body: t.body }, timeoutMs);
    const httpStatus = "status" in outcome ? outcome.status : null;
    const passed = httpStatus !== null && t.pass_statuses.split(",").map(Number).includes(httpStatus);
    const attempts = t.attempts + 1;
    cases.recordAttempt(t.id, {
      passed,
      httpStatus,
      error: passed ? null : "error" in outcome ? outcome.error : `answered HTTP ${httpStatus}`,
      nextAttemptAt: passed || attempts >= t.max_attempts ? null : now(t.entity_id) + t.retry_wait_ms,
    });
  };
  /** Attempts this process has in flight: a run also waits for those another run started. */
  const inFlight = new Set<Promise<void>>();
  const track = (p: Promise<void>) => {
    inFlight.add(p);
    return p.finally(() => inFlight.delete(p));
  };
  return {
    name: "tiebacks",
    phase: "calls",
    nextDue: (entityId) => cases.nextDue(entityId),
    run: async (entityId) => {
      for (let round = 0; round < 100; round++) {
        const due = cases
          .due(entityId, now(entityId), Date.now(), 16)
          .filter((t) => cases.claim(t.id, Date.now(), Date.now() + timeoutMs + 5_000));
        if (due.length === 0) break;
        await Promise.all(due.map((t) => track(attempt(t))));
      }
      await Promise.all(inFlight);
    },
  };
}
