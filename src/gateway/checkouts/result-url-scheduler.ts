import { CHECKOUT_LIFETIME_MS } from "../../shared/checkout-config.ts";
import { type OutboundKind, outboundQueue } from "../outbound/outbound-queue.ts";
import { trustedResultUrl } from "../payments/result-url-trust.ts";
import type { TimedJob } from "../sandbox/due-work.ts";
import type { Store } from "../store/db.ts";

/** Spec 6.1: 29 minutes after creation, one minute before the checkout expires. */
export const RESULT_URL_CALL_AFTER_MS = 29 * 60 * 1000;

export interface ResultUrlCall {
  readonly checkoutId: string;
  readonly url: string;
  readonly status: number | "failed";
}

/**
 * The automatic shopperResultUrl call (spec 6.1): when the shopper pressed pay (or stored a card with
 * the registration widget) and the merchant has not fetched the status, a GET to shopperResultUrl
 * with id and resourcePath (…/payment, or …/registration). Each checkout is
 * called at most once (marked before the call, so a restart never calls twice), through the outbound
 * queue (outbound/outbound-queue.ts). `sweep` is driven by each entity's sandbox clock: tests call it,
 * main.ts runs it on an interval.
 */
export function resultUrlScheduler(
  store: Store,
  now: (entityId: string) => number,
  entities: readonly string[],
  fetchFn: typeof fetch = fetch,
  frameAncestors = "*",
) {
  /** The calls the sweep under way made (dueWork runs one sweep at a time). */
  let made: ResultUrlCall[] = [];
  const kind: OutboundKind<DueCall> = {
    due: (limit, entityId) => {
      if (entityId === undefined) return [];
      const at = now(entityId);
      return store
        .dueResultUrlCalls(entityId, at - CHECKOUT_LIFETIME_MS, at - RESULT_URL_CALL_AFTER_MS)
        .slice(0, limit)
        .map((c) => {
          // The checkout's shopperResultUrl, else the one the widget sent with a redirect payment
          // (or the one saved with summary-page data, the shop's summary page) when its origin is a
          // merchant origin of FRAME_ANCESTORS: an address only a browser named is never called (SSRF).
          const params = JSON.parse(c.params) as Record<string, string>;
          const sent = store.asyncResultUrl(c.id) ?? savedResultUrl(store, c.id);
          const base = params.shopperResultUrl ?? (sent && trustedResultUrl(sent, params, frameAncestors) ? sent : undefined);
          if (!base) return { id: c.id, url: "", entityId };
          const url = new URL(base);
          url.searchParams.set("id", c.id);
          url.searchParams.set("resourcePath", `/v1/checkouts/${c.id}/${c.resource}`);
          return { id: c.id, url: url.href, entityId };
        });
    },
    // Marked before the call: at most once, also across restarts and processes.
    claim: (c) => store.markResultUrlCalled(c.id, now(c.entityId)),
    request: (c) => (c.url ? { method: "GET" } : { skip: "no result URL the gateway may call" }),
    record: (c, outcome) => {
      if ("skipped" in outcome) return;
      made.push({ checkoutId: c.id, url: c.url, status: "status" in outcome ? outcome.status : "failed" });
    },
  };
  const queue = outboundQueue(kind, { fetch: fetchFn, timeoutMs: RESULT_URL_TIMEOUT_MS, concurrency: 16, perReceiver: 8 });
  return {
    /** When the entity's first call is due: 29 minutes after its earliest waiting checkout still alive. */
    nextDue(entityId: string): number | undefined {
      const first = store.firstResultUrlCall(entityId, now(entityId) - CHECKOUT_LIFETIME_MS);
      return first === undefined ? undefined : first + RESULT_URL_CALL_AFTER_MS;
    },
    /** Makes the calls due for one entity (none given: for every entity of the gateway's accounts), each on its clock. */
    async sweep(entityId?: string): Promise<ResultUrlCall[]> {
      made = [];
      for (const e of entityId === undefined ? entities : [entityId]) {
        // Summary-page card data of expired checkouts is wiped (payments/summary-page.ts).
        store.wipeExpiredSecrets(e, now(e) - CHECKOUT_LIFETIME_MS);
        await queue.drain(e);
      }
      return made;
    },
  };
}

/** A checkout whose result URL is due to be called (url empty: none the gateway may call; it is only marked). */
interface DueCall {
  readonly id: string;
  readonly url: string;
  readonly entityId: string;
}

/** The result-URL call waits this long for an answer. */
const RESULT_URL_TIMEOUT_MS = 10_000;

/** The shopperResultUrl the widget sent with summary-page data (useSummaryPage), if any. */
function savedResultUrl(store: Store, checkoutId: string): string | undefined {
  const saved = store.savedPayment(checkoutId);
  return saved ? (JSON.parse(saved.params) as Record<string, string>).shopperResultUrl : undefined;
}

/** The result-URL call as time-driven work (sandbox/due-work.ts): due 29 minutes after the earliest waiting checkout. */
export function resultUrlJob(scheduler: ReturnType<typeof resultUrlScheduler>): TimedJob {
  return { name: "shopperResultUrl call", phase: "calls", nextDue: scheduler.nextDue, run: (entityId) => scheduler.sweep(entityId) };
}
