import { type OutboundKind, outboundQueue } from "../outbound/outbound-queue.ts";
import type { TimedJob } from "../sandbox/due-work.ts";
import type { TiebackRow } from "./case-rows.ts";
import type { CaseStore } from "./case-store.ts";

/** A tieback attempt not answered within this time failed. */
export const TIEBACK_TIMEOUT_MS = 30_000;

/**
 * Sends due tiebacks (spec 6.3) through the outbound queue (outbound/outbound-queue.ts): POST
 * application/x-www-form-urlencoded with the merchant's headers; an answer in the configured pass list passes,
 * anything else fails and is retried after the configured wait until the retries are used up — then the tieback
 * is FAILED (the failed list). Each attempt is claimed first, so two processes never send one attempt twice.
 */
export function tiebackJob(
  cases: CaseStore,
  now: (entityId: string) => number,
  fetchFn: typeof fetch,
  timeoutMs = TIEBACK_TIMEOUT_MS,
): TimedJob {
  const kind: OutboundKind<TiebackRow> = {
    due: (limit, entityId) => (entityId === undefined ? [] : cases.due(entityId, now(entityId), Date.now(), limit)),
    claim: (t, realNow, until) => cases.claim(t.id, realNow, until),
    request: (t) => ({
      method: "POST",
      headers: { ...(JSON.parse(t.headers) as Record<string, string>), "content-type": "application/x-www-form-urlencoded" },
      body: t.body,
    }),
    record: (t, outcome) => {
      const httpStatus = "status" in outcome ? outcome.status : null;
      const passed = httpStatus !== null && t.pass_statuses.split(",").map(Number).includes(httpStatus);
      const error = "error" in outcome ? outcome.error : "skipped" in outcome ? outcome.skipped : `answered HTTP ${httpStatus}`;
      cases.recordAttempt(t.id, {
        passed,
        httpStatus,
        error: passed ? null : error,
        nextAttemptAt: passed || t.attempts + 1 >= t.max_attempts ? null : now(t.entity_id) + t.retry_wait_ms,
      });
    },
  };
  const queue = outboundQueue(kind, { fetch: fetchFn, timeoutMs, concurrency: 16, perReceiver: 8 });
  return {
    name: "tiebacks",
    phase: "calls",
    nextDue: (entityId) => cases.nextDue(entityId),
    run: (entityId) => queue.drain(entityId),
  };
}
