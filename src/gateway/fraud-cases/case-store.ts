import type { SqlDatabase } from "../store/sql-database.ts";
import type { CaseRow, Decision, TiebackConfig, TiebackRow } from "./case-rows.ts";

/** The fraud cases, tieback configurations and tiebacks repository (SQLite). */
export interface CaseStore {
  openCase(c: Pick<CaseRow, "id" | "entity_id" | "payment_id" | "merchant_transaction_id" | "created_at">): void;
  caseById(id: string): CaseRow | undefined;
  cases(entityId: string, limit: number): CaseRow[];
  /** Records a decision on an OPEN or PENDING case; false when the case was decided finally before. */
  decide(
    id: string,
    d: { decision: Decision; at: number; userid: string | null; note: string | null; cancelreason: string | null },
  ): boolean;
  setConfig(entityId: string, config: TiebackConfig): void;
  config(entityId: string): TiebackConfig | undefined;
  insertTieback(t: Omit<TiebackRow, "attempts" | "last_status" | "last_error" | "resubmitted" | "claimed_until">): void;
  tieback(id: string): TiebackRow | undefined;
  tiebacks(entityId: string, status: TiebackRow["status"] | undefined, limit: number): TiebackRow[];
  due(entityId: string, at: number, realNow: number, limit: number): TiebackRow[];
  claim(id: string, realNow: number, until: number): boolean;
  recordAttempt(id: string, o: { passed: boolean; httpStatus: number | null; error: string | null; nextAttemptAt: number | null }): void;
  /** Puts a failed tieback back for one attempt at `at`; false when it was resubmitted before or is not failed. */
  resubmit(id: string, at: number): boolean;
  deleteTieback(id: string, entityId: string): boolean;
  nextDue(entityId: string): number | undefined;
}

export function caseStore(db: SqlDatabase): CaseStore {
  const q = {
    open: db.prepare(
      "INSERT INTO fraud_cases (id, entity_id, payment_id, merchant_transaction_id, status, created_at) VALUES (@id, @entity_id, @payment_id, @merchant_transaction_id, 'OPEN', @created_at)",
    ),
    byId: db.prepare<[string], CaseRow>("SELECT * FROM fraud_cases WHERE id = ?"),
    cases: db.prepare<[string, number], CaseRow>(
      "SELECT * FROM fraud_cases WHERE entity_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ?",
    ),
    decide: db.prepare(
      `UPDATE fraud_cases SET status = @decision, decided_at = @at, userid = @userid, note = @note, cancelreason = @cancelreason
       WHERE id = @id AND status IN ('OPEN', 'PENDING')`,
    ),
    setConfig: db.prepare<[string, string]>(
      "INSERT INTO tieback_configs (entity_id, config) VALUES (?, ?) ON CONFLICT (entity_id) DO UPDATE SET config = excluded.config",
    ),
    config: db.prepare<[string], { config: string }>("SELECT config FROM tieback_configs WHERE entity_id = ?"),
    insertTieback: db.prepare(
      `INSERT INTO tiebacks (id, entity_id, case_id, decision, url, body, headers, pass_statuses, status, max_attempts, retry_wait_ms, next_attempt_at, created_at)
       VALUES (@id, @entity_id, @case_id, @decision, @url, @body, @headers, @pass_statuses, @status, @max_attempts, @retry_wait_ms, @next_attempt_at, @created_at)`,
    ),
    tieback: db.prepare<[string], TiebackRow>("SELECT * FROM tiebacks WHERE id = ?"),
    tiebacks: db.prepare<[string, string | null, string | null, number], TiebackRow>(
      "SELECT * FROM tiebacks WHERE entity_id = ? AND (CAST(? AS TEXT) IS NULL OR status = ?) ORDER BY created_at DESC, rowid DESC LIMIT ?",
    ),
    due: db.prepare<[string, number, number, number], TiebackRow>(
      `SELECT * FROM tiebacks WHERE status = 'PENDING' AND entity_id = ? AND next_attempt_at <= ? AND (claimed_until IS NULL OR claimed_until < ?)
       ORDER BY next_attempt_at, rowid LIMIT ?`,
    ),
    claim: db.prepare<[number, string, number]>(
      "UPDATE tiebacks SET claimed_until = ? WHERE id = ? AND status = 'PENDING' AND (claimed_until IS NULL OR claimed_until < ?)",
    ),
    attempt: db.prepare(
      `UPDATE tiebacks SET attempts = attempts + 1, last_status = @httpStatus, last_error = @error, claimed_until = NULL,
         status = CASE WHEN CAST(@passed AS INTEGER) = 1 THEN 'PASSED' WHEN CAST(@nextAttemptAt AS BIGINT) IS NULL THEN 'FAILED' ELSE 'PENDING' END,
         next_attempt_at = CASE WHEN CAST(@passed AS INTEGER) = 1 THEN NULL ELSE CAST(@nextAttemptAt AS BIGINT) END
       WHERE id = @id`,
    ),
    resubmit: db.prepare<[number, string]>(
      "UPDATE tiebacks SET status = 'PENDING', next_attempt_at = ?, max_attempts = attempts + 1, resubmitted = 1 WHERE id = ? AND status = 'FAILED' AND resubmitted = 0",
    ),
    delete: db.prepare<[string, string]>("DELETE FROM tiebacks WHERE id = ? AND entity_id = ? AND status = 'FAILED'"),
    nextDue: db.prepare<[string], { at: number | null }>(
      "SELECT MIN(next_attempt_at) AS at FROM tiebacks WHERE status = 'PENDING' AND entity_id = ?",
    ),
  };
  return {
    openCase: (c) => {
      q.open.run(c);
    },
    caseById: (id) => q.byId.get(id),
    cases: (entityId, limit) => q.cases.all(entityId, limit),
    decide: (id, d) => q.decide.run({ id, ...d }).changes === 1,
    setConfig: (entityId, config) => {
      q.setConfig.run(entityId, JSON.stringify(config));
    },
    config: (entityId) => {
      const row = q.config.get(entityId);
      return row ? (JSON.parse(row.config) as TiebackConfig) : undefined;
    },
    insertTieback: (t) => {
      q.insertTieback.run(t);
    },
    tieback: (id) => q.tieback.get(id),
    tiebacks: (entityId, status, limit) => q.tiebacks.all(entityId, status ?? null, status ?? null, limit),
    due: (entityId, at, realNow, limit) => q.due.all(entityId, at, realNow, limit),
    claim: (id, realNow, until) => q.claim.run(until, id, realNow).changes === 1,
    recordAttempt: (id, o) => {
      q.attempt.run({ id, passed: o.passed ? 1 : 0, httpStatus: o.httpStatus, error: o.error, nextAttemptAt: o.nextAttemptAt });
    },
    resubmit: (id, at) => q.resubmit.run(at, id).changes === 1,
    deleteTieback: (id, entityId) => q.delete.run(id, entityId).changes === 1,
    nextDue: (entityId) => q.nextDue.get(entityId)?.at ?? undefined,
  };
}
