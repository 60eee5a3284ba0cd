import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";
import type {
  AsyncPaymentRow,
  ChallengeRow,
  CheckoutRow,
  DueCheckoutRow,
  NewPayment,
  PaymentRow,
  RegistrationRow,
  SavedPaymentRow,
} from "./db-rows.ts";
import { migrate, SCHEMA } from "./db-schema.ts";
import type { Store } from "./store.ts";

export type { Store } from "./store.ts";

import { shortIdOf } from "./payments/short-id.ts";
import { memorySealer } from "./sealed-secret.ts";

/** The merchantTransactionId a stored answer echoes (the query API finds payments by it). */
function merchantTransactionIdOf(response: string): string | null {
  const v = (JSON.parse(response) as { merchantTransactionId?: unknown }).merchantTransactionId;
  return typeof v === "string" ? v : null;
}

export type {
  AsyncPaymentRow,
  ChallengeRow,
  CheckoutRow,
  DueCheckoutRow,
  NewPayment,
  PaymentRow,
  RegistrationRow,
  SavedPaymentRow,
} from "./db-rows.ts";

/** The gateway's storage. One SQLite file in WAL mode; every statement is synchronous. */
export function openStore(file: string): Store {
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.pragma("busy_timeout = 5000");
  db.pragma("foreign_keys = ON");
  // Deleted and overwritten content is zeroed in the file, and the WAL does not keep growing.
  db.pragma("secure_delete = ON");
  db.pragma("journal_size_limit = 16777216");
  const sealer = memorySealer();
  db.exec(SCHEMA);
  migrate(db);
  const q = {
    insertCheckout: db.prepare<[string, string, number, string]>(
      "INSERT INTO checkouts (id, entity_id, created_at, params) VALUES (?, ?, ?, ?)",
    ),
    checkout: db.prepare<[string], CheckoutRow>("SELECT * FROM checkouts WHERE id = ?"),
    updateCheckout: db.prepare<[string, string]>("UPDATE checkouts SET params = ? WHERE id = ? AND paid_payment_id IS NULL"),
    markPaid: db.prepare<[string, string]>("UPDATE checkouts SET paid_payment_id = ? WHERE id = ? AND paid_payment_id IS NULL"),
    inFlight: db.prepare<[string, string, string], { what: "summary" | "challenge" | "redirect" }>(
      `SELECT 'summary' AS what FROM saved_payments WHERE checkout_id = ? AND payment_id IS NULL AND secret IS NOT NULL
       UNION ALL SELECT 'challenge' FROM challenges ch JOIN payments p ON p.id = ch.payment_id WHERE p.checkout_id = ? AND ch.state = 'pending'
       UNION ALL SELECT 'redirect' FROM async_payments WHERE checkout_id = ? AND state = 'pending' LIMIT 1`,
    ),
    markFetched: db.prepare<[string]>("UPDATE checkouts SET status_fetched = 1 WHERE id = ?"),
    countAttempt: db.prepare<[string, number]>("UPDATE checkouts SET attempts = attempts + 1 WHERE id = ? AND attempts < ?"),
    insertPayment: db.prepare(
      `INSERT INTO payments (id, checkout_id, entity_id, created_at, http_status, response, payment_type, amount_minor, currency,
        referenced_id, root_id, success, closed, account, registration_id, max_captures, notification_url, short_id, merchant_transaction_id)
       VALUES (@id, @checkout_id, @entity_id, @created_at, @http_status, @response, @payment_type, @amount_minor, @currency,
        @referenced_id, @root_id, @success, @closed, @account, @registration_id, @max_captures, @notification_url, @short_id, @merchant_transaction_id)`,
    ),
    lastPayment: db.prepare<[string], PaymentRow>(
      "SELECT * FROM payments WHERE checkout_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1",
    ),
    payment: db.prepare<[string], PaymentRow>("SELECT * FROM payments WHERE id = ?"),
    totals: db.prepare<[string, string, string | null, string | null], { sum: number | null; count: number }>(
      `SELECT SUM(amount_minor) AS sum, COUNT(*) AS count FROM payments
       WHERE root_id = ? AND payment_type = ? AND success = 1 AND (? IS NULL OR referenced_id = ?)`,
    ),
    close: db.prepare<[string]>("UPDATE payments SET closed = 1 WHERE id = ?"),
    insertRegistration: db.prepare(
      "INSERT INTO registrations (id, entity_id, created_at, account, params, checkout_id) VALUES (@id, @entity_id, @created_at, @account, @params, @checkout_id)",
    ),
    registration: db.prepare<[string], RegistrationRow>("SELECT * FROM registrations WHERE id = ? AND deleted_at IS NULL"),
    registrationDeleted: db.prepare<[string], { id: string }>("SELECT id FROM registrations WHERE id = ? AND deleted_at IS NOT NULL"),
    history: db.prepare<[string], { n: number; last: number | null }>(
      "SELECT COUNT(*) AS n, MAX(created_at) AS last FROM payments WHERE registration_id = ? AND success = 1 AND payment_type IN ('DB', 'PA')",
    ),
    deleteRegistration: db.prepare<[number, string, string]>(
      "UPDATE registrations SET deleted_at = ? WHERE id = ? AND entity_id = ? AND deleted_at IS NULL",
    ),
    registrationOfCheckout: db.prepare<[string], RegistrationRow>(
      "SELECT * FROM registrations WHERE checkout_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1",
    ),
    due: db.prepare<[number], DueCheckoutRow>(
      `SELECT c.*, CASE WHEN EXISTS (SELECT 1 FROM payments p WHERE p.checkout_id = c.id)
         OR EXISTS (SELECT 1 FROM saved_payments s WHERE s.checkout_id = c.id) THEN 'payment' ELSE 'registration' END AS resource
       FROM checkouts c WHERE c.created_at <= ? AND c.status_fetched = 0 AND c.result_url_called_at IS NULL
       AND (EXISTS (SELECT 1 FROM payments p WHERE p.checkout_id = c.id) OR EXISTS (SELECT 1 FROM registrations r WHERE r.checkout_id = c.id)
         OR EXISTS (SELECT 1 FROM saved_payments s WHERE s.checkout_id = c.id))`,
    ),
    idempotent: db.prepare<[string, string], { http_status: number; response: string }>(
      "SELECT http_status, response FROM idempotent_answers WHERE scope = ? AND key = ?",
    ),
    saveIdempotent: db.prepare<[string, string, number, number, string]>(
      "INSERT OR IGNORE INTO idempotent_answers (scope, key, created_at, http_status, response) VALUES (?, ?, ?, ?, ?)",
    ),
    insertChallenge: db.prepare(
      "INSERT INTO challenges (id, payment_id, created_at, state, data) VALUES (@id, @payment_id, @created_at, @state, @data)",
    ),
    challenge: db.prepare<[string], ChallengeRow>("SELECT * FROM challenges WHERE id = ?"),
    endChallenge: db.prepare<[string, string]>("UPDATE challenges SET state = ? WHERE id = ? AND state = 'pending'"),
    settle: db.prepare(
      `UPDATE payments SET http_status = @http_status, response = @response, success = @success, registration_id = @registration_id
       WHERE id = @id`,
    ),
    insertAsync: db.prepare(
      `INSERT INTO async_payments (payment_id, checkout_id, ticket, brand, result_url, account_hint)
       VALUES (@payment_id, @checkout_id, @ticket, @brand, @result_url, @account_hint)`,
    ),
    asyncPayment: db.prepare<[string], AsyncPaymentRow>("SELECT * FROM async_payments WHERE payment_id = ?"),
    asyncResultUrl: db.prepare<[string], { result_url: string }>(
      "SELECT a.result_url FROM async_payments a JOIN payments p ON p.id = a.payment_id WHERE a.checkout_id = ? ORDER BY p.created_at DESC, p.rowid DESC LIMIT 1",
    ),
    decideAsync: db.prepare<[string, number, string]>(
      "UPDATE async_payments SET state = ?, decided_at = ? WHERE payment_id = ? AND state = 'pending'",
    ),
    updateResult: db.prepare<[number, string, number, string]>(
      "UPDATE payments SET http_status = ?, response = ?, success = ? WHERE id = ?",
    ),
    savePayment: db.prepare(
      `INSERT INTO saved_payments (checkout_id, created_at, params, response, secret) VALUES (@checkout_id, @created_at, @params, @response, @secret)
       ON CONFLICT(checkout_id) DO UPDATE SET created_at = excluded.created_at, params = excluded.params, response = excluded.response,
       secret = excluded.secret WHERE saved_payments.payment_id IS NULL`,
    ),
    savedPayment: db.prepare<[string], SavedPaymentRow>("SELECT * FROM saved_payments WHERE checkout_id = ?"),
    confirmSaved: db.prepare<[string, string]>(
      "UPDATE saved_payments SET payment_id = ?, secret = NULL WHERE checkout_id = ? AND payment_id IS NULL",
    ),
    wipeSecrets: db.prepare<[number]>(
      `UPDATE saved_payments SET secret = NULL WHERE secret IS NOT NULL
       AND checkout_id IN (SELECT id FROM checkouts WHERE created_at <= ?)`,
    ),
    markCalled: db.prepare<[number, string]>("UPDATE checkouts SET result_url_called_at = ? WHERE id = ? AND result_url_called_at IS NULL"),
  };
  const recordPayment = db.transaction((p: NewPayment, closesCheckout: boolean): boolean => {
    if (closesCheckout && p.checkout_id && q.markPaid.run(p.id, p.checkout_id).changes === 0) return false;
    q.insertPayment.run({
      ...p,
      closed: p.closed ?? 0,
      notification_url: p.notification_url ?? null,
      short_id: shortIdOf(p.id),
      merchant_transaction_id: merchantTransactionIdOf(p.response),
    });
    return true;
  });
  const settlePayment = db.transaction((p: NewPayment, closesCheckout: boolean): boolean => {
    if (closesCheckout && p.checkout_id && q.markPaid.run(p.id, p.checkout_id).changes === 0) return false;
    const { id, http_status, response, success, registration_id } = p;
    q.settle.run({ id, http_status, response, success, registration_id });
    return true;
  });
  return {
    insertCheckout: (id, entityId, createdAt, params) => {
      q.insertCheckout.run(id, entityId, createdAt, JSON.stringify(params));
    },
    checkout: (id) => q.checkout.get(id),
    updateCheckout: (id, params) => q.updateCheckout.run(JSON.stringify(params), id).changes === 1,
    markFetched: (id) => {
      q.markFetched.run(id);
    },
    paymentInFlight: (id) => q.inFlight.get(id, id, id)?.what,
    countAttempt: (id, limit) => q.countAttempt.run(id, limit).changes === 1,
    lastPayment: (checkoutId) => q.lastPayment.get(checkoutId),
    payment: (id) => q.payment.get(id),
    recordPayment: (p, closesCheckout) => recordPayment.immediate(p, closesCheckout),
    totals: (rootId, paymentType, referencedId) => {
      const r = q.totals.get(rootId, paymentType, referencedId ?? null, referencedId ?? null);
      return { sum: r?.sum ?? 0, count: r?.count ?? 0 };
    },
    closePayment: (id) => {
      q.close.run(id);
    },
    insertRegistration: (r) => {
      q.insertRegistration.run(r);
    },
    registration: (id) => q.registration.get(id),
    registrationDeleted: (id) => q.registrationDeleted.get(id) !== undefined,
    registrationHistory: (id) => {
      const h = q.history.get(id);
      return { authorizations: h?.n ?? 0, lastAt: h?.last ?? undefined };
    },
    deleteRegistration: (id, entityId, at) => {
      const row = q.registration.get(id);
      return row && q.deleteRegistration.run(at, id, entityId).changes === 1 ? row : undefined;
    },
    registrationOfCheckout: (checkoutId) => q.registrationOfCheckout.get(checkoutId),
    dueResultUrlCalls: (createdBefore) => q.due.all(createdBefore),
    markResultUrlCalled: (id, at) => q.markCalled.run(at, id).changes === 1,
    idempotentAnswer: (scope, key) => q.idempotent.get(scope, key),
    saveIdempotentAnswer: (scope, key, at, httpStatus, response) => {
      q.saveIdempotent.run(scope, key, at, httpStatus, response);
    },
    insertChallenge: (c) => {
      q.insertChallenge.run(c);
    },
    challenge: (id) => q.challenge.get(id),
    endChallenge: (id, state) => q.endChallenge.run(state, id).changes === 1,
    settlePayment: (p, closesCheckout) => settlePayment.immediate(p, closesCheckout),
    insertAsyncPayment: (r) => {
      q.insertAsync.run(r);
    },
    asyncPayment: (id) => q.asyncPayment.get(id),
    asyncResultUrl: (checkoutId) => q.asyncResultUrl.get(checkoutId)?.result_url,
    decideAsyncPayment: (id, state, at) => q.decideAsync.run(state, at, id).changes === 1,
    markCheckoutPaid: (checkoutId, paymentId) => q.markPaid.run(paymentId, checkoutId).changes === 1,
    updatePaymentResult: (id, httpStatus, response, success) => {
      q.updateResult.run(httpStatus, response, success ? 1 : 0, id);
    },
    savePayment: (r) => q.savePayment.run({ ...r, secret: r.secret === null ? null : sealer.seal(r.secret) }).changes === 1,
    savedPayment: (checkoutId) => {
      const row = q.savedPayment.get(checkoutId);
      return row && row.secret !== null ? { ...row, secret: sealer.open(row.secret) ?? null } : row;
    },
    confirmSavedPayment: (checkoutId, paymentId) => q.confirmSaved.run(paymentId, checkoutId).changes === 1,
    wipeExpiredSecrets: (createdBefore) => q.wipeSecrets.run(createdBefore).changes,
    atomically: <T>(fn: () => T): T => db.transaction(fn).immediate(),
    close: () => db.close(),
    db,
  };
}
