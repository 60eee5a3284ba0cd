/**
 * The connection every repository is written against: the subset of better-sqlite3's synchronous API
 * the gateway uses. SQLite is better-sqlite3 itself; PostgreSQL is `PostgresDatabase`
 * (store/postgres-database.ts), the same calls over libpq's synchronous interface. One set of
 * repositories and statements serves both; where the two dialects differ, the statement asks
 * `sqlDialect` (a handful of places: JSON fields, DDL types).
 */
export interface SqlRunResult {
  readonly changes: number;
}

// biome-ignore lint/complexity/noBannedTypes: better-sqlite3's own bound for named parameters.
export type BindParameters = unknown[] | {};

export interface SqlStatement<P extends unknown[] = unknown[], R = unknown> {
  run(...params: P): SqlRunResult;
  get(...params: P): R | undefined;
  all(...params: P): R[];
}

// biome-ignore lint/suspicious/noExplicitAny: better-sqlite3's own bound, so its Database is a SqlDatabase.
export type VariableArgFunction = (...params: any[]) => unknown;
type ArgumentTypes<F extends VariableArgFunction> = F extends (...args: infer A) => unknown ? A : never;

export interface SqlTransaction<F extends VariableArgFunction> {
  (...args: ArgumentTypes<F>): ReturnType<F>;
  /** Takes the write lock before `fn` reads anything: check-then-write stays atomic across processes. */
  immediate(...args: ArgumentTypes<F>): ReturnType<F>;
}

export interface SqlDatabase {
  prepare<P extends BindParameters = unknown[], R = unknown>(
    source: string,
  ): P extends unknown[] ? SqlStatement<P, R> : SqlStatement<[P], R>;
  exec(source: string): unknown;
  transaction<F extends VariableArgFunction>(fn: F): SqlTransaction<F>;
  readonly inTransaction: boolean;
  readonly open: boolean;
  /** PostgreSQL: another process held the write lock lately (SQLite: absent). */
  readonly contended?: boolean;
  close(): unknown;
}

export type SqlDialect = "sqlite" | "postgres";

const POSTGRES = new WeakSet<object>();

/** Marks a connection as PostgreSQL (postgres-database.ts does, once per connection). */
export function markPostgres(db: SqlDatabase): void {
  POSTGRES.add(db);
}

export function sqlDialect(db: SqlDatabase): SqlDialect {
  return POSTGRES.has(db) ? "postgres" : "sqlite";
}

/** A field of a JSON document stored in a TEXT column, in the connection's dialect: text, or a number. */
export function jsonField(db: SqlDatabase, column: string, field: string, as: "text" | "number" = "text"): string {
  if (!/^[A-Za-z_][A-Za-z0-9_.]*$/.test(column) || !/^[A-Za-z]+$/.test(field)) throw new Error(`jsonField: ${column}.${field}`);
  if (sqlDialect(db) === "sqlite") return `json_extract(${column}, '$.${field}')`;
  return as === "number" ? `((${column}::jsonb ->> '${field}')::numeric)` : `(${column}::jsonb ->> '${field}')`;
}
