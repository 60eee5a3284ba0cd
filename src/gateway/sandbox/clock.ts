import type { SqlDatabase } from "../store/sql-database.ts";

/**
 * The sandbox clock: the gateway's time is the machine's (or a test's) time plus an offset that only
 * grows. The offset is one row in the database, so processes sharing a database share one clock; each
 * process reads it again in each turn of its event loop that asks the time (once: the turn's requests share the
 * reading) and before time-driven work (`refresh`).
 */
export interface SandboxClock {
  /** The gateway's time now, in ms since the epoch. */
  readonly now: () => number;
  /** How far the gateway's time is ahead of the machine's, in ms. */
  readonly offset: () => number;
  /** Reads the offset again (another process may have moved the clock). */
  readonly refresh: () => void;
  /**
   * Sets the gateway's time to `at` (never backwards: a time in the past changes nothing) and returns
   * the new offset. Moves are atomic: two processes advancing at once both take effect in turn.
   */
  readonly moveTo: (at: number) => number;
}

export function sandboxClock(db: SqlDatabase, base: () => number): SandboxClock {
  db.prepare("INSERT INTO sandbox_clock (id, offset_ms) VALUES (1, 0) ON CONFLICT DO NOTHING").run();
  const read = db.prepare<[], { offset_ms: number }>("SELECT offset_ms FROM sandbox_clock WHERE id = 1");
  const grow = db.prepare<[number, number]>(
    "UPDATE sandbox_clock SET offset_ms = CASE WHEN offset_ms > ? THEN offset_ms ELSE ? END WHERE id = 1",
  );
  let offset = read.get()?.offset_ms ?? 0;
  // Read again at most once per turn of the event loop: the requests a turn handles (a batch under load) share one
  // read, and the first reading of the next turn reads again. Another process's move is seen by the next turn.
  let readThisTurn = true;
  const turnEnded = () => {
    readThisTurn = false;
  };
  const refresh = () => {
    // A closed database (the gateway stopping) keeps the last reading.
    if (db.open) offset = read.get()?.offset_ms ?? 0;
    if (!readThisTurn) {
      readThisTurn = true;
      setImmediate(turnEnded);
    }
  };
  const current = () => {
    if (!readThisTurn) refresh();
    return offset;
  };
  const moveTo = db
    .transaction((at: number): number => {
      const target = at - base();
      grow.run(target, target);
      refresh();
      return offset;
    })
    .immediate.bind(null);
  setImmediate(turnEnded);
  return { now: () => base() + current(), offset: current, refresh, moveTo };
}
