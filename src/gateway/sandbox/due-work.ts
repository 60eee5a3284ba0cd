import type { SandboxClock } from "./clock.ts";

/**
 * Work the gateway does on its own at a time on the sandbox clock (expiry, the result-URL call, deliveries), for
 * one entity at a time: each account keeps its own time (clock.ts), so what is due for one entity is not due for
 * another at the same moment.
 */
export interface TimedJob {
  readonly name: string;
  /**
   * When in a stop of the clock the job runs: first what changes the state (expiry, scheduled charges,
   * chargebacks), then what books the day over it (settlement), then the calls that tell about it all (the
   * result-URL call, webhooks, tiebacks). Jobs of one phase run in the order of their rooms (server.ts).
   */
  readonly phase: JobPhase;
  /** When the job next has work for the entity, on its clock, if it knows (a time in the past: now). */
  readonly nextDue: (entityId: string) => number | undefined;
  /** Does what is due for the entity at its clock's present time. */
  readonly run: (entityId: string) => Promise<unknown>;
}

export type JobPhase = "changes" | "books" | "calls";
const PHASES: readonly JobPhase[] = ["changes", "books", "calls"];

/** Lets the event loop answer the requests that arrived meanwhile (a move of the clock can run much work). */
export const yieldToRequests = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** At most this many stops on one move of the clock (each due time is one stop). */
const MAX_STOPS = 100_000;

/**
 * Runs time-driven work against the sandbox clocks: `runDue` does what is due now for every account (main.ts calls
 * it on an interval); `advanceTo` moves one account's clock forward and stops at every due time of its entities on
 * the way, in order, running the jobs there — so a retry due at minute 1 runs before the checkout expiry at
 * minute 30 — and answers when all of it is done. Other accounts' entities are not touched: their time stands.
 * One move at a time per process.
 */
export function dueWork(clock: SandboxClock, accounts: readonly (readonly string[])[], anyOrder: readonly TimedJob[]) {
  const jobs = PHASES.flatMap((phase) => anyOrder.filter((job) => job.phase === phase));
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const p = queue.then(fn, fn);
    queue = p.catch(() => undefined);
    return p;
  };
  const runFor = async (entityIds: readonly string[]) => {
    clock.refresh();
    for (const entityId of entityIds) for (const job of jobs) await job.run(entityId);
  };
  const nextStop = (entityIds: readonly string[], target: number): number | undefined => {
    const now = clock.accountNow(entityIds);
    let next: number | undefined;
    for (const entityId of entityIds) {
      for (const job of jobs) {
        const t = job.nextDue(entityId);
        if (t !== undefined && t > now && t <= target && (next === undefined || t < next)) next = t;
      }
    }
    return next;
  };
  return {
    runDue: () =>
      serial(async () => {
        for (const entityIds of accounts) await runFor(entityIds);
      }),
    /** Moves the clock of the account the entities make up (an authenticated token's: the merchant's own). */
    advanceTo: (entityIds: readonly string[], target: number) =>
      serial(async () => {
        await runFor(entityIds);
        for (let stops = 0; stops < MAX_STOPS; stops++) {
          const next = nextStop(entityIds, target);
          if (next === undefined) break;
          clock.moveTo(entityIds, next);
          await runFor(entityIds);
          await yieldToRequests();
        }
        clock.moveTo(entityIds, target);
        await runFor(entityIds);
      }),
  };
}

export type DueWork = ReturnType<typeof dueWork>;
