/**
 * The transactions of one PostgreSQL connection, kept in memory and sent to the server as late and
 * in as few round trips as their meaning allows (each round trip blocks the process):
 *
 * - `BEGIN` waits for the transaction's first write: reads before it see what is committed, as they
 *   would inside the transaction (READ COMMITTED). A transaction that only read costs no round trip.
 * - the write lock (the schema's advisory lock: writers take turns, as on SQLite) is taken with that
 *   first write — or at once for an `immediate` transaction, before its reads (check-then-write);
 * - a nested transaction's savepoint waits for its first write too, and one savepoint serves every
 *   level entered since the last write (they all start from the same state);
 * - so the first write of a payment sends `BEGIN; lock; SAVEPOINT` as one round trip.
 */
export class PostgresTransactions {
  /** A transaction is open (BEGIN asked for, sent or not). */
  private open = false;
  private begun = false;
  private locked = false;
  /** One entry per nested transaction: the savepoint that restores the state it started from, once there is one. */
  private readonly nested: (string | null)[] = [];
  private serial = 0;
  /** Until when (ms, the machine's clock) this connection counts as contended: it found the write lock taken. */
  private contendedUntil = 0;

  /**
   * `send` runs SQL and answers the first column of the last statement's first row. `lockKey` is
   * the schema's advisory lock: tried first, waited for only when another process holds it.
   */
  constructor(
    private readonly send: (sql: string) => string | undefined,
    private readonly lockKey: string,
  ) {}

  /** Another process held the write lock within the last second: commit sooner, so that it waits less. */
  get contended(): boolean {
    return Date.now() < this.contendedUntil;
  }

  get inTransaction(): boolean {
    return this.open;
  }

  /** Whether the server has a transaction open (a failed statement fails it). */
  get serverTransaction(): boolean {
    return this.begun;
  }

  begin(): void {
    if (this.open) throw new Error("PostgreSQL: a transaction is already open");
    this.open = true;
  }

  /** Enters a transaction: the outer one, or a nested one. `immediate` takes the write lock now. */
  enter(immediate: boolean): "outer" | "nested" {
    const level = this.open ? "nested" : "outer";
    if (level === "outer") this.begin();
    else this.nested.push(null);
    if (immediate) this.prepareWrite(false);
    return level;
  }

  /** Before a write (or DDL): what the server still lacks of the transaction, in one round trip. */
  prepareWrite(savepoint = true): void {
    const parts: string[] = [];
    if (!this.begun) parts.push("BEGIN");
    const pending = savepoint ? this.nested.indexOf(null) : -1;
    const name = pending >= 0 ? `sp${++this.serial}` : undefined;
    if (name) parts.push(`SAVEPOINT ${name}`);
    // Last, so that its answer is the one this round trip returns (a lock taken inside the savepoint moves to the transaction at its release).
    if (!this.locked) parts.push(`SELECT pg_try_advisory_xact_lock(${this.lockKey})`);
    if (parts.length === 0) return;
    const gotLock = this.send(parts.join("; "));
    this.begun = true;
    if (name) for (let i = pending; i < this.nested.length; i++) this.nested[i] = name;
    if (this.locked) return;
    if (gotLock !== "t") {
      this.contendedUntil = Date.now() + 1_000;
      this.send(`SELECT pg_advisory_xact_lock(${this.lockKey})`);
    }
    this.locked = true;
  }

  /** Leaves a nested transaction that succeeded. */
  release(): void {
    const name = this.nested.pop();
    if (name && this.nested.at(-1) !== name) this.send(`RELEASE SAVEPOINT ${name}`);
  }

  /** Leaves a nested transaction that failed: its writes are undone, the outer transaction goes on. */
  undo(): void {
    const name = this.nested.pop();
    if (!name) return;
    this.send(this.nested.at(-1) === name ? `ROLLBACK TO SAVEPOINT ${name}` : `ROLLBACK TO SAVEPOINT ${name}; RELEASE SAVEPOINT ${name}`);
    // A lock taken inside the savepoint is given back with it: take it again before the next write.
    this.locked = false;
  }

  /** Ends the transaction; whether a COMMIT went to the server (a transaction that never wrote has nothing to commit). */
  commit(): boolean {
    const begun = this.begun;
    this.reset();
    if (begun) this.send("COMMIT");
    return begun;
  }

  rollback(): void {
    const begun = this.begun;
    this.reset();
    if (begun) this.send("ROLLBACK");
  }

  private reset(): void {
    this.open = false;
    this.begun = false;
    this.locked = false;
    this.nested.length = 0;
  }
}
