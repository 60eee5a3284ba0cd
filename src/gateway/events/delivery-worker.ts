import { callOut } from "../outbound/outbound-call.ts";
import { type OutboundKind, outboundQueue } from "../outbound/outbound-queue.ts";
import { nextAttemptAt } from "../outbound/retry-ladder.ts";
import type { DeliveryRow } from "./event-rows.ts";
import { notificationHeaders } from "./notification-signature.ts";
import { encryptNotification } from "./webhook-crypto.ts";
import type { WebhookStore } from "./webhook-store.ts";

/** What an attempt of the fail-first fault records instead of sending. */
export const FAIL_FIRST = "sandbox fault fail-first: this attempt failed without being sent";

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
 * Webhook and notificationUrl deliveries as a kind of the outbound queue (outbound/outbound-queue.ts): the due
 * attempts of every entity, each on its clock; a 2xx within the timeout is delivered, anything else is retried
 * on the ladder (outbound/retry-ladder.ts); an attempt for a deleted webhook ends the delivery.
 */
export function deliveryWorker(o: DeliveryOptions) {
  const realNow = o.realNow ?? Date.now;
  const kind: OutboundKind<DeliveryRow> = {
    due: (limit) => o.repo.due(o.baseNow(), realNow(), limit),
    claim: (d, now, until) => o.repo.claim(d.id, now, until),
    request: (d) => {
      const webhook = d.webhook_id === null ? undefined : o.repo.webhook(d.webhook_id);
      if (d.webhook_id !== null && !webhook) return { skip: "webhook deleted" };
      if (d.fail_remaining > 0) return { skip: FAIL_FIRST };
      const key = d.webhook_id === null ? o.notificationKey(d.entity_id) : undefined;
      const signing = key === undefined ? undefined : { key, nowSeconds: Math.floor(realNow() / 1000) };
      return deliveryRequest(d, webhook?.secret, webhook?.format, signing);
    },
    record: (d, outcome) => {
      const at = o.now(d.entity_id);
      const httpStatus = "status" in outcome ? outcome.status : null;
      const delivered = httpStatus !== null && httpStatus >= 200 && httpStatus < 300;
      const error = "error" in outcome ? outcome.error : "skipped" in outcome ? outcome.skipped : null;
      // The fail-first fault: an attempt that failed without being sent, retried on the ladder as a real failure.
      const simulated = "skipped" in outcome && outcome.skipped === FAIL_FIRST;
      const ended = delivered || ("skipped" in outcome && !simulated);
      o.repo.recordAttempt(d.id, {
        at,
        delivered,
        httpStatus,
        error: delivered ? null : (error ?? `answered HTTP ${httpStatus}`),
        nextAttemptAt: ended ? null : (nextAttemptAt(d.attempts + 1, at, d.created_at) ?? null),
        simulated,
      });
      // An out-of-order event held back for this one goes now (faults/webhook-faults.ts).
      if (delivered && d.webhook_id !== null) o.repo.releaseHeld(d.webhook_id, d.resource_id, d.id, at);
    },
    release: (ids) => o.repo.release(ids),
  };
  const queue = outboundQueue(kind, {
    fetch: o.fetch,
    timeoutMs: o.timeoutMs,
    concurrency: o.concurrency,
    perReceiver: o.perReceiver,
    realNow,
  });
  return {
    pump: queue.pump,
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
    drain: (): Promise<void> => queue.drain(),
    nextDue: (entityId: string) => o.repo.nextDue(entityId),
    stop: queue.stop,
    inFlight: queue.inFlight,
  };
}

export type DeliveryWorker = ReturnType<typeof deliveryWorker>;
