import type { SqlDatabase } from "../store/sql-database.ts";

/**
 * The sandbox clock: the gateway's time is the machine's (or a test's) time plus an offset that only
 * grows. The offset is one row in the database, so processes sharing a database share one clock; each
 * process reads it again for each batch of requests its event loop takes in (`invalidate`: the first time one of
 * them asks the time) and before time-driven work (`refresh`).
 */
export interface SandboxClock {
  /** The gateway's time now, in ms since the epoch. */
  readonly now: () => number;
  /** How far the gateway's time is ahead of the machine's, in ms. */
  readonly offset: () => number;
  /** Reads the offset again (another process may have moved the clock). */
  readonly refresh: () => void;
  /** Reads the offset again when the time is next asked, not before (server.ts: once per batch of requests). */
  readonly invalidate: () => void;
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
  let stale = false;
  const refresh = () => {
    stale = false;
    // A closed database (the gateway stopping) keeps the last reading.
    if (db.open) offset = read.get()?.offset_ms ?? 0;
  };
  const current = () => {
    if (stale) refresh();
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
  return {
    now: () => base() + current(),
    offset: current,
    refresh,
    invalidate: () => {
      stale = true;
    },
    moveTo,
  };
}
