import type { WebhookFaults } from "../faults/webhook-faults.ts";
import { orderedId } from "../http/envelope.ts";
import type { EventAction, EventType } from "./event-rows.ts";
import type { WebhookStore } from "./webhook-store.ts";

/** A change of a resource the merchant is told about. */
export type GatewayEvent = {
  readonly entityId: string;
  readonly type: EventType;
  readonly action: EventAction;
  readonly resourceId: string;
  /** The payment's notificationUrl (spec 2.3, deprecated), if the merchant's server sent one. */
  readonly notificationUrl?: string | null;
} & (
  | /** What GET of the resource answers now (the registration response). */ { readonly payload: unknown }
  | /** The same, already serialized (a stored payment answer, written into each delivery as it is). */ { readonly payloadJson: string }
);

const payloadJsonOf = (e: GatewayEvent) => JSON.stringify("payload" in e ? e.payload : null);

/**
 * A delivery's row as one literal (no spreads: own-fields.ts). Not a closure in `emit`: tsx's keepNames
 * would name a new function at every event (a defineProperty).
 */
function deliveryRow(e: GatewayEvent, at: number, webhookId: string | null, url: string, payload: string) {
  return {
    id: orderedId(),
    webhook_id: webhookId,
    url,
    payload,
    entity_id: e.entityId,
    type: e.type,
    action: e.action,
    resource_id: e.resourceId,
    status: "PENDING" as const,
    created_at: at,
    next_attempt_at: at,
  };
}

/**
 * The outbox: each event becomes one delivery per receiver — each webhook of the entity that takes
 * the event's type, and the payment's notificationUrl — written in the caller's transaction, so a
 * state change and its deliveries are stored together or not at all. `queued` is told after the
 * caller's synchronous work is done (the delivery worker then sends at once).
 */
export function eventOutbox(repo: WebhookStore, now: (entityId: string) => number, queued: () => void, faults?: WebhookFaults) {
  let scheduled = false;
  return {
    emit(e: GatewayEvent): void {
      const at = now(e.entityId);
      let deliveries = 0;
      let json = "payloadJson" in e ? e.payloadJson : undefined;
      for (const w of repo.webhooks(e.entityId)) {
        if (!w.types.split(",").includes(e.type)) continue;
        json ??= payloadJsonOf(e);
        // The bytes of JSON.stringify({ type, action, payload }), with the payload as serialized once.
        const payload = `{"type":${JSON.stringify(e.type)},"action":${JSON.stringify(e.action)},"payload":${json}}`;
        const row = deliveryRow(e, at, w.id, w.url, payload);
        // A rehearsed fault (faults/webhook-faults.ts) may make it two deliveries, or one held back.
        for (const d of faults ? faults.shape(w, row, at) : [row]) repo.insertDelivery(d);
        deliveries++;
      }
      if (e.notificationUrl) {
        deliveries++;
        json ??= payloadJsonOf(e);
        repo.insertDelivery(deliveryRow(e, at, null, e.notificationUrl, json));
      }
      // Nobody to tell: no delivery to start (and no query for due ones).
      if (scheduled || deliveries === 0) return;
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        queued();
      });
    },
  };
}

export type EventOutbox = ReturnType<typeof eventOutbox>;
