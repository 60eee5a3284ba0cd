import type { FastifyInstance } from "fastify";
import { CODES } from "../../shared/result-codes.ts";
import { envelope, hexId } from "../http/envelope.ts";
import { notFound } from "../http/merchant-request.ts";
import { merchantCall } from "../http/merchant-scope.ts";
import type { SpecRow } from "../params/spec-table.ts";
import { ENTITY_ROW, sandboxParams } from "../sandbox/sandbox-request.ts";
import type { DeliveryWorker } from "./delivery-worker.ts";
import { type DeliveryRow, EVENT_TYPES, type WebhookFormat, type WebhookRow } from "./event-rows.ts";
import { probeBudget } from "./probe-budget.ts";
import { newSecret } from "./webhook-crypto.ts";
import type { WebhookStore } from "./webhook-store.ts";

export const REGISTER: readonly SpecRow[] = [
  ENTITY_ROW,
  ["url", "URL", "R"],
  ["format", "json|text", "O"],
  ["types", "WEBHOOK_TYPES", "O"],
  // The receiver's own key, so it can decrypt the test notification that precedes registration (docs/webhooks-and-time.md).
  ["secret", "HEX64", "O"],
];
export const ENTITY_ONLY: readonly SpecRow[] = [ENTITY_ROW];
export const DELIVERY_LIST: readonly SpecRow[] = [ENTITY_ROW, ["resourceId", "ID32", "O"]];
/** How many deliveries a list shows (the latest first). */
const LIST_LIMIT = 200;

type Id = { Params: { id: string } };

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** A webhook as the API shows it; the secret only in the answer that created it. */
const webhookView = (w: WebhookRow) => ({ id: w.id, url: w.url, format: w.format, types: w.types.split(",") });

/** A delivery as the API shows it: status, attempts, timing and the payload before encryption. */
export const deliveryView = (d: DeliveryRow) => ({
  id: d.id,
  webhookId: d.webhook_id,
  receiver: d.webhook_id === null ? ("notificationUrl" as const) : ("webhook" as const),
  url: d.url,
  type: d.type,
  action: d.action,
  resourceId: d.resource_id,
  status: d.status,
  attempts: d.attempts,
  createdAt: iso(d.created_at),
  nextAttemptAt: iso(d.next_attempt_at),
  lastStatus: d.last_status,
  lastError: d.last_error,
  deliveredAt: iso(d.delivered_at),
  /** The fault it rehearses (faults/webhook-faults.ts), or null. */
  fault: d.fault ?? null,
  payload: JSON.parse(d.payload) as unknown,
});

/**
 * Webhooks (bearer token + entityId): register (after a test notification, encrypted with the key the merchant
 * gave as `secret` or one the gateway makes, answered 200), list,
 * remove; each webhook's deliveries, every delivery of an entity (webhooks' and notificationUrl's),
 * and sending a delivery again.
 */
export function webhookRoutes(app: FastifyInstance, repo: WebhookStore, worker: DeliveryWorker) {
  const probes = probeBudget();
  app.post("/sandbox/v1/webhooks", async (req, reply) => {
    const m = merchantCall(req);
    const p = sandboxParams(req, reply, m, REGISTER, "body");
    if (!p) return reply;
    const webhook: WebhookRow = {
      id: hexId(),
      entity_id: p.entityId ?? "",
      url: p.url ?? "",
      format: (p.format ?? "text") as WebhookFormat,
      types: [...new Set((p.types ?? EVENT_TYPES.join(",")).split(","))].join(","),
      secret: p.secret?.toUpperCase() ?? newSecret(),
      created_at: m.now,
    };
    const budget = probes.take(m.entities.join(","), webhook.url);
    if (!budget.ok) {
      const description = `a webhook's test notification is limited to ${budget.why}: try again later`;
      return reply.code(429).send(envelope(m.now, { code: CODES.throttled, description }));
    }
    const test = JSON.stringify({ type: "TEST", action: "CREATED", payload: { webhookId: webhook.id, url: webhook.url } });
    const answer = await worker.probe(webhook.url, webhook.format, webhook.secret, test);
    if (answer !== 200) {
      const why = typeof answer === "number" ? `was answered HTTP ${answer}` : `got no answer (${answer})`;
      const message = `the test notification to this URL ${why}: the receiver must answer 200 before the webhook is registered`;
      return reply
        .code(400)
        .send(
          envelope(m.now, { code: CODES.invalidRequest, parameterErrors: [{ name: "url", value: webhook.url.slice(0, 256), message }] }),
        );
    }
    repo.insertWebhook(webhook);
    return reply
      .header("cache-control", "no-store")
      .send(envelope(m.now, { code: CODES.requestOk }, { ...webhookView(webhook), secret: webhook.secret }));
  });

  app.get("/sandbox/v1/webhooks", (req, reply) => {
    const m = merchantCall(req);
    const p = sandboxParams(req, reply, m, ENTITY_ONLY, "query");
    if (!p) return reply;
    return reply.send(envelope(m.now, { code: CODES.requestOk }, { webhooks: repo.webhooks(p.entityId ?? "").map(webhookView) }));
  });

  app.delete<Id>("/sandbox/v1/webhooks/:id", (req, reply) => {
    const m = merchantCall(req);
    const p = sandboxParams(req, reply, m, ENTITY_ONLY, "query");
    if (!p) return reply;
    if (!repo.deleteWebhook(req.params.id, p.entityId ?? "")) return notFound(reply, m.now, "webhook");
    return reply.send(envelope(m.now, { code: CODES.requestOk }, { id: req.params.id }));
  });

  app.get<Id>("/sandbox/v1/webhooks/:id/deliveries", (req, reply) => {
    const m = merchantCall(req);
    const p = sandboxParams(req, reply, m, ENTITY_ONLY, "query");
    if (!p) return reply;
    const w = repo.webhook(req.params.id);
    if (!w || w.entity_id !== p.entityId) return notFound(reply, m.now, "webhook");
    const deliveries = repo.deliveries(w.id, LIST_LIMIT).map(deliveryView);
    return reply.header("cache-control", "no-store").send(envelope(m.now, { code: CODES.requestOk }, { deliveries }));
  });

  app.get("/sandbox/v1/deliveries", (req, reply) => {
    const m = merchantCall(req);
    const p = sandboxParams(req, reply, m, DELIVERY_LIST, "query");
    if (!p) return reply;
    const deliveries = repo.entityDeliveries(p.entityId ?? "", p.resourceId, LIST_LIMIT).map(deliveryView);
    return reply.header("cache-control", "no-store").send(envelope(m.now, { code: CODES.requestOk }, { deliveries }));
  });

  app.post<Id>("/sandbox/v1/webhooks/deliveries/:id/redeliver", (req, reply) => {
    const m = merchantCall(req);
    const p = sandboxParams(req, reply, m, ENTITY_ONLY, "body");
    if (!p) return reply;
    const d = repo.delivery(req.params.id);
    if (!d || d.entity_id !== p.entityId) return notFound(reply, m.now, "delivery");
    repo.redeliver(d.id, m.now);
    worker.pump();
    const now = repo.delivery(d.id);
    return reply.send(envelope(m.now, { code: CODES.requestOk }, now ? deliveryView(now) : {}));
  });
}
