import type { CheckoutRow, DueCheckoutRow } from "./db-rows.ts";
import type { SqlDatabase } from "./sql-database.ts";

/** Checkouts (spec 4): what the merchant's server opened, its attempts, its status fetch and the result-URL call. */
export interface CheckoutRepository {
  insertCheckout(id: string, entityId: string, createdAt: number, params: Record<string, string>): void;
  checkout(id: string): CheckoutRow | undefined;
  /**
   * What of a checkout's payment is still in flight: summary-page data waiting for the confirmation, a
   * pending 3-D Secure challenge, a pending bank-page payment. Undefined when nothing is.
   */
  paymentInFlight(checkoutId: string): "summary" | "challenge" | "redirect" | undefined;
  /** Replaces the parameters of a checkout that is not paid; false when it is. */
  updateCheckout(id: string, params: Record<string, string>): boolean;
  /** The merchant asked for the checkout's status (spec 6.1: the result-URL call is then not due). */
  markFetched(id: string): void;
  /**
   * Hands out the result of the payment that paid the checkout, once: false when it was handed out
   * before (the established platform answers a second status request "no payment session found").
   */
  handOutFinalStatus(id: string): boolean;
  /** Counts one payment attempt of a checkout; false (and nothing counted) when it had `limit` already. */
  countAttempt(id: string, limit: number): boolean;
  /** Closes a checkout with this payment; false when another payment closed it first. */
  markCheckoutPaid(checkoutId: string, paymentId: string): boolean;
  /**
   * Checkouts whose shopper pressed pay, that the merchant has not fetched and the gateway has not
   * called back, created after `createdAfter` and at or before `createdBefore`.
   */
  dueResultUrlCalls(entityId: string, createdAfter: number, createdBefore: number): DueCheckoutRow[];
  /** When the first of the entity's checkouts created after `createdAfter` was created. */
  firstResultUrlCall(entityId: string, createdAfter: number): number | undefined;
  markResultUrlCalled(id: string, at: number): boolean;
}

/**
 * A checkout the result-URL call may be due for, created after the bound: not fetched, not called, and
 * attempted (a payment, registration or summary-page data is stored only through a counted attempt),
 * so the partial index checkouts_result_url_due_by_entity (db-schema.ts, version 9) holds no abandoned checkout, and
 * the bound (the checkout lifetime: an expired checkout is never called) keeps old ones out of reach.
 */
const WAITING = `c.entity_id = ? AND c.status_fetched = 0 AND c.result_url_called_at IS NULL AND c.attempts > 0 AND c.created_at > ?
  AND (EXISTS (SELECT 1 FROM payments p WHERE p.checkout_id = c.id) OR EXISTS (SELECT 1 FROM registrations r WHERE r.checkout_id = c.id)
    OR EXISTS (SELECT 1 FROM saved_payments s WHERE s.checkout_id = c.id))`;

export function checkoutRepository(db: SqlDatabase): CheckoutRepository {
  const q = {
    insert: db.prepare<[string, string, number, string]>("INSERT INTO checkouts (id, entity_id, created_at, params) VALUES (?, ?, ?, ?)"),
    checkout: db.prepare<[string], CheckoutRow>("SELECT * FROM checkouts WHERE id = ?"),
    update: db.prepare<[string, string]>("UPDATE checkouts SET params = ? WHERE id = ? AND paid_payment_id IS NULL"),
    markPaid: db.prepare<[string, string]>("UPDATE checkouts SET paid_payment_id = ? WHERE id = ? AND paid_payment_id IS NULL"),
    inFlight: db.prepare<[string, string, string], { what: "summary" | "challenge" | "redirect" }>(
      `SELECT 'summary' AS what FROM saved_payments WHERE checkout_id = ? AND payment_id IS NULL AND secret IS NOT NULL
       UNION ALL SELECT 'challenge' FROM challenges ch JOIN payments p ON p.id = ch.payment_id WHERE p.checkout_id = ? AND ch.state = 'pending'
       UNION ALL SELECT 'redirect' FROM async_payments WHERE checkout_id = ? AND state = 'pending' LIMIT 1`,
    ),
    // status_fetched: 0 never asked, 1 asked, 2 the paid result handed out.
    markFetched: db.prepare<[string]>("UPDATE checkouts SET status_fetched = 1 WHERE id = ? AND status_fetched = 0"),
    handOutFinal: db.prepare<[string]>("UPDATE checkouts SET status_fetched = 2 WHERE id = ? AND status_fetched < 2"),
    countAttempt: db.prepare<[string, number]>("UPDATE checkouts SET attempts = attempts + 1 WHERE id = ? AND attempts < ?"),
    due: db.prepare<[string, number, number], DueCheckoutRow>(
      `SELECT c.*, CASE WHEN EXISTS (SELECT 1 FROM payments p WHERE p.checkout_id = c.id)
         OR EXISTS (SELECT 1 FROM saved_payments s WHERE s.checkout_id = c.id) THEN 'payment' ELSE 'registration' END AS resource
       FROM checkouts c WHERE ${WAITING} AND c.created_at <= ?`,
    ),
    first: db.prepare<[string, number], { at: number | null }>(`SELECT MIN(c.created_at) AS at FROM checkouts c WHERE ${WAITING}`),
    markCalled: db.prepare<[number, string]>("UPDATE checkouts SET result_url_called_at = ? WHERE id = ? AND result_url_called_at IS NULL"),
  };
  return {
    insertCheckout: (id, entityId, createdAt, params) => {
      q.insert.run(id, entityId, createdAt, JSON.stringify(params));
    },
    checkout: (id) => q.checkout.get(id),
    updateCheckout: (id, params) => q.update.run(JSON.stringify(params), id).changes === 1,
    markFetched: (id) => {
      q.markFetched.run(id);
    },
    handOutFinalStatus: (id) => q.handOutFinal.run(id).changes === 1,
    paymentInFlight: (id) => q.inFlight.get(id, id, id)?.what,
    countAttempt: (id, limit) => q.countAttempt.run(id, limit).changes === 1,
    markCheckoutPaid: (checkoutId, paymentId) => q.markPaid.run(paymentId, checkoutId).changes === 1,
    dueResultUrlCalls: (entityId, createdAfter, createdBefore) => q.due.all(entityId, createdAfter, createdBefore),
    firstResultUrlCall: (entityId, createdAfter) => q.first.get(entityId, createdAfter)?.at ?? undefined,
    markResultUrlCalled: (id, at) => q.markCalled.run(at, id).changes === 1,
  };
}
