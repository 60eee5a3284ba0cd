import type { GatewayContext } from "../context.ts";
import { executeInitialPayment } from "../payments/initial-payment.ts";
import { registrationAccount } from "../payments/registrations.ts";
import type { TimedJob } from "../sandbox/due-work.ts";
import { yieldToRequests } from "../sandbox/due-work.ts";
import { schedule } from "./cron-expression.ts";
import type { ScheduleRow, ScheduleStore } from "./schedule-store.ts";

/** What every scheduled run is (spec 2.27): a merchant-initiated, repeated charge of a recurring agreement. */
export const SCHEDULED_RUN = {
  "standingInstruction.type": "RECURRING",
  "standingInstruction.source": "MIT",
  "standingInstruction.mode": "REPEATED",
} as const;

/** The payment parameters of one run: the schedule's, without job.*, as a recurring merchant-initiated charge. */
export function runParams(s: ScheduleRow): Record<string, string> {
  const params = JSON.parse(s.params) as Record<string, string>;
  return { ...Object.fromEntries(Object.entries(params).filter(([k]) => !k.startsWith("job."))), ...SCHEDULED_RUN };
}

/**
 * Runs the schedules due on the sandbox clock: each due time is claimed in the database (one process
 * runs it, once), then charged as a payment over the registration — visible in GET /v1/payments/{id}
 * and its PAYMENT event — and linked to the schedule. A declined run (an expired card: 100.100.303)
 * does not stop the schedule: the next period is charged again, as a merchant's subscription would
 * retry a renewed card; the merchant learns of each failure from its event and may delete the schedule.
 */
export function scheduleJob(ctx: GatewayContext, schedules: ScheduleStore): TimedJob {
  const runOnce = (s: ScheduleRow): boolean => {
    const dueAt = s.next_run_at;
    if (dueAt === null) return false;
    return ctx.store.atomically(() => {
      const next = schedule(s.expression).next(dueAt, s.end_at ?? undefined) ?? null;
      if (!schedules.claimRun(s.id, dueAt, next)) return false;
      const r = ctx.store.registration(s.registration_id);
      if (!r) return true; // deleted with its registration meanwhile: nothing to charge
      const out = executeInitialPayment(ctx, {
        entityId: s.entity_id,
        params: { ...(JSON.parse(r.params) as Record<string, string>), ...runParams(s) },
        stored: { account: registrationAccount(r), registrationId: r.id },
        scheduled: true,
      });
      const id = (out.body as { id?: unknown }).id;
      if (typeof id === "string") schedules.recordRun(s.id, dueAt, id);
      return true;
    });
  };
  return {
    name: "schedules",
    phase: "changes",
    nextDue: (entityId) => schedules.nextDue(entityId),
    run: async (entityId) => {
      // Also the periods missed while no gateway ran, oldest first (bounded per run).
      for (let round = 0; round < 1000; round++) {
        const due = schedules.due(entityId, ctx.now(entityId), 20);
        if (due.length === 0) return;
        for (const s of due) runOnce(s);
        // Each run is a payment: requests waiting meanwhile are answered between batches.
        await yieldToRequests();
      }
    },
  };
}
