import type Database from "better-sqlite3";
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

/**
 * The gateway's storage of checkouts, payments, registrations, challenges, bank-page payments and
 * summary-page data (db.ts opens it on SQLite). The features added later keep their own
 * repositories beside them (sandbox/clock.ts, events/webhook-store.ts, fraud-cases/case-store.ts,
 * schedules/schedule-store.ts) over the same connection.
 */
export interface Store {
  insertCheckout(id: string, entityId: string, createdAt: number, params: Record<string, string>): void;
  checkout(id: string): CheckoutRow | undefined;
  /**
   * What of a checkout's payment is still in flight: summary-page data waiting for the confirmation, a
   * pending 3-D Secure challenge, a pending bank-page payment. Undefined when nothing is.
   */
  paymentInFlight(checkoutId: string): "summary" | "challenge" | "redirect" | undefined;
  /** Replaces the parameters of a checkout that is not paid; false when it is. */
  updateCheckout(id: string, params: Record<string, string>): boolean;
  markFetched(id: string): void;
  /** Counts one payment attempt of a checkout; false (and nothing counted) when it had `limit` already. */
  countAttempt(id: string, limit: number): boolean;
  lastPayment(checkoutId: string): PaymentRow | undefined;
  payment(id: string): PaymentRow | undefined;
  /**
   * Stores a payment; when it succeeded and closes its checkout, marks the checkout paid in the same
   * transaction. Returns false (and stores nothing) when the checkout was already paid.
   */
  recordPayment(p: NewPayment, closesCheckout: boolean): boolean;
  /** Sum (minor units) and count of successful operations of a type in a chain, optionally only those referencing one payment. */
  totals(rootId: string, paymentType: string, referencedId?: string): { sum: number; count: number };
  closePayment(id: string): void;
  insertRegistration(r: RegistrationRow): void;
  /** A registration that was not deleted. */
  registration(id: string): RegistrationRow | undefined;
  /** Whether the id names a registration that was deleted (paying with it gets a clear error, not "unknown"). */
  registrationDeleted(id: string): boolean;
  /** Successful DB/PA payments over a registration: how many, and the latest's time (the card-on-file agreement's history). */
  registrationHistory(registrationId: string): { authorizations: number; lastAt: number | undefined };
  /** Deletes a registration of the entity (its account reference stays, marked deleted); the row, or undefined when there was none. */
  deleteRegistration(id: string, entityId: string, at: number): RegistrationRow | undefined;
  registrationOfCheckout(checkoutId: string): RegistrationRow | undefined;
  /** Checkouts whose shopper pressed pay, that the merchant has not fetched and the gateway has not called back, created at or before `createdBefore`. */
  dueResultUrlCalls(createdBefore: number): DueCheckoutRow[];
  markResultUrlCalled(id: string, at: number): boolean;
  /** The answer first given to a request with this idempotency key in this scope (a checkout), if any. */
  idempotentAnswer(scope: string, key: string): { http_status: number; response: string } | undefined;
  saveIdempotentAnswer(scope: string, key: string, at: number, httpStatus: number, response: string): void;
  insertChallenge(c: ChallengeRow): void;
  challenge(id: string): ChallengeRow | undefined;
  /** Moves a pending challenge to its final state; false when it had already ended (a second submit). */
  endChallenge(id: string, state: string): boolean;
  /**
   * Replaces a pending payment with its final answer; when it succeeded and closes its checkout, marks
   * the checkout paid in the same transaction. Returns false (and changes nothing) when the checkout was already paid.
   */
  settlePayment(p: NewPayment, closesCheckout: boolean): boolean;
  insertAsyncPayment(r: Omit<AsyncPaymentRow, "state" | "decided_at">): void;
  asyncPayment(paymentId: string): AsyncPaymentRow | undefined;
  /** The shopperResultUrl of a checkout's latest redirect payment, if it had one. */
  asyncResultUrl(checkoutId: string): string | undefined;
  /** Moves a pending asynchronous payment to its final state; false when it was decided before. */
  decideAsyncPayment(paymentId: string, state: AsyncPaymentRow["state"], at: number): boolean;
  /** Closes a checkout with this payment; false when another payment closed it first. */
  markCheckoutPaid(checkoutId: string, paymentId: string): boolean;
  /** Replaces the stored answer of a payment (the final status of an asynchronous one). */
  updatePaymentResult(id: string, httpStatus: number, response: string, success: boolean): void;
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
  wipeExpiredSecrets(createdBefore: number): number;
  /** Runs `fn` in one IMMEDIATE transaction: check-then-write stays atomic, also across processes sharing the file. */
  atomically<T>(fn: () => T): T;
  close(): void;
  /** The connection, for the repositories that live beside their feature (sandbox/clock.ts, events/webhook-store.ts, …). */
  readonly db: Database.Database;
}
