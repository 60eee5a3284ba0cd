import type { DeliveryRow } from "./event-rows.ts";
import { notificationHeaders } from "./notification-signature.ts";
import { callOut } from "./outbound-call.ts";
import { nextAttemptAt } from "./retry-ladder.ts";
import { encryptNotification } from "./webhook-crypto.ts";
import type { WebhookStore } from "./webhook-store.ts";

export interface DeliveryOptions {
  readonly repo: WebhookStore;
  /** An entity's sandbox clock (sandbox/clock.ts): when its attempts happened and its retries are due. */
  readonly now: (entityId: string) => number;
  /** The time the sandbox clocks run ahead of (the machine's, or a test's): what is due now, on each entity's clock. */
  readonly baseNow: () => number;
  /** The machine's time: how long a process's claim on an attempt in flight lasts. */
  readonly realNow?: () => number;
  readonly fetch: typeof fetch;
  /** An attempt not answered within this time failed (30 s). */
  readonly timeoutMs: number;
  /** Attempts in flight at once, in all (a slow receiver never holds more than `perReceiver` of them). */
  readonly concurrency: number;
  readonly perReceiver: number;
  /** The key notificationUrl posts of an entity are signed with (notification-signature.ts). */
  readonly notificationKey: (entityId: string) => string | undefined;
}

/** What one attempt sends: encrypted for a webhook, the payment response as JSON for a notificationUrl. */
export function deliveryRequest(
  d: DeliveryRow,
  secret: string | undefined,
  format: string | undefined,
  /** A notificationUrl post's signing key (notification-signature.ts) and the machine's time in seconds. */
  signing?: { readonly key: string; readonly nowSeconds: number },
): RequestInit {
  if (d.webhook_id === null || secret === undefined) {
    const signed = signing ? notificationHeaders(signing.key, d.payload, signing.nowSeconds) : {};
    return { method: "POST", headers: { "content-type": "application/json; charset=utf-8", ...signed }, body: d.payload };
  }
  const { body, iv, tag } = encryptNotification(secret, d.payload);
  const headers = (contentType: string) => ({ "x-initialization-vector": iv, "x-authentication-tag": tag, "content-type": contentType });
  return format === "text"
    ? { method: "POST", headers: headers("text/plain; charset=utf-8"), body }
    : { method: "POST", headers: headers("application/json; charset=utf-8"), body: JSON.stringify({ encryptedBody: body }) };
}

/**
 * Sends due deliveries: each attempt is claimed in the database first (so two processes never send
 * one attempt twice), POSTed to the receiver's URL only (no redirects followed), and recorded:
 * 2xx within the timeout is delivered, anything else is retried on the ladder (retry-ladder.ts).
 * Never blocks a request: `pump` starts attempts and returns; attempts run with bounded concurrency.
 */
export function deliveryWorker(o: DeliveryOptions) {
  const realNow = o.realNow ?? Date.now;
  const inFlight = new Map<string, Promise<void>>();
  const perUrl = new Map<string, number>();
  /** Aborts the attempts in flight when the gateway stops. */
  const stopping = new AbortController();

  async function attempt(d: DeliveryRow): Promise<void> {
    const webhook = d.webhook_id === null ? undefined : o.repo.webhook(d.webhook_id);
    let httpStatus: number | null = null;
    let error: string | null = null;
    if (d.webhook_id !== null && !webhook) error = "webhook deleted";
    else {
      const key = d.webhook_id === null ? o.notificationKey(d.entity_id) : undefined;
      const signing = key === undefined ? undefined : { key, nowSeconds: Math.floor(realNow() / 1000) };
      const request = deliveryRequest(d, webhook?.secret, webhook?.format, signing);
      const outcome = await callOut(o.fetch, d.url, request, o.timeoutMs, stopping.signal);
      if ("status" in outcome) httpStatus = outcome.status;
      else error = outcome.error;
    }
    // A stopping gateway records nothing: the claim is released (stop) and the attempt is made again later.
    if (stopping.signal.aborted) return;
    const at = o.now(d.entity_id);
    const delivered = httpStatus !== null && httpStatus >= 200 && httpStatus < 300;
    const attempts = d.attempts + 1;
    o.repo.recordAttempt(d.id, {
      at,
      delivered,
      httpStatus,
      error: delivered ? null : (error ?? `answered HTTP ${httpStatus}`),
      nextAttemptAt: delivered || (d.webhook_id !== null && !webhook) ? null : (nextAttemptAt(attempts, at, d.created_at) ?? null),
    });
  }

  function start(d: DeliveryRow): boolean {
    if (inFlight.has(d.id) || (perUrl.get(d.url) ?? 0) >= o.perReceiver) return false;
    if (!o.repo.claim(d.id, realNow(), realNow() + o.timeoutMs + 5_000)) return false;
    perUrl.set(d.url, (perUrl.get(d.url) ?? 0) + 1);
    const p = attempt(d)
      .catch(() => undefined)
      .finally(() => {
        inFlight.delete(d.id);
        const n = (perUrl.get(d.url) ?? 1) - 1;
        if (n > 0) perUrl.set(d.url, n);
        else perUrl.delete(d.url);
        pump();
      });
    inFlight.set(d.id, p);
    return true;
  }

  /** Starts the due attempts there is room for; returns at once. */
  function pump(): void {
    if (stopping.signal.aborted) return;
    const room = o.concurrency - inFlight.size;
    if (room <= 0) return;
    let started = 0;
    let due: ReturnType<WebhookStore["due"]>;
    try {
      due = o.repo.due(o.baseNow(), realNow(), room * 4);
    } catch (err) {
      // The database did not answer (a failed transaction, a lost connection): the next run tries again.
      console.error(`[gateway] webhook deliveries: could not read what is due (${(err as Error).message}); retried on the next run`);
      return;
    }
    for (const d of due) {
      if (started >= room) break;
      if (start(d)) started++;
    }
  }

  return {
    pump,
    /**
     * One request outside the queue (a new webhook's test notification): the HTTP status, or why
     * there was none. Not stored, not retried.
     */
    async probe(url: string, format: string, secret: string, payload: string): Promise<number | string> {
      const request = deliveryRequest({ webhook_id: "probe", payload } as DeliveryRow, secret, format);
      const outcome = await callOut(o.fetch, url, request, Math.min(o.timeoutMs, 10_000));
      return "status" in outcome ? outcome.status : outcome.error;
    },

    /** Sends everything due now and waits until no attempt is in flight (the sandbox clock's step; tests). */
    async drain(): Promise<void> {
      for (let round = 0; round < 1000; round++) {
        pump();
        if (inFlight.size === 0) return;
        await Promise.all(inFlight.values());
      }
    },
    nextDue: (entityId: string) => o.repo.nextDue(entityId),
    /** Stops sending: attempts in flight are aborted and their claims released (call before closing the database). */
    async stop(): Promise<void> {
      stopping.abort();
      const ids = [...inFlight.keys()];
      await Promise.all(inFlight.values());
      o.repo.release(ids);
    },
    inFlight: () => inFlight.size,
  };
}

export type DeliveryWorker = ReturnType<typeof deliveryWorker>;
