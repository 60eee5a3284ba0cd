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

export interface WebhookFaultRow {
  readonly webhook_id: string;
  readonly entity_id: string;
  readonly kind: WebhookFault["name"];
  /** Minutes (late) or attempts (fail-first); 0 otherwise. */
  readonly amount: number;
  /** Events it still applies to. */
  readonly remaining: number;
  readonly created_at: number;
}

/** A webhook delivery as the outbox writes it (events/outbox.ts). */
export interface NewDelivery {
  readonly id: string;
  readonly next_attempt_at: number;
  readonly [field: string]: unknown;
}

/** The switches, one per webhook (a new one replaces it), used up event by event in the event's transaction. */
export function webhookFaults(db: SqlDatabase) {
  const q = {
    set: db.prepare(
      `INSERT INTO webhook_faults (webhook_id, entity_id, kind, amount, remaining, created_at) VALUES (@webhook_id, @entity_id, @kind, @amount, @remaining, @created_at)
       ON CONFLICT (webhook_id) DO UPDATE SET kind = excluded.kind, amount = excluded.amount, remaining = excluded.remaining, created_at = excluded.created_at`,
    ),
    get: db.prepare<[string], WebhookFaultRow>("SELECT * FROM webhook_faults WHERE webhook_id = ?"),
    use: db.prepare<[string]>("UPDATE webhook_faults SET remaining = remaining - 1 WHERE webhook_id = ?"),
    clear: db.prepare<[string]>("DELETE FROM webhook_faults WHERE webhook_id = ?"),
  };
  return {
    set(row: WebhookFaultRow): void {
      q.set.run(row);
    },
    get: (webhookId: string) => q.get.get(webhookId),
    clear(webhookId: string): void {
      q.clear.run(webhookId);
    },
    /**
     * The deliveries an event's delivery becomes for a webhook with a fault (itself when it has none), the fault
     * used up by one event: one lookup by the webhook's id (read in the event's transaction, so several processes
     * share the switch).
     */
    shape<T extends NewDelivery>(webhookId: string, d: T, at: number): T[] {
      const fault = q.get.get(webhookId);
      if (!fault || fault.remaining <= 0) return [d];
      q.use.run(webhookId);
      if (fault.remaining <= 1) q.clear.run(webhookId);
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
