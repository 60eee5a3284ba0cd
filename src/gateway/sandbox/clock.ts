import type { SqlDatabase } from "../store/sql-database.ts";

/**
 * The sandbox clocks: each account keeps its own time — the machine's (or a test's) time plus an offset that only
 * grows — so what one account does with time reaches only its own checkouts, payments, schedules and deliveries.
 * The offsets are rows in the database, one per entity (entities are what every stored row carries; an account's
 * entities move together), so processes sharing a database share the clocks; each process reads them again for each
 * batch of requests its event loop takes in (`invalidate`: the first time one of them asks the time) and before
 * time-driven work (`refresh`). An entity without a row runs on the machine's time; so does a question that names
 * no entity (the timestamp of an answer to nobody in particular).
 */
export interface SandboxClock {
  /** An entity's time now, in ms since the epoch (no entity: the machine's). */
  readonly now: (entityId: string | undefined) => number;
  /** An account's time now: the latest of its entities' (they are equal once the account moved its clock). */
  readonly accountNow: (entityIds: readonly string[]) => number;
  /** How far an account's time is ahead of the machine's, in ms. */
  readonly offset: (entityIds: readonly string[]) => number;
  /** Reads the offsets again (another process may have moved a clock). */
  readonly refresh: () => void;
  /** Reads the offsets again when the time is next asked, not before (server.ts: once per batch of requests). */
  readonly invalidate: () => void;
  /**
   * Sets an account's time to `at` (never backwards: a time in the past changes nothing; its entities end at one
   * time) and returns its new offset. Moves are atomic: two processes advancing at once both take effect in turn.
   */
  readonly moveTo: (entityIds: readonly string[], at: number) => number;
}

export function sandboxClock(db: SqlDatabase, base: () => number, entities: readonly string[] = []): SandboxClock {
  // Before per-account clocks there was one clock (one row of sandbox_clock): the entities configured start from it.
  const legacy = db.prepare<[], { offset_ms: number }>("SELECT offset_ms FROM sandbox_clock WHERE id = 1").get()?.offset_ms ?? 0;
  const seed = db.prepare<[string, number]>("INSERT INTO sandbox_clocks (entity_id, offset_ms) VALUES (?, ?) ON CONFLICT DO NOTHING");
  for (const e of entities) seed.run(e, legacy);
  const read = db.prepare<[], { entity_id: string; offset_ms: number }>("SELECT entity_id, offset_ms FROM sandbox_clocks");
  const grow = db.prepare<[string, number, number]>(
    `INSERT INTO sandbox_clocks (entity_id, offset_ms) VALUES (?, ?)
     ON CONFLICT (entity_id) DO UPDATE SET offset_ms = CASE WHEN sandbox_clocks.offset_ms > ? THEN sandbox_clocks.offset_ms ELSE excluded.offset_ms END`,
  );
  let offsets = new Map<string, number>();
  let stale = false;
  const refresh = () => {
    stale = false;
    // A closed database (the gateway stopping) keeps the last reading.
    if (db.open) offsets = new Map(read.all().map((r) => [r.entity_id, Number(r.offset_ms)]));
  };
  refresh();
  const offsetOf = (entityIds: readonly string[]): number => {
    if (stale) refresh();
    let most = 0;
    for (const e of entityIds) most = Math.max(most, offsets.get(e) ?? 0);
    return most;
  };
  const moveTo = db
    .transaction((entityIds: readonly string[], at: number): number => {
      refresh();
      // The account's entities end at one time: the latest of theirs and the target.
      const target = Math.max(at - base(), offsetOf(entityIds));
      for (const e of entityIds) grow.run(e, target, target);
      refresh();
      return offsetOf(entityIds);
    })
    .immediate.bind(null);
  return {
    now: (entityId) => base() + (entityId === undefined ? 0 : offsetOf([entityId])),
    accountNow: (entityIds) => base() + offsetOf(entityIds),
    offset: offsetOf,
    refresh,
    invalidate: () => {
      stale = true;
    },
    moveTo,
  };
}
