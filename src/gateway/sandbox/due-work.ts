import type { SandboxClock } from "./clock.ts";

/** Work the gateway does on its own at a time on the sandbox clock (expiry, the result-URL call, deliveries). */
export interface TimedJob {
  readonly name: string;
  /** When the job next has work, if it knows (a time in the past: now). */
  readonly nextDue: () => number | undefined;
  /** Does what is due at the clock's present time. */
  readonly run: () => Promise<unknown>;
}

/** Lets the event loop answer the requests that arrived meanwhile (a move of the clock can run much work). */
export const yieldToRequests = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** At most this many stops on one move of the clock (each due time is one stop). */
const MAX_STOPS = 100_000;

/**
 * Runs time-driven work against the sandbox clock: `runDue` does what is due now (main.ts calls it
 * on an interval); `advanceTo` moves the clock forward and stops at every due time on the way, in
 * order, running the jobs there — so a retry due at minute 1 runs before the checkout expiry at
 * minute 30 — and answers when all of it is done. One move at a time per process.
 */
export function dueWork(clock: SandboxClock, jobs: readonly TimedJob[]) {
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const p = queue.then(fn, fn);
    queue = p.catch(() => undefined);
    return p;
  };
  const runAll = async () => {
    clock.refresh();
    for (const job of jobs) await job.run();
  };
  const nextStop = (target: number): number | undefined => {
    const now = clock.now();
    let next: number | undefined;
    for (const job of jobs) {
      const t = job.nextDue();
      if (t !== undefined && t > now && t <= target && (next === undefined || t < next)) next = t;
    }
    return next;
  };
  return {
    runDue: () => serial(runAll),
    advanceTo: (target: number) =>
      serial(async () => {
        await runAll();
        for (let stops = 0; stops < MAX_STOPS; stops++) {
          const next = nextStop(target);
          if (next === undefined) break;
          clock.moveTo(next);
          await runAll();
          await yieldToRequests();
        }
        clock.moveTo(target);
        await runAll();
      }),
  };
}

export type DueWork = ReturnType<typeof dueWork>;
