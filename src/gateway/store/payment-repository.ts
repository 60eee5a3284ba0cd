import type { NewPayment, PaymentRow } from "./db-rows.ts";
import type { SqlDatabase } from "./sql-database.ts";
import type { WriteAnnouncer } from "./write-listeners.ts";

/** Payments and their operations (captures, refunds, reversals, chargebacks), and the transaction query's searches (spec 2.29). */
export interface PaymentRepository {
  lastPayment(checkoutId: string): PaymentRow | undefined;
  payment(id: string): PaymentRow | undefined;
  /**
   * Stores a payment; when it succeeded and closes its checkout, marks the checkout paid in the same
   * transaction. Returns false (and stores nothing) when the checkout was already paid.
   */
  recordPayment(p: NewPayment, closesCheckout: boolean): boolean;
  /**
   * Replaces a pending payment with its final answer; when it succeeded and closes its checkout, marks
   * the checkout paid in the same transaction. Returns false (and changes nothing) when the checkout was already paid.
   */
  settlePayment(p: NewPayment, closesCheckout: boolean): boolean;
  /** Replaces the stored answer of a payment (the final status of an asynchronous one). */
  updatePaymentResult(id: string, httpStatus: number, response: string, success: boolean): void;
  /** Sum (minor units) and count of successful operations of a type in a chain, optionally only those referencing one payment. */
  totals(rootId: string, paymentType: string, referencedId?: string): { sum: number; count: number };
  closePayment(id: string): void;
  /** What is linked to a payment: its chain's operations, and the payments over the registration it made or used (at most 500). */
  linkedPayments(p: PaymentRow): PaymentRow[];
  /** An entity's payments with this merchantTransactionId (at most 500), oldest first. */
  paymentsByReference(entityId: string, merchantTransactionId: string): PaymentRow[];
  paymentsByShortId(entityId: string, shortId: string): PaymentRow[];
  /** An entity's payments made from `from` to `to` (ms), oldest first. */
  /**
   * A page of an entity's payments made from `from` to `to` (ms), oldest first, of the given payment types
   * (all when none): at most `limit` rows, after the row `after` names (keyset paging; its `next` for
   * the following page). Memory is bounded by the page, whatever the history (security round 3, item 6).
   */
  paymentsBetween(
    entityId: string,
    from: number,
    to: number,
    page: { readonly types?: readonly string[]; readonly after?: PaymentCursor; readonly limit: number },
  ): { rows: PaymentRow[]; next?: PaymentCursor };
}

/** Where a page of payments ended: the last row's time and insertion order. */
export interface PaymentCursor {
  readonly createdAt: number;
  readonly rowid: number;
}

/** Payment types a page may be filtered by, as many as there are (PA DB CD CP RV RF RB RC RR CB CR PR …). */
const TYPE_SLOTS = 16;

/** The merchantTransactionId a stored answer echoes (the query finds payments by it). */
function merchantTransactionIdOf(response: string): string | null {
  if (!response.includes('"merchantTransactionId"')) return null;
  const v = (JSON.parse(response) as { merchantTransactionId?: unknown }).merchantTransactionId;
  return typeof v === "string" ? v : null;
}

export function paymentRepository(db: SqlDatabase, announce: WriteAnnouncer): PaymentRepository {
  const q = {
    markPaid: db.prepare<[string, string]>("UPDATE checkouts SET paid_payment_id = ? WHERE id = ? AND paid_payment_id IS NULL"),
    insert: db.prepare(
      `INSERT INTO payments (id, checkout_id, entity_id, created_at, http_status, response, payment_type, amount_minor, currency,
        referenced_id, root_id, success, closed, account, registration_id, max_captures, notification_url, short_id, merchant_transaction_id)
       VALUES (@id, @checkout_id, @entity_id, @created_at, @http_status, @response, @payment_type, @amount_minor, @currency,
        @referenced_id, @root_id, @success, @closed, @account, @registration_id, @max_captures, @notification_url, @short_id, @merchant_transaction_id)`,
    ),
    last: db.prepare<[string], PaymentRow>("SELECT * FROM payments WHERE checkout_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1"),
    payment: db.prepare<[string], PaymentRow>("SELECT * FROM payments WHERE id = ?"),
    totals: db.prepare<[string, string, string | null, string | null], { sum: number | null; count: number }>(
      `SELECT SUM(amount_minor) AS sum, COUNT(*) AS count FROM payments
       WHERE root_id = ? AND payment_type = ? AND success = 1 AND (CAST(? AS TEXT) IS NULL OR referenced_id = ?)`,
    ),
    close: db.prepare<[string]>("UPDATE payments SET closed = 1 WHERE id = ?"),
    settle: db.prepare(
      `UPDATE payments SET http_status = @http_status, response = @response, success = @success, registration_id = @registration_id
       WHERE id = @id`,
    ),
    updateResult: db.prepare<[number, string, number, string]>(
      "UPDATE payments SET http_status = ?, response = ?, success = ? WHERE id = ?",
    ),
    linked: db.prepare<[string, string, string, string | null, string | null], PaymentRow>(
      `SELECT * FROM payments WHERE id <> ? AND (root_id = ? OR referenced_id = ? OR (CAST(? AS TEXT) IS NOT NULL AND registration_id = ?))
       ORDER BY created_at, rowid LIMIT 500`,
    ),
    byReference: db.prepare<[string, string], PaymentRow>(
      "SELECT * FROM payments WHERE entity_id = ? AND merchant_transaction_id = ? ORDER BY created_at, rowid LIMIT 500",
    ),
    byShortId: db.prepare<[string, string], PaymentRow>("SELECT * FROM payments WHERE entity_id = ? AND short_id = ?"),
    byTime: db.prepare<unknown[], PaymentRow & { cursor_rowid: number }>(
      `SELECT *, rowid AS cursor_rowid FROM payments WHERE entity_id = ? AND created_at >= ? AND created_at <= ?
        AND (created_at > ? OR (created_at = ? AND rowid > ?))
        AND (? = 0 OR payment_type IN (${Array(TYPE_SLOTS).fill("?").join(", ")}))
       ORDER BY created_at, rowid LIMIT ?`,
    ),
  };
  const record = db.transaction((p: NewPayment, closesCheckout: boolean): boolean => {
    if (closesCheckout && p.checkout_id && q.markPaid.run(p.id, p.checkout_id).changes === 0) return false;
    // The statement's parameters named one by one: no spread of the row (own-fields.ts), no field it does not bind.
    q.insert.run({
      id: p.id,
      checkout_id: p.checkout_id,
      entity_id: p.entity_id,
      created_at: p.created_at,
      http_status: p.http_status,
      response: p.response,
      payment_type: p.payment_type,
      amount_minor: p.amount_minor,
      currency: p.currency,
      referenced_id: p.referenced_id,
      root_id: p.root_id,
      success: p.success,
      closed: p.closed ?? 0,
      account: p.account,
      registration_id: p.registration_id,
      max_captures: p.max_captures,
      notification_url: p.notification_url ?? null,
      short_id: p.short_id ?? null,
      merchant_transaction_id: p.merchant_transaction_id !== undefined ? p.merchant_transaction_id : merchantTransactionIdOf(p.response),
    });
    announce.paymentStored(p);
    return true;
  });
  const settle = db.transaction((p: NewPayment, closesCheckout: boolean): boolean => {
    if (closesCheckout && p.checkout_id && q.markPaid.run(p.id, p.checkout_id).changes === 0) return false;
    const { id, http_status, response, success, registration_id } = p;
    q.settle.run({ id, http_status, response, success, registration_id });
    changed(id);
    return true;
  });
  /** Tells the listeners of changes the payment as it is now (read only when someone listens). */
  const changed = (id: string) => {
    if (!announce.hearsPaymentChanges()) return;
    const row = q.payment.get(id);
    if (row) announce.paymentChanged(row);
  };
  const updateResult = db.transaction((id: string, httpStatus: number, response: string, success: boolean) => {
    q.updateResult.run(httpStatus, response, success ? 1 : 0, id);
    changed(id);
  });
  return {
    lastPayment: (checkoutId) => q.last.get(checkoutId),
    payment: (id) => q.payment.get(id),
    recordPayment: (p, closesCheckout) => record.immediate(p, closesCheckout),
    settlePayment: (p, closesCheckout) => settle.immediate(p, closesCheckout),
    updatePaymentResult: (id, httpStatus, response, success) => updateResult.immediate(id, httpStatus, response, success),
    totals: (rootId, paymentType, referencedId) => {
      const r = q.totals.get(rootId, paymentType, referencedId ?? null, referencedId ?? null);
      return { sum: r?.sum ?? 0, count: r?.count ?? 0 };
    },
    closePayment: (id) => {
      q.close.run(id);
    },
    linkedPayments: (p) => q.linked.all(p.id, p.root_id ?? p.id, p.id, p.registration_id, p.registration_id),
    paymentsByReference: (entityId, reference) => q.byReference.all(entityId, reference),
    paymentsByShortId: (entityId, shortId) => q.byShortId.all(entityId, shortId),
    paymentsBetween: (entityId, from, to, page) => {
      const types = (page.types ?? []).slice(0, TYPE_SLOTS);
      const slots = [...types, ...Array(TYPE_SLOTS - types.length).fill(null)];
      const after = page.after ?? { createdAt: from - 1, rowid: 0 };
      const rows = q.byTime.all(entityId, from, to, after.createdAt, after.createdAt, after.rowid, types.length, ...slots, page.limit);
      const last = rows.at(-1);
      return {
        rows,
        ...(rows.length === page.limit && last ? { next: { createdAt: last.created_at, rowid: Number(last.cursor_rowid) } } : {}),
      };
    },
  };
}
