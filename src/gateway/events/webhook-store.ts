import type { SqlDatabase } from "../store/sql-database.ts";
import type { DeliveryRow, WebhookRow } from "./event-rows.ts";

/** The webhooks and deliveries repository (SQLite): what the event outbox and the delivery worker read and write. */
export interface WebhookStore {
  insertWebhook(w: WebhookRow): void;
  webhooks(entityId: string): WebhookRow[];
  webhook(id: string): WebhookRow | undefined;
  /** Removes a webhook; its pending deliveries end FAILED ("webhook deleted"). False when there was none of this entity. */
  deleteWebhook(id: string, entityId: string): boolean;
  insertDelivery(
    d: Omit<DeliveryRow, "attempts" | "last_status" | "last_error" | "delivered_at" | "claimed_until" | "fault" | "fail_remaining"> &
      Partial<Pick<DeliveryRow, "fault" | "fail_remaining">>,
  ): void;
  delivery(id: string): DeliveryRow | undefined;
  deliveries(webhookId: string, limit: number): DeliveryRow[];
  /** An entity's latest deliveries, webhooks' and notificationUrl's, optionally of one payment or registration. */
  entityDeliveries(entityId: string, resourceId: string | undefined, limit: number): DeliveryRow[];
  /**
   * Pending deliveries due, each on its entity's clock, when the machine's (or a test's) time is `machineNow`, that
   * no live process has claimed (claims expire at `realNow`).
   */
  due(machineNow: number, realNow: number, limit: number): DeliveryRow[];
  /** Takes a due delivery for one attempt until `until` (real time); false when another process has it. */
  claim(id: string, realNow: number, until: number): boolean;
  /** Gives back the claims of attempts a stopping process did not finish. */
  release(ids: readonly string[]): void;
  /** Records an attempt: delivered, or failed with the next attempt (null: given up). */
  recordAttempt(id: string, outcome: AttemptOutcome): void;
  /**
   * Sends a delivery again at `at`, whatever its status: pending from then on, with a new 30-day
   * window (attempts go on counting, so failed retries come daily).
   */
  redeliver(id: string, at: number): void;
  /** When the entity's next delivery is due, on its clock. */
  nextDue(entityId: string): number | undefined;
  /** An out-of-order delivery held back for a later event of its resource: due at `at` now that that one was delivered. */
  releaseHeld(webhookId: string, resourceId: string, deliveredId: string, at: number): void;
}

export interface AttemptOutcome {
  readonly at: number;
  readonly delivered: boolean;
  readonly httpStatus: number | null;
  readonly error: string | null;
  /** When not delivered: the next attempt, or null when the delivery is given up. */
  readonly nextAttemptAt: number | null;
  /** An attempt the fail-first fault failed without sending it (faults/webhook-faults.ts). */
  readonly simulated?: boolean;
}

export function webhookStore(db: SqlDatabase): WebhookStore {
  const q = {
    insertWebhook: db.prepare(
      "INSERT INTO webhooks (id, entity_id, url, format, types, secret, created_at) VALUES (@id, @entity_id, @url, @format, @types, @secret, @created_at)",
    ),
    webhooks: db.prepare<[string], WebhookRow>("SELECT * FROM webhooks WHERE entity_id = ? ORDER BY created_at, rowid"),
    webhook: db.prepare<[string], WebhookRow>("SELECT * FROM webhooks WHERE id = ?"),
    deleteWebhook: db.prepare<[string, string]>("DELETE FROM webhooks WHERE id = ? AND entity_id = ?"),
    abandon: db.prepare<[string]>(
      "UPDATE deliveries SET status = 'FAILED', next_attempt_at = NULL, last_error = 'webhook deleted', claimed_until = NULL WHERE webhook_id = ? AND status = 'PENDING'",
    ),
    insertDelivery: db.prepare(
      `INSERT INTO deliveries (id, webhook_id, entity_id, url, type, action, resource_id, payload, status, created_at, next_attempt_at, fault, fail_remaining)
       VALUES (@id, @webhook_id, @entity_id, @url, @type, @action, @resource_id, @payload, @status, @created_at, @next_attempt_at, @fault, @fail_remaining)`,
    ),
    delivery: db.prepare<[string], DeliveryRow>("SELECT * FROM deliveries WHERE id = ?"),
    deliveries: db.prepare<[string, number], DeliveryRow>(
      "SELECT * FROM deliveries WHERE webhook_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ?",
    ),
    entityDeliveries: db.prepare<[string, string | null, string | null, number], DeliveryRow>(
      "SELECT * FROM deliveries WHERE entity_id = ? AND (CAST(? AS TEXT) IS NULL OR resource_id = ?) ORDER BY created_at DESC, rowid DESC LIMIT ?",
    ),
    // Each delivery is due on its entity's sandbox clock (sandbox/clock.ts): the machine's time plus that offset.
    due: db.prepare<[number, number, number], DeliveryRow>(
      `SELECT d.* FROM deliveries d LEFT JOIN sandbox_clocks k ON k.entity_id = d.entity_id
       WHERE d.status = 'PENDING' AND d.next_attempt_at <= ? + COALESCE(k.offset_ms, 0) AND (d.claimed_until IS NULL OR d.claimed_until < ?)
       ORDER BY d.next_attempt_at - COALESCE(k.offset_ms, 0), d.rowid LIMIT ?`,
    ),
    claim: db.prepare<[number, string, number]>(
      "UPDATE deliveries SET claimed_until = ? WHERE id = ? AND status = 'PENDING' AND (claimed_until IS NULL OR claimed_until < ?)",
    ),
    release: db.prepare<[string]>("UPDATE deliveries SET claimed_until = NULL WHERE id = ? AND status = 'PENDING'"),
    attempt: db.prepare(
      `UPDATE deliveries SET attempts = attempts + 1, last_status = @httpStatus, last_error = @error, claimed_until = NULL,
         status = CASE WHEN CAST(@delivered AS INTEGER) = 1 THEN 'DELIVERED' WHEN CAST(@nextAttemptAt AS BIGINT) IS NULL THEN 'FAILED' ELSE 'PENDING' END,
         delivered_at = CASE WHEN CAST(@delivered AS INTEGER) = 1 THEN CAST(@at AS BIGINT) ELSE delivered_at END,
         next_attempt_at = CASE WHEN CAST(@delivered AS INTEGER) = 1 THEN NULL ELSE CAST(@nextAttemptAt AS BIGINT) END,
         fail_remaining = CASE WHEN CAST(@simulated AS INTEGER) = 1 AND fail_remaining > 0 THEN fail_remaining - 1 ELSE fail_remaining END
       WHERE id = @id`,
    ),
    redeliver: db.prepare<[number, number, number, string]>(
      "UPDATE deliveries SET status = 'PENDING', next_attempt_at = ?, created_at = CASE WHEN created_at > ? THEN created_at ELSE ? END, claimed_until = NULL WHERE id = ?",
    ),
    releaseHeld: db.prepare<[number, string, string, string]>(
      "UPDATE deliveries SET next_attempt_at = ? WHERE webhook_id = ? AND resource_id = ? AND id <> ? AND fault = 'out-of-order' AND status = 'PENDING' AND claimed_until IS NULL",
    ),
    nextDue: db.prepare<[string], { at: number | null }>(
      "SELECT MIN(next_attempt_at) AS at FROM deliveries WHERE status = 'PENDING' AND entity_id = ?",
    ),
  };
  return {
    insertWebhook: (w) => {
      q.insertWebhook.run(w);
    },
    webhooks: (entityId) => q.webhooks.all(entityId),
    webhook: (id) => q.webhook.get(id),
    deleteWebhook: db.transaction((id: string, entityId: string) => {
      if (q.deleteWebhook.run(id, entityId).changes === 0) return false;
      q.abandon.run(id);
      return true;
    }),
    insertDelivery: (d) => {
      q.insertDelivery.run({ fault: null, fail_remaining: 0, ...d });
    },
    delivery: (id) => q.delivery.get(id),
    deliveries: (webhookId, limit) => q.deliveries.all(webhookId, limit),
    entityDeliveries: (entityId, resourceId, limit) => q.entityDeliveries.all(entityId, resourceId ?? null, resourceId ?? null, limit),
    due: (machineNow, realNow, limit) => q.due.all(machineNow, realNow, limit),
    claim: (id, realNow, until) => q.claim.run(until, id, realNow).changes === 1,
    release: (ids) => {
      for (const id of ids) q.release.run(id);
    },
    recordAttempt: (id, o) => {
      q.attempt.run({
        id,
        at: o.at,
        delivered: o.delivered ? 1 : 0,
        httpStatus: o.httpStatus,
        error: o.error,
        nextAttemptAt: o.nextAttemptAt,
        simulated: o.simulated ? 1 : 0,
      });
    },
    redeliver: (id, at) => {
      q.redeliver.run(at, at, at, id);
    },
    nextDue: (entityId) => q.nextDue.get(entityId)?.at ?? undefined,
    releaseHeld: (webhookId, resourceId, deliveredId, at) => {
      q.releaseHeld.run(at, webhookId, resourceId, deliveredId);
    },
  };
}
