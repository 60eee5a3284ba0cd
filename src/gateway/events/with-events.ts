import { registrationResponse } from "../payments/registrations.ts";
import type { Store } from "../store/db.ts";
import type { NewPayment, RegistrationRow } from "../store/db-rows.ts";
import type { EventOutbox } from "./outbox.ts";

/** The fraud check without a payment (POST /v2/riskShield) is stored as a record of type RS: its events are RISK. */
const RISK_RECORD = "RS";

/**
 * The store, with every state change of a payment or registration turned into one event, in the same
 * transaction as the change: a payment stored (CREATED: approved, declined or pending), a pending one
 * settled (3-D Secure, a bank's page: UPDATED), a registration stored (CREATED) or deleted (DELETED:
 * the registration as it was). The payload is what
 * GET of the resource answers from then on.
 */
export function withEvents(store: Store, outbox: EventOutbox): Store {
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
    ...store,
    recordPayment: (p, closesCheckout) =>
      store.atomically(() => {
        const ok = store.recordPayment(p, closesCheckout);
        if (ok) payment(p, "CREATED");
        return ok;
      }),
    settlePayment: (p, closesCheckout) =>
      store.atomically(() => {
        const ok = store.settlePayment(p, closesCheckout);
        const row = ok ? store.payment(p.id) : undefined;
        if (row) payment(row, "UPDATED");
        return ok;
      }),
    updatePaymentResult: (id, httpStatus, response, success) =>
      store.atomically(() => {
        store.updatePaymentResult(id, httpStatus, response, success);
        const row = store.payment(id);
        if (row) payment(row, "UPDATED");
      }),
    deleteRegistration: (id, entityId, at) =>
      store.atomically(() => {
        const r = store.deleteRegistration(id, entityId, at);
        if (r) outbox.emit({ entityId, type: "REGISTRATION", action: "DELETED", resourceId: id, payload: registrationResponse(r, at) });
        return r;
      }),
    insertRegistration: (r: RegistrationRow) =>
      store.atomically(() => {
        store.insertRegistration(r);
        outbox.emit({
          entityId: r.entity_id,
          type: "REGISTRATION",
          action: "CREATED",
          resourceId: r.id,
          payload: registrationResponse(r, r.created_at),
        });
      }),
  };
}
