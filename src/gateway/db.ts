import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";
import { migrate } from "./db-schema.ts";
import type { Store } from "./store.ts";

export type { Store } from "./store.ts";

import { attemptRepository } from "./store/attempt-repository.ts";
import { checkoutRepository } from "./store/checkout-repository.ts";
import { groupCommit } from "./store/group-commit.ts";
import { paymentRepository } from "./store/payment-repository.ts";
import { registrationRepository } from "./store/registration-repository.ts";

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
  migrate(db);
  const batch = groupCommit(db);
  const repositories = {
    ...checkoutRepository(db),
    ...paymentRepository(db),
    ...registrationRepository(db),
    ...attemptRepository(db),
  };
  // Every repository call joins the turn's transaction (store/group-commit.ts).
  const joined = Object.fromEntries(
    Object.entries(repositories).map(([name, fn]) => [
      name,
      (...args: unknown[]) => {
        batch.join();
        return (fn as (...a: unknown[]) => unknown)(...args);
      },
    ]),
  ) as typeof repositories;
  return {
    ...joined,
    atomically: <T>(fn: () => T): T => {
      batch.join();
      return db.transaction(fn).immediate();
    },
    settled: batch.settled,
    close: () => {
      if (db.inTransaction) db.exec("COMMIT");
      db.close();
    },
    db,
  };
}
