import { type CallOutcome, callOut } from "./outbound-call.ts";

/** One call the gateway owes a merchant's server: a webhook delivery, a tieback, the result-URL call. */
export interface OutboundItem {
  readonly id: string;
  readonly url: string;
}

/** What an attempt came to: an answer, no answer, or no call at all (`skipped`: why none was made). */
export type AttemptOutcome = CallOutcome | { readonly skipped: string };

/**
 * One kind of outbound call: where its items are stored and how each is claimed, sent and recorded. The
 * queue (outboundQueue) does the rest the same way for every kind.
 */
export interface OutboundKind<T extends OutboundItem> {
  /** Items due now that no live process has claimed, at most `limit`; of one entity when given (else all due). */
  due(limit: number, entityId?: string): readonly T[];
  /** Takes the item for one attempt until `until` (the machine's time); false when another process has it. */
  claim(item: T, realNow: number, until: number): boolean;
  /** The request of one attempt, or why none is made. */
  request(item: T): RequestInit | { readonly skip: string };
  /** Records the attempt: delivered or passed, else the next attempt on the kind's retry ladder (or none). */
  record(item: T, outcome: AttemptOutcome): void;
  /** Gives back the claims of attempts a stopping process did not finish (else they lapse at `until`). */
  release?(ids: readonly string[]): void;
}

export interface QueueOptions {
  readonly fetch: typeof fetch;
  /** An attempt not answered within this time failed. */
  readonly timeoutMs: number;
  /** Attempts in flight at once, in all. */
  readonly concurrency: number;
  /** Attempts in flight at once to one URL: a slow receiver never holds more (nor blocks the others). */
  readonly perReceiver: number;
  /** The machine's time: how long a process's claim on an attempt in flight lasts. */
  readonly realNow?: () => number;
}

/**
 * The gateway's one outbound queue (DESIGN §4): every call back — webhook deliveries, tiebacks, the result-URL
 * call — is claimed in the database first (two processes never send one attempt twice), sent only to the URL
 * its item holds (no redirect followed, bounded by the timeout; outbound-call.ts), recorded by its kind, and
 * bounded in concurrency, in all and per receiver. A request never waits on it: `pump` starts what there is
 * room for and returns.
 */
export function outboundQueue<T extends OutboundItem>(kind: OutboundKind<T>, o: QueueOptions) {
  const realNow = o.realNow ?? Date.now;
  const inFlight = new Map<string, Promise<void>>();
  const perUrl = new Map<string, number>();
  /** Aborts the attempts in flight when the gateway stops. */
  const stopping = new AbortController();

  async function attempt(item: T): Promise<void> {
    const request = kind.request(item);
    const outcome: AttemptOutcome =
      "skip" in request ? { skipped: request.skip } : await callOut(o.fetch, item.url, request, o.timeoutMs, stopping.signal);
    // A stopping gateway records nothing: the claim is released (stop) and the attempt is made again later.
    if (stopping.signal.aborted) return;
    kind.record(item, outcome);
  }

  function start(item: T, entityId: string | undefined): boolean {
    if (inFlight.has(item.id) || (perUrl.get(item.url) ?? 0) >= o.perReceiver) return false;
    if (!kind.claim(item, realNow(), realNow() + o.timeoutMs + 5_000)) return false;
    perUrl.set(item.url, (perUrl.get(item.url) ?? 0) + 1);
    const p = attempt(item)
      .catch((err: unknown) => console.error(`[gateway] an outbound call to ${item.url} failed to record: ${(err as Error).message}`))
      .finally(() => {
        inFlight.delete(item.id);
        const n = (perUrl.get(item.url) ?? 1) - 1;
        if (n > 0) perUrl.set(item.url, n);
        else perUrl.delete(item.url);
        pump(entityId);
      });
    inFlight.set(item.id, p);
    return true;
  }

  /** Starts the due attempts there is room for (of one entity, when given); returns at once. */
  function pump(entityId?: string): number {
    if (stopping.signal.aborted) return 0;
    const room = o.concurrency - inFlight.size;
    if (room <= 0) return 0;
    let due: readonly T[];
    try {
      due = kind.due(room * 4, entityId);
    } catch (err) {
      // The database did not answer (a failed transaction, a lost connection): the next run tries again.
      console.error(`[gateway] outbound calls: could not read what is due (${(err as Error).message}); retried on the next run`);
      return 0;
    }
    let started = 0;
    for (const item of due) {
      if (started >= room) break;
      if (start(item, entityId)) started++;
    }
    return started;
  }

  return {
    pump: (): void => void pump(),
    /** Sends everything due now (of one entity, when given) and waits until no attempt is in flight. */
    async drain(entityId?: string): Promise<void> {
      for (let round = 0; round < 1000; round++) {
        pump(entityId);
        if (inFlight.size === 0) return;
        await Promise.all(inFlight.values());
      }
    },
    /** Stops sending: attempts in flight are aborted and their claims released (call before closing the database). */
    async stop(): Promise<void> {
      stopping.abort();
      const ids = [...inFlight.keys()];
      await Promise.all(inFlight.values());
      kind.release?.(ids);
    },
    inFlight: () => inFlight.size,
  };
}

export type OutboundQueue = ReturnType<typeof outboundQueue>;
