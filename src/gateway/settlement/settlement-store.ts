import type { PaymentRow } from "../store/db-rows.ts";
import { jsonField, type SqlDatabase, type SqlStatement } from "../store/sql-database.ts";
import { SETTLED_TYPES, type TestMode } from "./settlement-record.ts";

export interface SettlementRow {
  id: string;
  entity_id: string;
  aggregation_id: string;
  settlement_date: string;
  currency: string;
  payment_id: string;
  record_type: string;
  cashflow: "POS" | "NEG";
  status: "SUCCESS" | "FAILED";
  amount_minor: number;
  fee_minor: number;
  settlement_amount_minor: number;
  tx_time: number;
  settled_at: number;
  test_mode: TestMode;
  /** JSON of the record's API names (settlement-record.ts). */
  record: string;
}

/** One aggregation's sums: money in and out of successful records, fees, counts. */
export interface AggregationRow {
  aggregation_id: string;
  test_mode: TestMode;
  entity_id: string;
  settlement_date: string;
  currency: string;
  count: number;
  failed: number;
  pos_minor: number;
  neg_minor: number;
  fee_minor: number;
  debits_minor: number;
  refunds_minor: number;
  credits_minor: number;
  chargebacks_minor: number;
  reversals_minor: number;
}

const TYPES = Object.keys(SETTLED_TYPES)
  .map((t) => `'${t}'`)
  .join(", ");
/**
 * Successful money-moving transactions not settled yet (the partial index payments_to_settle_by_entity of
 * migration 9 answers it without reading settled ones); a reversed debit or capture never settles.
 */
const CANDIDATES = `FROM payments p WHERE p.entity_id = ? AND p.success = 1 AND p.settled = 0 AND p.payment_type IN (${TYPES})
  AND NOT (p.payment_type IN ('DB', 'CP') AND p.closed = 1)
  AND p.amount_minor IS NOT NULL AND p.currency IS NOT NULL`;

/** When the oldest payment waiting for settlement was made (settlement.test.ts checks it reads the partial index). */
export const OLDEST_CANDIDATE_SQL = `SELECT MIN(p.created_at) AS at ${CANDIDATES}`;

const SUM = (where: string) => `COALESCE(SUM(CASE WHEN status = 'SUCCESS' AND ${where} THEN amount_minor END), 0)`;

/** The settlement repository (SQLite). */
export interface SettlementStore {
  /** Transactions to settle that were made before `before`, oldest first. */
  candidates(entityId: string, before: number, limit: number): PaymentRow[];
  /** When the entity's oldest transaction waiting to settle was made. */
  oldestCandidate(entityId: string): number | undefined;
  /** Writes a record; false when the transaction was settled already (another process). */
  insert(row: SettlementRow): boolean;
  /** Ids of the entity's successful transactions of these types with this merchantTransactionId (and amount and currency, when given). */
  sameReference(entityId: string, reference: string, types: readonly string[], amountMinor?: number, currency?: string): string[];
  aggregations(entityId: string, from: string, to: string, currency?: string, testMode?: string): AggregationRow[];
  aggregation(id: string): AggregationRow | undefined;
  /** An aggregation's records in time order; a page of them (offset, limit) read as such from the database. */
  records(aggregationId: string, order: "ASC" | "DESC", page?: { readonly offset: number; readonly limit: number }): SettlementRow[];
  /** The settlement days of an entity that have records (one reconciliation file each). */
  days(entityId: string): string[];
  recordsOfDay(entityId: string, date: string): SettlementRow[];
}

export function settlementStore(db: SqlDatabase): SettlementStore {
  const aggregate = `SELECT aggregation_id, MIN(test_mode) AS test_mode, entity_id, settlement_date, currency, COUNT(*) AS count,
      SUM(CASE WHEN status = 'FAILED' THEN 1 ELSE 0 END) AS failed,
      COALESCE(SUM(CASE WHEN status = 'SUCCESS' AND cashflow = 'POS' THEN settlement_amount_minor END), 0) AS pos_minor,
      COALESCE(SUM(CASE WHEN status = 'SUCCESS' AND cashflow = 'NEG' THEN settlement_amount_minor END), 0) AS neg_minor,
      COALESCE(SUM(fee_minor), 0) AS fee_minor,
      ${SUM("record_type = 'SETTLED' AND cashflow = 'POS'")} AS debits_minor,
      ${SUM(`record_type = 'SETTLED' AND ${jsonField(db, "record", "transactionType")} = 'REFUND'`)} AS refunds_minor,
      ${SUM(`record_type = 'SETTLED' AND ${jsonField(db, "record", "transactionType")} = 'CREDIT'`)} AS credits_minor,
      ${SUM("record_type = 'CHARGEBACK'")} AS chargebacks_minor,
      ${SUM("record_type = 'CHARGEBACK REVERSAL'")} AS reversals_minor
    FROM settlement_records`;
  const q = {
    candidates: db.prepare<[string, number, number], PaymentRow>(
      `SELECT p.* ${CANDIDATES} AND p.created_at < ? ORDER BY p.created_at, p.rowid LIMIT ?`,
    ),
    oldest: db.prepare<[string], { at: number | null }>(OLDEST_CANDIDATE_SQL),
    markSettled: db.prepare<[string]>("UPDATE payments SET settled = 1 WHERE id = ?"),
    insert: db.prepare(
      `INSERT INTO settlement_records (id, entity_id, aggregation_id, settlement_date, currency, payment_id, record_type,
         cashflow, status, amount_minor, fee_minor, settlement_amount_minor, tx_time, settled_at, record, test_mode)
       VALUES (@id, @entity_id, @aggregation_id, @settlement_date, @currency, @payment_id, @record_type,
         @cashflow, @status, @amount_minor, @fee_minor, @settlement_amount_minor, @tx_time, @settled_at, @record, @test_mode)
       ON CONFLICT DO NOTHING`,
    ),
    aggregations: db.prepare<[string, string, string, string | null, string | null, string | null, string | null], AggregationRow>(
      `${aggregate} WHERE entity_id = ? AND settlement_date BETWEEN ? AND ? AND (CAST(? AS TEXT) IS NULL OR currency = ?) AND (CAST(? AS TEXT) IS NULL OR test_mode = ?)
       GROUP BY aggregation_id, entity_id, settlement_date, currency ORDER BY settlement_date, currency`,
    ),
    aggregation: db.prepare<[string], AggregationRow>(
      `${aggregate} WHERE aggregation_id = ? GROUP BY aggregation_id, entity_id, settlement_date, currency`,
    ),
    recordsAsc: db.prepare<[string, number, number], SettlementRow>(
      "SELECT * FROM settlement_records WHERE aggregation_id = ? ORDER BY tx_time, rowid LIMIT ? OFFSET ?",
    ),
    recordsDesc: db.prepare<[string, number, number], SettlementRow>(
      "SELECT * FROM settlement_records WHERE aggregation_id = ? ORDER BY tx_time DESC, rowid DESC LIMIT ? OFFSET ?",
    ),
    days: db.prepare<[string], { settlement_date: string }>(
      "SELECT DISTINCT settlement_date FROM settlement_records WHERE entity_id = ? ORDER BY settlement_date",
    ),
    ofDay: db.prepare<[string, string], SettlementRow>(
      "SELECT * FROM settlement_records WHERE entity_id = ? AND settlement_date = ? ORDER BY currency, tx_time, rowid",
    ),
  };
  const sameReferenceStatements = new Map<string, SqlStatement<unknown[], { id: string }>>();
  return {
    candidates: (entityId, before, limit) => q.candidates.all(entityId, before, limit),
    oldestCandidate: (entityId) => q.oldest.get(entityId)?.at ?? undefined,
    insert: (row) => {
      // The record's unique payment id keeps a second process's attempt a no-op; either way the payment is settled.
      const inserted = q.insert.run(row).changes === 1;
      q.markSettled.run(row.payment_id);
      return inserted;
    },
    sameReference: (entityId, reference, types, amountMinor, currency) => {
      const marks = types.map(() => "?").join(", ");
      const extra = amountMinor === undefined ? "" : " AND amount_minor = ? AND currency = ?";
      const sql = `SELECT id FROM payments WHERE entity_id = ? AND merchant_transaction_id = ? AND success = 1
        AND payment_type IN (${marks})${extra} ORDER BY created_at, rowid LIMIT 50`;
      const args = [entityId, reference, ...types, ...(amountMinor === undefined ? [] : [amountMinor, currency ?? ""])];
      // A handful of shapes (the types matched, with or without the amount): each prepared once, not per settled payment.
      let statement = sameReferenceStatements.get(sql);
      if (!statement) {
        statement = db.prepare<unknown[], { id: string }>(sql);
        sameReferenceStatements.set(sql, statement);
      }
      return statement.all(...args).map((r) => r.id);
    },
    aggregations: (entityId, from, to, currency, testMode) =>
      q.aggregations.all(entityId, from, to, currency ?? null, currency ?? null, testMode ?? null, testMode ?? null),
    aggregation: (id) => q.aggregation.get(id),
    records: (id, order, page) => (order === "ASC" ? q.recordsAsc : q.recordsDesc).all(id, page?.limit ?? 1_000_000_000, page?.offset ?? 0),
    days: (entityId) => q.days.all(entityId).map((d) => d.settlement_date),
    recordsOfDay: (entityId, date) => q.ofDay.all(entityId, date),
  };
}
