import type { AttemptRepository } from "./attempt-repository.ts";
import type { CheckoutRepository } from "./checkout-repository.ts";
import type { PaymentRepository } from "./payment-repository.ts";
import type { RegistrationRepository } from "./registration-repository.ts";
import type { SqlDatabase } from "./sql-database.ts";
import type { WriteListener } from "./write-listeners.ts";

/**
 * The gateway's storage of checkouts, payments, registrations and what attempts leave between
 * their steps: one repository each (store/), composed over one connection by db.ts. The features
 * added later keep their own repositories beside them (sandbox/clock.ts, events/webhook-store.ts,
 * fraud-cases/case-store.ts, schedules/schedule-store.ts, settlement/settlement-store.ts).
 */
export interface Store extends CheckoutRepository, PaymentRepository, RegistrationRepository, AttemptRepository {
  /** Runs `fn` in one IMMEDIATE transaction: check-then-write stays atomic, also across processes sharing the database. */
  atomically<T>(fn: () => T): T;
  /** Hears what the repositories write, inside each write's transaction (write-listeners.ts). */
  listen(listener: WriteListener): void;
  /** Resolves once everything written so far is committed (group commit: answers wait for it). */
  settled(): Promise<void>;
  /** Commits what is pending and closes the connection. */
  close(): void;
  /** The connection, for the repositories that live beside their feature (server.ts hands it to them; routes never use it). */
  readonly db: SqlDatabase;
}
