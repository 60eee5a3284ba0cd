import { finishLibpq, loadLibpq } from "./load-libpq.ts";
import { PostgresTransactions } from "./postgres-transactions.ts";
import {
  type BindParameters,
  markPostgres,
  type SqlDatabase,
  type SqlStatement,
  type SqlTransaction,
  type VariableArgFunction,
} from "./sql-database.ts";
import { type NumberedSql, numberPlaceholders } from "./sql-placeholders.ts";

/** An error PostgreSQL answered, with its SQLSTATE (`23505` a unique violation, `40P01` a deadlock). */
export class PostgresError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = "PostgresError";
  }
}

const CONTROL = /^\s*(BEGIN|COMMIT|ROLLBACK|END|SAVEPOINT|RELEASE)\b/i;
/** Result columns of these types come back as numbers (int2, int4, int8, oid, float4, float8, numeric), booleans as 1/0 — as SQLite answers. */
const NUMERIC_TYPES = new Set([20, 21, 23, 26, 700, 701, 1700]);
const BOOLEAN_TYPE = 16;
/** libpq's PQTRANS_UNKNOWN: the connection is bad. */
const CONNECTION_LOST = 4;

interface Prepared extends NumberedSql {
  name: string | undefined;
  readonly reads: boolean;
}

/**
 * A PostgreSQL connection with the synchronous API the repositories are written against
 * (store/sql-database.ts), over libpq's blocking calls. Statements are prepared once per connection.
 *
 * Writers take turns, as on SQLite: a transaction takes a transaction-scoped advisory lock (one per
 * schema) before its first write — or before its first read when it is `immediate`, for
 * check-then-write — and holds it until it commits (postgres-transactions.ts, which also sends
 * BEGIN and savepoints only when a write needs them). A write outside a transaction is wrapped in
 * one. Reads never wait. So every invariant the gateway keeps with SQLite's single writer holds between
 * processes sharing one PostgreSQL database, enforced by the database; no transaction can deadlock,
 * since nothing is written without the one lock.
 */
export class PostgresDatabase implements SqlDatabase {
  private pq = new (loadLibpq())();
  private readonly statements = new Map<string, Prepared>();
  private readonly tx: PostgresTransactions;
  /** The first statement that failed in the server's open transaction: the commit's error names it. */
  private failure: PostgresError | undefined;
  private serial = 0;
  open = true;

  constructor(private readonly conninfo: string) {
    this.connect();
    markPostgres(this);
    this.send("SET client_min_messages = warning");
    const schema = this.prepare<[], { schema: string | null; path: string }>(
      "SELECT current_schema() AS schema, current_setting('search_path') AS path",
    ).get();
    if (!schema?.schema) {
      // A search_path naming a schema that does not exist yet (several sandboxes in one database): create it.
      const wanted = schema?.path.split(",")[0]?.trim().replace(/^"|"$/g, "");
      if (!wanted || wanted === "$user") throw new Error("PostgreSQL: no schema to use (search_path is empty)");
      try {
        this.send(`CREATE SCHEMA IF NOT EXISTS ${this.pq.escapeIdentifier(wanted)}`);
      } catch (err) {
        // Two processes creating it at once: the other one did.
        if ((err as PostgresError).code !== "23505") throw err;
      }
    }
    const key = this.prepare<[], { key: number }>("SELECT hashtext(current_schema()) AS key").get()?.key ?? 0;
    this.tx = new PostgresTransactions(
      (sql) => {
        this.send(sql);
        return this.pq.ntuples() > 0 ? this.pq.getvalue(0, 0) : undefined;
      },
      `2026, ${key | 0}`,
    );
  }

  get inTransaction(): boolean {
    return this.open && this.tx.inTransaction;
  }

  /** Another process waited for, or held, the write lock within the last second (group-commit.ts then commits per request). */
  get contended(): boolean {
    return this.tx.contended;
  }

  prepare<P extends BindParameters = unknown[], R = unknown>(
    source: string,
  ): P extends unknown[] ? SqlStatement<P, R> : SqlStatement<[P], R> {
    return this.statement<R>(source) as P extends unknown[] ? SqlStatement<P, R> : SqlStatement<[P], R>;
  }

  private statement<R>(source: string): SqlStatement<unknown[], R> {
    if (CONTROL.test(source)) {
      // Transaction control (group-commit.ts): the transaction's state is kept here (postgres-transactions.ts).
      const control = () => {
        this.exec(source);
        return { changes: 0 };
      };
      return { run: control, get: () => undefined, all: () => [] };
    }
    const statement = this.compile(source);
    const bind = (args: unknown[]) => toParams(statement, args);
    return {
      run: (...args) => ({ changes: this.execute(statement, bind(args), () => Number(this.pq.cmdTuples()) || 0) }),
      get: (...args) => this.execute(statement, bind(args), () => this.rows<R>(1)[0]),
      all: (...args) => this.execute(statement, bind(args), () => this.rows<R>(Number.POSITIVE_INFINITY)),
    };
  }

  /** Runs SQL without parameters (DDL, several statements); BEGIN, COMMIT and ROLLBACK act on the transaction's state. */
  exec(source: string): this {
    const control = CONTROL.exec(source)?.[1]?.toUpperCase();
    if (control === "BEGIN") this.tx.begin();
    else if (control === "COMMIT" || control === "END") this.commit();
    else if (control === "ROLLBACK") this.tx.rollback();
    else if (control) throw new Error(`PostgreSQL: ${control} is the transaction() wrapper's (nested transactions)`);
    else {
      if (this.tx.inTransaction) this.tx.prepareWrite();
      this.send(source);
    }
    return this;
  }

  transaction<F extends VariableArgFunction>(fn: F): SqlTransaction<F> {
    const run = (immediate: boolean, args: unknown[]): ReturnType<F> => {
      const level = this.tx.enter(immediate);
      let result: ReturnType<F>;
      try {
        result = fn(...args) as ReturnType<F>;
        if (result instanceof Promise) throw new TypeError("Transaction function cannot return a promise");
      } catch (err) {
        if (level === "outer") this.tx.rollback();
        else this.tx.undo();
        this.failure = undefined;
        throw err;
      }
      if (level === "outer") this.commit();
      else this.tx.release();
      return result;
    };
    return Object.assign((...args: unknown[]) => run(false, args), { immediate: (...args: unknown[]) => run(true, args) });
  }

  close(): void {
    if (!this.open) return;
    this.open = false;
    finishLibpq(this.pq);
  }

  private commit(): void {
    const failure = this.failure;
    this.failure = undefined;
    if (this.tx.commit() && this.pq.cmdStatus() === "ROLLBACK") {
      throw new PostgresError(
        `PostgreSQL: the transaction was rolled back, a statement in it had failed: ${failure?.message ?? "unknown"}`,
        "25P02",
      );
    }
  }

  private compile(source: string): Prepared {
    let statement = this.statements.get(source);
    if (!statement) {
      const numbered = numberPlaceholders(source);
      statement = { ...numbered, name: undefined, reads: /^\s*(SELECT|WITH)\b/i.test(source) && !/\bFOR UPDATE\b/i.test(source) };
      this.statements.set(source, statement);
    }
    return statement;
  }

  private connect(): void {
    try {
      this.pq.connectSync(this.conninfo);
    } catch (err) {
      throw new Error(`PostgreSQL: ${(err as Error).message.trim()}`);
    }
  }

  /**
   * A connection the server closed (a restart, an administrator) is opened again before the next
   * statement — unless a transaction was open on it: that transaction is gone, so its statements fail
   * and it rolls back (its requests get an error), and the connection is opened again after it.
   */
  private reconnectIfLost(): void {
    if (this.pq.transactionStatus() !== CONNECTION_LOST || this.tx?.serverTransaction) return;
    finishLibpq(this.pq);
    this.pq = new (loadLibpq())();
    this.connect();
    for (const statement of this.statements.values()) statement.name = undefined;
    this.pq.exec("SET client_min_messages = warning");
  }

  private execute<T>(statement: Prepared, params: (string | null)[], read: () => T): T {
    if (!this.open) throw new TypeError("The database connection is not open");
    this.reconnectIfLost();
    if (!statement.reads) {
      // A write outside a transaction is one of its own; inside, the transaction's BEGIN, lock and savepoint go first.
      if (!this.tx.inTransaction) return this.transaction(() => this.execute(statement, params, read)).immediate();
      this.tx.prepareWrite();
    }
    if (statement.name === undefined) {
      const name = `s${++this.serial}`;
      this.pq.prepare(name, statement.text, statement.count);
      this.check(statement.text);
      statement.name = name;
    }
    this.pq.execPrepared(statement.name, params);
    this.check(statement.text);
    return read();
  }

  /** One round trip of SQL without parameters. */
  private send(sql: string): void {
    this.reconnectIfLost();
    this.pq.exec(sql);
    this.check(sql);
  }

  private rows<R>(limit: number): R[] {
    const count = Math.min(this.pq.ntuples(), limit);
    const fields = this.pq.nfields();
    const names: string[] = [];
    const types: number[] = [];
    for (let f = 0; f < fields; f++) {
      names.push(this.pq.fname(f));
      types.push(this.pq.ftype(f));
    }
    const rows: R[] = [];
    for (let r = 0; r < count; r++) {
      const row: Record<string, unknown> = {};
      for (let f = 0; f < fields; f++) {
        // `rowid` is the PostgreSQL tables' insertion order (what SQLite's rowid is); rows never carry it.
        if (names[f] === "rowid") continue;
        row[names[f] as string] = this.value(r, f, types[f] as number);
      }
      rows.push(row as R);
    }
    return rows;
  }

  private value(row: number, field: number, type: number): unknown {
    if (this.pq.getisnull(row, field)) return null;
    const text = this.pq.getvalue(row, field);
    if (NUMERIC_TYPES.has(type)) return Number(text);
    if (type === BOOLEAN_TYPE) return text === "t" ? 1 : 0;
    return text;
  }

  private check(sql: string): void {
    const status = this.pq.resultStatus();
    if (status === "PGRES_COMMAND_OK" || status === "PGRES_TUPLES_OK") return;
    const message = (this.pq.resultErrorMessage() || this.pq.errorMessage()).trim();
    const code = this.pq.resultErrorFields()?.sqlState;
    const error = new PostgresError(`PostgreSQL: ${message} (in: ${sql.replace(/\s+/g, " ").slice(0, 120)})`, code);
    // A failed statement fails the server's whole transaction: the commit's error names the first cause.
    if (this.tx?.serverTransaction && code !== "25P02") this.failure ??= error;
    throw error;
  }
}

function toParams(statement: NumberedSql, args: unknown[]): (string | null)[] {
  if (statement.names) {
    const source = (args[0] ?? {}) as Record<string, unknown>;
    return statement.names.map((name) => {
      if (!(name in source)) throw new RangeError(`Missing named parameter "${name}"`);
      return toParam(source[name]);
    });
  }
  if (args.length !== statement.count) throw new RangeError(`Expected ${statement.count} parameters, got ${args.length}`);
  return args.map(toParam);
}

function toParam(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") {
    // libpq's text parameters end at a NUL character: refused, never cut short silently.
    if (value.includes("\u0000")) throw new TypeError("SQL text parameters cannot hold a NUL character");
    return value;
  }
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  throw new TypeError(`SQL parameters are strings, numbers or null; got ${typeof value}`);
}
