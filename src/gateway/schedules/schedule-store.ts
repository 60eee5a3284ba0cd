import type { SqlDatabase } from "../store/sql-database.ts";

export interface ScheduleRow {
  id: string;
  entity_id: string;
  registration_id: string;
  /** JSON: the payment parameters of each run (amount, currency, paymentType, …) and the job.* sent. */
  params: string;
  expression: string;
  end_at: number | null;
  /** The next due time; null when the schedule has no more runs or was deleted. */
  next_run_at: number | null;
  created_at: number;
  deleted_at: number | null;
}

export interface ScheduleRun {
  readonly run_at: number;
  readonly payment_id: string;
  readonly payment_type: string | null;
  readonly response: string;
}

/** The schedules repository (SQLite). */
export interface ScheduleStore {
  insert(s: Omit<ScheduleRow, "deleted_at">): void;
  /** A schedule of the entity, deleted or not. */
  byId(id: string): ScheduleRow | undefined;
  /** Deletes a live schedule; false when there was none of this entity. */
  delete(id: string, entityId: string, at: number): boolean;
  /** The live schedules over a registration (deleted with it). */
  ofRegistration(registrationId: string): ScheduleRow[];
  /** The entity's live schedules due at `at` (its clock's time), earliest first. */
  due(entityId: string, at: number, limit: number): ScheduleRow[];
  /**
   * Takes the run due at `dueAt` for this process: moves the schedule on to `next` (null: no more
   * runs); false when another process took it first (or it was deleted).
   */
  claimRun(id: string, dueAt: number, next: number | null): boolean;
  recordRun(id: string, runAt: number, paymentId: string): void;
  runs(id: string): ScheduleRun[];
  /** When the entity's next run is due, on its clock. */
  nextDue(entityId: string): number | undefined;
  /** Schedules of these entities that were not deleted and still have runs ahead. */
  activeCount(entityIds: readonly string[]): number;
}

export function scheduleStore(db: SqlDatabase): ScheduleStore {
  const q = {
    insert: db.prepare(
      `INSERT INTO schedules (id, entity_id, registration_id, params, expression, end_at, next_run_at, created_at)
       VALUES (@id, @entity_id, @registration_id, @params, @expression, @end_at, @next_run_at, @created_at)`,
    ),
    byId: db.prepare<[string], ScheduleRow>("SELECT * FROM schedules WHERE id = ?"),
    delete: db.prepare<[number, string, string]>(
      "UPDATE schedules SET deleted_at = ?, next_run_at = NULL WHERE id = ? AND entity_id = ? AND deleted_at IS NULL",
    ),
    ofRegistration: db.prepare<[string], ScheduleRow>("SELECT * FROM schedules WHERE registration_id = ? AND deleted_at IS NULL"),
    due: db.prepare<[string, number, number], ScheduleRow>(
      "SELECT * FROM schedules WHERE entity_id = ? AND deleted_at IS NULL AND next_run_at IS NOT NULL AND next_run_at <= ? ORDER BY next_run_at, rowid LIMIT ?",
    ),
    claim: db.prepare<[number | null, string, number]>(
      "UPDATE schedules SET next_run_at = ? WHERE id = ? AND next_run_at = ? AND deleted_at IS NULL",
    ),
    recordRun: db.prepare<[string, number, string]>("INSERT INTO schedule_runs (schedule_id, run_at, payment_id) VALUES (?, ?, ?)"),
    runs: db.prepare<[string], ScheduleRun>(
      `SELECT r.run_at, r.payment_id, p.payment_type, p.response FROM schedule_runs r JOIN payments p ON p.id = r.payment_id
       WHERE r.schedule_id = ? ORDER BY r.run_at`,
    ),
    nextDue: db.prepare<[string], { at: number | null }>(
      "SELECT MIN(next_run_at) AS at FROM schedules WHERE entity_id = ? AND deleted_at IS NULL AND next_run_at IS NOT NULL",
    ),
  };
  const count = db.prepare<[string], { n: number }>(
    "SELECT COUNT(*) AS n FROM schedules WHERE entity_id = ? AND deleted_at IS NULL AND next_run_at IS NOT NULL",
  );
  return {
    activeCount: (entityIds) => entityIds.reduce((n, e) => n + Number(count.get(e)?.n ?? 0), 0),
    insert: (s) => {
      q.insert.run(s);
    },
    byId: (id) => q.byId.get(id),
    delete: (id, entityId, at) => q.delete.run(at, id, entityId).changes === 1,
    ofRegistration: (registrationId) => q.ofRegistration.all(registrationId),
    due: (entityId, at, limit) => q.due.all(entityId, at, limit),
    claimRun: (id, dueAt, next) => q.claim.run(next, id, dueAt).changes === 1,
    recordRun: (id, runAt, paymentId) => {
      q.recordRun.run(id, runAt, paymentId);
    },
    runs: (id) => q.runs.all(id),
    nextDue: (entityId) => q.nextDue.get(entityId)?.at ?? undefined,
  };
}
