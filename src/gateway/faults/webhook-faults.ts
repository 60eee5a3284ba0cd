import { orderedId } from "../http/envelope.ts";
import type { SqlDatabase } from "../store/sql-database.ts";

/** A fault a webhook's next events rehearse, with what a correct receiver does about it (docs/faults.md). */
export interface WebhookFault {
  readonly name: "duplicate" | "late" | "out-of-order" | "fail-first";
  readonly does: string;
  readonly correct: string;
}

export const WEBHOOK_FAULTS: readonly WebhookFault[] = Object.freeze([
  {
    name: "duplicate",
    does: "each event is delivered twice",
    correct: "de-duplicate by type, action, payload.id and result code: act on an event once",
  },
  {
    name: "late",
    does: "minutes=<n> (1 to 1440): each event is delivered n minutes of sandbox time late",
    correct: "do not wait for the webhook to answer the shopper: read the payment's result, and let the webhook confirm",
  },
  {
    name: "out-of-order",
    does: "each event waits until a later event of the same payment or registration was delivered (at most 10 minutes)",
    correct: "order by the payload's timestamp: an older state never overwrites a newer one",
  },
  {
    name: "fail-first",
    does: "attempts=<n> (1 to 5): the first n attempts of each event fail without reaching your receiver, then it is retried on the ladder",
    correct: "nothing but idempotence: retries are normal, answer 2xx when the event comes",
  },
] satisfies WebhookFault[]);

/** How long an out-of-order event waits at most for the later one. */
export const HELD_MS = 10 * 60_000;

/** A webhook's fault as its row keeps it. */
export interface WebhookFaultRow {
  readonly kind: WebhookFault["name"];
  /** Minutes (late) or attempts (fail-first); 0 otherwise. */
  readonly amount: number;
  /** Events it still applies to. */
  readonly remaining: number;
}

/** A webhook delivery as the outbox writes it (events/outbox.ts). */
export interface NewDelivery {
  readonly id: string;
  readonly next_attempt_at: number;
  readonly [field: string]: unknown;
}

/** What of a webhook row the faults read. */
type FaultColumns = {
  readonly id: string;
  readonly fault_kind?: string | null;
  readonly fault_amount?: number;
  readonly fault_remaining?: number;
};

export const faultOf = (w: FaultColumns): WebhookFaultRow | undefined =>
  w.fault_kind && (w.fault_remaining ?? 0) > 0
    ? { kind: w.fault_kind as WebhookFault["name"], amount: w.fault_amount ?? 0, remaining: w.fault_remaining ?? 0 }
    : undefined;

/**
 * The switches, in the webhook's own row (one per webhook: a new one replaces it), used up event by event in the
 * event's transaction. The outbox reads the webhook's row for each event anyway: a webhook without a fault costs
 * nothing more; using one up is a conditional update, so two processes never both spend its last event.
 */
export function webhookFaults(db: SqlDatabase) {
  const q = {
    set: db.prepare<[string, number, number, string]>(
      "UPDATE webhooks SET fault_kind = ?, fault_amount = ?, fault_remaining = ? WHERE id = ?",
    ),
    clear: db.prepare<[string]>("UPDATE webhooks SET fault_kind = NULL, fault_amount = 0, fault_remaining = 0 WHERE id = ?"),
    use: db.prepare<[string]>("UPDATE webhooks SET fault_remaining = fault_remaining - 1 WHERE id = ? AND fault_remaining > 0"),
  };
  return {
    set(webhookId: string, f: WebhookFaultRow): void {
      q.set.run(f.kind, f.amount, f.remaining, webhookId);
    },
    clear(webhookId: string): void {
      q.clear.run(webhookId);
    },
    /** The deliveries an event's delivery becomes for this webhook (itself when it has no fault left). */
    shape<T extends NewDelivery>(w: FaultColumns, d: T, at: number): T[] {
      const fault = faultOf(w);
      if (!fault || q.use.run(w.id).changes !== 1) return [d];
      switch (fault.kind) {
        case "duplicate":
          return [
            { ...d, fault: "duplicate" },
            { ...d, id: orderedId(), fault: "duplicate" },
          ];
        case "late":
          return [{ ...d, next_attempt_at: at + fault.amount * 60_000, fault: "late" }];
        case "out-of-order":
          return [{ ...d, next_attempt_at: at + HELD_MS, fault: "out-of-order" }];
        case "fail-first":
          return [{ ...d, fault: "fail-first", fail_remaining: fault.amount }];
      }
    },
  };
}

export type WebhookFaults = ReturnType<typeof webhookFaults>;
