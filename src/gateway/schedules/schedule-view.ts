import type { ScheduleRow, ScheduleRun } from "./schedule-store.ts";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** A schedule as the API and its SCHEDULE events show it: what it charges, when, and what it charged so far. */
export function scheduleView(s: ScheduleRow, runs: readonly ScheduleRun[] = []) {
  const params = JSON.parse(s.params) as Record<string, string>;
  const job = Object.fromEntries(Object.entries(params).flatMap(([k, v]) => (k.startsWith("job.") ? [[k.slice(4), v]] : [])));
  return {
    id: s.id,
    registrationId: s.registration_id,
    paymentType: params.paymentType,
    amount: params.amount,
    currency: params.currency,
    ...(params.merchantTransactionId ? { merchantTransactionId: params.merchantTransactionId } : {}),
    job: { ...job, expression: s.expression },
    state: s.deleted_at !== null ? "DELETED" : s.next_run_at === null ? "ENDED" : "ACTIVE",
    nextRun: iso(s.next_run_at),
    createdAt: iso(s.created_at),
    payments: runs.map((r) => {
      const answer = JSON.parse(r.response) as { result?: { code?: string; description?: string } };
      return { id: r.payment_id, paymentType: r.payment_type, date: iso(r.run_at), result: answer.result ?? {} };
    }),
  };
}
