import { memorySealer } from "../sealed-secret.ts";
import type { AsyncPaymentRow, ChallengeRow, SavedPaymentRow } from "./db-rows.ts";
import type { SqlDatabase } from "./sql-database.ts";

/**
 * What a payment attempt leaves between its steps: the answer to an idempotency key, a 3-D Secure
 * challenge, a bank-page payment waiting for the shopper, the summary page's saved data.
 */
export interface AttemptRepository {
  /** The answer first given to a request with this idempotency key in this scope (a checkout), if any. */
  idempotentAnswer(scope: string, key: string): { http_status: number; response: string } | undefined;
  saveIdempotentAnswer(scope: string, key: string, at: number, httpStatus: number, response: string): void;
  insertChallenge(c: ChallengeRow): void;
  challenge(id: string): ChallengeRow | undefined;
  /** Moves a pending challenge to its final state; false when it had already ended (a second submit). */
  endChallenge(id: string, state: string): boolean;
  insertAsyncPayment(r: Omit<AsyncPaymentRow, "state" | "decided_at">): void;
  asyncPayment(paymentId: string): AsyncPaymentRow | undefined;
  /** The shopperResultUrl of a checkout's latest redirect payment, if it had one. */
  asyncResultUrl(checkoutId: string): string | undefined;
  /** Moves a pending asynchronous payment to its final state; false when it was decided before. */
  decideAsyncPayment(paymentId: string, state: AsyncPaymentRow["state"], at: number): boolean;
  /**
   * Saves (or replaces, while unconfirmed) a checkout's summary-page data; false when it was confirmed
   * already. `secret` is stored sealed under this process's memory-only key (sealed-secret.ts), and
   * `savedPayment` gives it back opened: null once wiped, or when an earlier process sealed it.
   */
  savePayment(r: Omit<SavedPaymentRow, "payment_id">): boolean;
  savedPayment(checkoutId: string): SavedPaymentRow | undefined;
  /** Marks the saved data confirmed by this payment and wipes its card secrets; false when it was confirmed before. */
  confirmSavedPayment(checkoutId: string, paymentId: string): boolean;
  /** Wipes the card secrets of saved data whose checkout was created at or before `createdBefore` (expired); the count. */
  wipeExpiredSecrets(entityId: string, createdBefore: number): number;
}

/** `sealingKey`: the key card secrets are sealed under, shared by processes that share the database (else one of this process's own). */
export function attemptRepository(db: SqlDatabase, sealingKey?: Buffer): AttemptRepository {
  const sealer = memorySealer(sealingKey);
  const q = {
    idempotent: db.prepare<[string, string], { http_status: number; response: string }>(
      "SELECT http_status, response FROM idempotent_answers WHERE scope = ? AND key = ?",
    ),
    saveIdempotent: db.prepare<[string, string, number, number, string]>(
      "INSERT INTO idempotent_answers (scope, key, created_at, http_status, response) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
    ),
    insertChallenge: db.prepare(
      "INSERT INTO challenges (id, payment_id, created_at, state, data) VALUES (@id, @payment_id, @created_at, @state, @data)",
    ),
    challenge: db.prepare<[string], ChallengeRow>("SELECT * FROM challenges WHERE id = ?"),
    endChallenge: db.prepare<[string, string]>("UPDATE challenges SET state = ? WHERE id = ? AND state = 'pending'"),
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
    savePayment: db.prepare(
      `INSERT INTO saved_payments (checkout_id, created_at, params, response, secret) VALUES (@checkout_id, @created_at, @params, @response, @secret)
       ON CONFLICT(checkout_id) DO UPDATE SET created_at = excluded.created_at, params = excluded.params, response = excluded.response,
       secret = excluded.secret WHERE saved_payments.payment_id IS NULL`,
    ),
    savedPayment: db.prepare<[string], SavedPaymentRow>("SELECT * FROM saved_payments WHERE checkout_id = ?"),
    confirmSaved: db.prepare<[string, string]>(
      "UPDATE saved_payments SET payment_id = ?, secret = NULL WHERE checkout_id = ? AND payment_id IS NULL",
    ),
    wipeSecrets: db.prepare<[string, number]>(
      // The rows that still hold a secret (few), each checked against its checkout: no pass over all checkouts.
      `UPDATE saved_payments SET secret = NULL WHERE secret IS NOT NULL
       AND (SELECT c.created_at FROM checkouts c WHERE c.id = saved_payments.checkout_id AND c.entity_id = ?) <= ?`,
    ),
  };
  return {
    idempotentAnswer: (scope, key) => q.idempotent.get(scope, key),
    saveIdempotentAnswer: (scope, key, at, httpStatus, response) => {
      q.saveIdempotent.run(scope, key, at, httpStatus, response);
    },
    insertChallenge: (c) => {
      q.insertChallenge.run(c);
    },
    challenge: (id) => q.challenge.get(id),
    endChallenge: (id, state) => q.endChallenge.run(state, id).changes === 1,
    insertAsyncPayment: (r) => {
      q.insertAsync.run(r);
    },
    asyncPayment: (id) => q.asyncPayment.get(id),
    asyncResultUrl: (checkoutId) => q.asyncResultUrl.get(checkoutId)?.result_url,
    decideAsyncPayment: (id, state, at) => q.decideAsync.run(state, at, id).changes === 1,
    savePayment: (r) => q.savePayment.run({ ...r, secret: r.secret === null ? null : sealer.seal(r.secret) }).changes === 1,
    savedPayment: (checkoutId) => {
      const row = q.savedPayment.get(checkoutId);
      return row && row.secret !== null ? { ...row, secret: sealer.open(row.secret) ?? null } : row;
    },
    confirmSavedPayment: (checkoutId, paymentId) => q.confirmSaved.run(paymentId, checkoutId).changes === 1,
    wipeExpiredSecrets: (entityId, createdBefore) => q.wipeSecrets.run(entityId, createdBefore).changes,
  };
}
