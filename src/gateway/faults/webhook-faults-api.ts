import type { FastifyInstance } from "fastify";
import { CODES } from "../../shared/result-codes.ts";
import type { WebhookStore } from "../events/webhook-store.ts";
import { envelope } from "../http/envelope.ts";
import { notFound } from "../http/merchant-request.ts";
import { merchantCall } from "../http/merchant-scope.ts";
import type { SpecRow } from "../params/spec-table.ts";
import { ENTITY_ROW, sandboxParams } from "../sandbox/sandbox-request.ts";
import { faultOf, WEBHOOK_FAULTS, type WebhookFaultRow, type WebhookFaults } from "./webhook-faults.ts";

export const FAULT_ROWS: readonly SpecRow[] = [
  ENTITY_ROW,
  ["fault", WEBHOOK_FAULTS.map((f) => f.name).join("|"), "R"],
  ["minutes", "N4:1-1440", "O"],
  ["attempts", "N1:1-5", "O"],
  ["events", "N3:1-100", "O"],
];
const ENTITY_ONLY: readonly SpecRow[] = [ENTITY_ROW];

const view = (f: WebhookFaultRow | undefined): Record<string, unknown> | null =>
  f
    ? {
        fault: f.kind,
        minutes: f.kind === "late" ? f.amount : null,
        attempts: f.kind === "fail-first" ? f.amount : null,
        events: f.remaining,
      }
    : null;

/**
 * `POST /sandbox/v1/webhooks/{id}/faults` (entityId, fault, minutes for late, attempts for fail-first, events: how
 * many of the webhook's next events, default 1): the webhook's next events rehearse a fault (faults/webhook-faults.ts);
 * `GET` shows what is left of it, `DELETE` ends it. One per webhook: a new one replaces it. Only the webhook's own
 * deliveries are touched — not another webhook's, not another entity's, not a payment's notificationUrl.
 */
export function webhookFaultRoutes(app: FastifyInstance, webhooks: WebhookStore, faults: WebhookFaults) {
  const owned = (id: string, entityId: string | undefined) => {
    const w = webhooks.webhook(id);
    return w && w.entity_id === entityId ? w : undefined;
  };
  app.post<{ Params: { id: string } }>("/sandbox/v1/webhooks/:id/faults", (req, reply) => {
    const m = merchantCall(req);
    const p = sandboxParams(req, reply, m, FAULT_ROWS, "body");
    if (!p) return reply;
    const w = owned(req.params.id, p.entityId);
    if (!w) return notFound(reply, m.now, "webhook");
    const kind = p.fault as WebhookFaultRow["kind"];
    const needs = kind === "late" ? "minutes" : kind === "fail-first" ? "attempts" : undefined;
    const stray = (["minutes", "attempts"] as const).filter((n) => p[n] !== undefined && n !== needs);
    const errors = [
      ...(needs && p[needs] === undefined ? [{ name: needs, value: "", message: `is required with fault=${kind}` }] : []),
      ...stray.map((name) => ({ name, value: p[name] ?? "", message: `is not taken by fault=${kind}` })),
    ];
    if (errors.length > 0) return reply.code(400).send(envelope(m.now, { code: CODES.invalidRequest, parameterErrors: errors }));
    const set = { kind, amount: needs ? Number(p[needs]) : 0, remaining: Number(p.events ?? "1") };
    faults.set(w.id, set);
    return reply.send(envelope(m.now, { code: CODES.requestOk }, { webhookId: w.id, ...view(set) }));
  });
  app.get<{ Params: { id: string } }>("/sandbox/v1/webhooks/:id/faults", (req, reply) => {
    const m = merchantCall(req);
    const p = sandboxParams(req, reply, m, ENTITY_ONLY, "query");
    if (!p) return reply;
    const w = owned(req.params.id, p.entityId);
    if (!w) return notFound(reply, m.now, "webhook");
    return reply
      .header("cache-control", "no-store")
      .send(envelope(m.now, { code: CODES.requestOk }, { webhookId: w.id, set: view(faultOf(w)) }));
  });
  app.delete<{ Params: { id: string } }>("/sandbox/v1/webhooks/:id/faults", (req, reply) => {
    const m = merchantCall(req);
    const p = sandboxParams(req, reply, m, ENTITY_ONLY, "query");
    if (!p) return reply;
    const w = owned(req.params.id, p.entityId);
    if (!w) return notFound(reply, m.now, "webhook");
    faults.clear(w.id);
    return reply.send(envelope(m.now, { code: CODES.requestOk }, { webhookId: w.id, set: null }));
  });
}
