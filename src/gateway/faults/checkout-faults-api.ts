import type { FastifyInstance } from "fastify";
import { CODES } from "../../shared/result-codes.ts";
import { toCheckout } from "../checkouts/checkouts.ts";
import type { GatewayContext } from "../context.ts";
import { envelope } from "../http/envelope.ts";
import { notFound } from "../http/merchant-request.ts";
import { merchantCall } from "../http/merchant-scope.ts";
import type { SpecRow } from "../params/spec-table.ts";
import { ENTITY_ROW, sandboxParams } from "../sandbox/sandbox-request.ts";
import type { CheckoutFaultRow, CheckoutFaults } from "./checkout-faults.ts";
import { MAX_LATENCY_MS, REQUEST_FAULTS } from "./request-faults.ts";

export const CHECKOUT_FAULT_ROWS: readonly SpecRow[] = [
  ENTITY_ROW,
  ["fault", REQUEST_FAULTS.map((f) => f.name).join("|"), "R"],
  ["ms", `N5:1-${MAX_LATENCY_MS}`, "O"],
  ["attempts", "N2:1-10", "O"],
];
const ENTITY_ONLY: readonly SpecRow[] = [ENTITY_ROW];

const view = (f: CheckoutFaultRow | { readonly kind: string; readonly ms: number; readonly remaining: number } | undefined) =>
  f ? { fault: f.kind, ms: f.kind === "latency" ? f.ms : null, attempts: f.remaining } : null;

/**
 * `POST /sandbox/v1/checkouts/{id}/faults` (entityId, fault — as X-Sandbox-Fault's: error-before-commit,
 * error-after-commit, drop-after-commit, latency with ms — and attempts, default 1): the shopper's next attempts on
 * that checkout (the widget's payments and registrations, a retry included) rehearse it (checkout-fault-hooks.ts);
 * `GET` shows what is left, `DELETE` ends it. Only the merchant's server sets it (the token of the checkout's
 * entity); nothing the shopper's browser sends can. One per checkout: a new one replaces it.
 */
export function checkoutFaultRoutes(app: FastifyInstance, ctx: GatewayContext, faults: CheckoutFaults) {
  const owned = (id: string, entityId: string | undefined) => {
    const row = ctx.store.checkout(id);
    return row && row.entity_id === entityId ? toCheckout(row) : undefined;
  };
  app.post<{ Params: { id: string } }>("/sandbox/v1/checkouts/:id/faults", (req, reply) => {
    const m = merchantCall(req);
    const p = sandboxParams(req, reply, m, CHECKOUT_FAULT_ROWS, "body");
    if (!p) return reply;
    const c = owned(req.params.id, p.entityId);
    if (!c) return notFound(reply, m.now, "checkout");
    const kind = p.fault as CheckoutFaultRow["kind"];
    const errors =
      kind === "latency" && p.ms === undefined
        ? [{ name: "ms", value: "", message: "is required with fault=latency: the milliseconds to wait, 1 to 30000" }]
        : kind !== "latency" && p.ms !== undefined
          ? [{ name: "ms", value: p.ms, message: `is not taken by fault=${kind}` }]
          : [];
    if (errors.length > 0) return reply.code(400).send(envelope(m.now, { code: CODES.invalidRequest, parameterErrors: errors }));
    const set = { kind, ms: Number(p.ms ?? "0"), remaining: Number(p.attempts ?? "1") };
    faults.set(c.id, set);
    return reply.send(envelope(m.now, { code: CODES.requestOk }, { checkoutId: c.id, ...view(set) }));
  });
  app.get<{ Params: { id: string } }>("/sandbox/v1/checkouts/:id/faults", (req, reply) => {
    const m = merchantCall(req);
    const p = sandboxParams(req, reply, m, ENTITY_ONLY, "query");
    if (!p) return reply;
    const c = owned(req.params.id, p.entityId);
    if (!c) return notFound(reply, m.now, "checkout");
    return reply
      .header("cache-control", "no-store")
      .send(envelope(m.now, { code: CODES.requestOk }, { checkoutId: c.id, set: view(c.fault) }));
  });
  app.delete<{ Params: { id: string } }>("/sandbox/v1/checkouts/:id/faults", (req, reply) => {
    const m = merchantCall(req);
    const p = sandboxParams(req, reply, m, ENTITY_ONLY, "query");
    if (!p) return reply;
    const c = owned(req.params.id, p.entityId);
    if (!c) return notFound(reply, m.now, "checkout");
    faults.clear(c.id);
    return reply.send(envelope(m.now, { code: CODES.requestOk }, { checkoutId: c.id, set: null }));
  });
}
