import type { NewPayment, PaymentRow, RegistrationRow } from "./db-rows.ts";

/**
 * Work that follows a write: what the repositories announce, inside the transaction of the write itself — a
 * listener's own writes (an event in the outbox, a fraud case) commit with the change or not at all. A room
 * listens by `store.listen(…)` when the gateway is built (events/room.ts, fraud-cases/room.ts).
 */
export interface WriteListener {
  /** A payment (or a stand-alone fraud check) was stored: approved, declined or pending. */
  readonly paymentStored?: (p: NewPayment) => void;
  /** A stored payment changed: a pending one settled (3-D Secure, a bank's page), or its answer was updated. */
  readonly paymentChanged?: (row: PaymentRow) => void;
  readonly registrationStored?: (r: RegistrationRow) => void;
  /** A registration was deleted; `r` is the registration as it was. */
  readonly registrationDeleted?: (r: RegistrationRow, at: number) => void;
}

/** The listeners of one store, and the announcements its repositories make to them. */
export function writeAnnouncer() {
  const listeners: WriteListener[] = [];
  return {
    listen: (listener: WriteListener) => void listeners.push(listener),
    /** Whether anyone listens to changes of payments (the repository reads the changed row only then). */
    hearsPaymentChanges: () => listeners.some((l) => l.paymentChanged),
    paymentStored: (p: NewPayment) => {
      for (const l of listeners) l.paymentStored?.(p);
    },
    paymentChanged: (row: PaymentRow) => {
      for (const l of listeners) l.paymentChanged?.(row);
    },
    registrationStored: (r: RegistrationRow) => {
      for (const l of listeners) l.registrationStored?.(r);
    },
    registrationDeleted: (r: RegistrationRow, at: number) => {
      for (const l of listeners) l.registrationDeleted?.(r, at);
    },
  };
}

export type WriteAnnouncer = ReturnType<typeof writeAnnouncer>;
