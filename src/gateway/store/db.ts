import { migrate } from "./db-schema.ts";
import { PostgresDatabase } from "./postgres-database.ts";
import type { SqlDatabase } from "./sql-database.ts";
import type { Store } from "./store.ts";

export type { Store } from "./store.ts";

import { attemptRepository } from "./attempt-repository.ts";
import { checkoutRepository } from "./checkout-repository.ts";
import { groupCommit } from "./group-commit.ts";
import { paymentRepository } from "./payment-repository.ts";
import { registrationRepository } from "./registration-repository.ts";
import { openSqlite } from "./sqlite-database.ts";
import { writeAnnouncer } from "./write-listeners.ts";

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

/**
 * Whether GATEWAY_DB names a PostgreSQL database rather than a SQLite file: a `postgres://` or
 * `postgresql://` URL, or just `postgres` — then libpq reads the standard PGHOST, PGPORT, PGUSER,
 * PGPASSWORD, PGDATABASE (and PGOPTIONS, PGSSLMODE, …) variables.
 */
export function isPostgresUrl(location: string): boolean {
  return /^postgres(ql)?:\/\//i.test(location) || /^postgres(ql)?$/i.test(location);
}

/** GATEWAY_DB as it may be printed: a PostgreSQL URL without its password. */
export function describeDatabase(location: string): string {
  if (/^postgres(ql)?$/i.test(location))
    return `PostgreSQL from the PG* variables (PGHOST=${process.env.PGHOST ?? "(libpq's default)"}, PGDATABASE=${process.env.PGDATABASE ?? "(the user's name)"})`;
  if (!isPostgresUrl(location)) return `SQLite ${location}`;
  return `PostgreSQL ${location.replace(/^(postgres(?:ql)?:\/\/[^:/@]*):[^@/]*@/i, "$1:***@")}`;
}

/** A connection to GATEWAY_DB's database, as it is (no migrations run). */
export function openDatabase(location: string): SqlDatabase {
  if (!isPostgresUrl(location)) return openSqlite(location);
  return new PostgresDatabase(/^postgres(ql)?$/i.test(location) ? "" : location);
}

/**
 * The gateway's storage: a SQLite file, or a PostgreSQL database shared by several gateway processes
 * (store/postgres-database.ts). The same repositories and statements run on both.
 */
export function openStore(location: string, sealingKey?: Buffer): Store {
  const db = openDatabase(location);
  migrate(db);
  const batch = groupCommit(db);
  const announce = writeAnnouncer();
  const repositories = {
    ...checkoutRepository(db),
    ...paymentRepository(db, announce),
    ...registrationRepository(db, announce),
    ...attemptRepository(db, sealingKey),
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
  // One transaction function for every call: making one per call costs more than its statements.
  const atomic = db.transaction((fn: () => unknown) => fn());
  return {
    ...joined,
    atomically: <T>(fn: () => T): T => {
      batch.join();
      return atomic.immediate(fn) as T;
    },
    settled: batch.settled,
    listen: announce.listen,
    close: () => {
      if (db.inTransaction) db.exec("COMMIT");
      db.close();
    },
    db,
  };
}
