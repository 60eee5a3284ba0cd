import type { GatewayConfig } from "../config.ts";
import { webhookFaults } from "../faults/webhook-faults.ts";
import type { SqlDatabase } from "../store/sql-database.ts";
import { deliveryWorker } from "./delivery-worker.ts";
import { notificationKey } from "./notification-signature.ts";
import { eventOutbox } from "./outbox.ts";
import { webhookStore } from "./webhook-store.ts";

/**
 * What every room may tell about: the outbox events are written to (in the transaction of what they tell),
 * the merchants' receivers, and the worker that delivers the events to them. Part of the gateway's core
 * (room.ts): payments, registrations and schedules emit events; the events room serves and runs them.
 */
export function eventCore(
  config: GatewayConfig,
  db: SqlDatabase,
  now: (entityId: string) => number,
  baseNow: () => number,
  fetchFn: typeof fetch,
) {
  const webhooks = webhookStore(db);
  const deliveries = deliveryWorker({
    repo: webhooks,
    now,
    baseNow,
    fetch: fetchFn,
    timeoutMs: config.webhookTimeoutMs,
    concurrency: 32,
    perReceiver: 8,
    notificationKey: (entityId) => {
      const account = config.accounts.find((a) => a.entityIds.includes(entityId));
      return account ? notificationKey(account.token, entityId) : undefined;
    },
  });
  const faults = webhookFaults(db);
  return { webhooks, deliveries, faults, outbox: eventOutbox(webhooks, now, deliveries.pump, faults) };
}

export type EventCore = ReturnType<typeof eventCore>;
