import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";
import type { SqlDatabase, SqlTransaction, VariableArgFunction } from "./sql-database.ts";

/** A SQLite file in WAL mode (or `:memory:`); every statement is synchronous, every commit synced (`synchronous = FULL`). */
export function openSqlite(file: string): SqlDatabase {
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  // The busy timeout first: two processes opening a new file at once both switch it to WAL, which takes the file's
  // lock — without a timeout the second failed at start-up with "database is locked" (seen in CI).
  db.pragma("busy_timeout = 5000");
  walMode(db);
  db.pragma("synchronous = FULL");
  db.pragma("foreign_keys = ON");
  // Deleted and overwritten content is zeroed in the file, and the WAL does not keep growing.
  db.pragma("secure_delete = ON");
  db.pragma("journal_size_limit = 16777216");
  return flatNested(db);
}

/** Switches the file to WAL, waiting out another process doing the same (SQLITE_BUSY) for up to five seconds. */
function walMode(db: Database.Database): void {
  const until = Date.now() + 5000;
  for (;;) {
    try {
      db.pragma("journal_mode = WAL");
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== "SQLITE_BUSY" || Date.now() > until) throw err;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    }
  }
}

/**
 * better-sqlite3 with a transaction inside another one run as part of it (no savepoint of its own),
 * as on PostgreSQL (postgres-transactions.ts): the outermost transaction — a request's `atomically`,
 * a savepoint of the turn's group commit — is what a failure undoes, whole. A payment used to open
 * four nested savepoints (eight statements) for one insert.
 */
function flatNested(db: Database.Database): SqlDatabase {
  let depth = 0;
  // One better-sqlite3 transaction for all (making one per call, as `atomically` did, costs more than its statements).
  const outermost = db.transaction((fn: () => unknown) => {
    depth++;
    try {
      return fn();
    } finally {
      depth--;
    }
  });
  const transaction = <F extends VariableArgFunction>(fn: F): SqlTransaction<F> => {
    const run =
      (immediate: boolean) =>
      (...args: unknown[]) => {
        if (depth > 0) return fn(...args);
        return immediate ? outermost.immediate(() => fn(...args)) : outermost(() => fn(...args));
      };
    return Object.assign(run(false), { immediate: run(true) }) as unknown as SqlTransaction<F>;
  };
  return {
    prepare: ((source: string) => db.prepare(source)) as SqlDatabase["prepare"],
    exec: (source: string) => db.exec(source),
    transaction,
    get inTransaction() {
      return db.inTransaction;
    },
    get open() {
      return db.open;
    },
    close: () => db.close(),
  };
}
