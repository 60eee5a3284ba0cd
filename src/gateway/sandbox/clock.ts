import type { SqlDatabase } from "../store/sql-database.ts";

/**
 * The sandbox clock: the gateway's time is the machine's (or a test's) time plus an offset that only
 * grows. The offset is one row in the database, so processes sharing a database share one clock; each
 * process reads it again at every request (`refresh`) and before time-driven work.
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
  const refresh = () => {
    offset = read.get()?.offset_ms ?? 0;
  };
  const moveTo = db
    .transaction((at: number): number => {
      const target = at - base();
      grow.run(target, target);
      refresh();
      return offset;
    })
    .immediate.bind(null);
  return { now: () => base() + offset, offset: () => offset, refresh, moveTo };
}
