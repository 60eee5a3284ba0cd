import { registrationResponse } from "../payments/registrations.ts";
import type { NewPayment } from "../store/db-rows.ts";
import type { WriteListener } from "../store/write-listeners.ts";
import type { EventOutbox } from "./outbox.ts";

/** The fraud check without a payment (POST /v2/riskShield) is stored as a record of type RS: its events are RISK. */
const RISK_RECORD = "RS";

/**
 * Every state change of a payment or registration becomes one event, in the same transaction as the change
 * (store/write-listeners.ts): a payment stored (CREATED: approved, declined or pending), a pending one settled
 * (3-D Secure, a bank's page: UPDATED), a registration stored (CREATED) or deleted (DELETED: the registration
 * as it was). The payload is what GET of the resource answers from then on.
 */
export function eventListener(outbox: EventOutbox): WriteListener {
  const payment = (
    p: Pick<NewPayment, "id" | "entity_id" | "payment_type" | "response" | "notification_url">,
    action: "CREATED" | "UPDATED",
  ) =>
    outbox.emit({
      entityId: p.entity_id,
      type: p.payment_type === RISK_RECORD ? "RISK" : "PAYMENT",
      action,
      resourceId: p.id,
      payloadJson: p.response,
      notificationUrl: p.notification_url ?? null,
    });
  return {
    paymentStored: (p) => payment(p, "CREATED"),
    paymentChanged: (row) => payment(row, "UPDATED"),
    registrationStored: (r) =>
      outbox.emit({
        entityId: r.entity_id,
        type: "REGISTRATION",
        action: "CREATED",
        resourceId: r.id,
        payload: registrationResponse(r, r.created_at),
      }),
    registrationDeleted: (r, at) =>
      outbox.emit({
        entityId: r.entity_id,
        type: "REGISTRATION",
        action: "DELETED",
        resourceId: r.id,
        payload: registrationResponse(r, at),
      }),
  };
}
