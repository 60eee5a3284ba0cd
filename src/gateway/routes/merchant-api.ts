import type { FastifyInstance } from "fastify";
import { authenticate } from "../auth.ts";
import { toCheckout } from "../checkouts.ts";
import type { GatewayContext } from "../context.ts";
import { envelope, newCheckoutId } from "../envelope.ts";
import { CHECKOUT_RULES } from "../params/checkout-rules.ts";
import { checkParams } from "../params/rules.ts";
import { formBody } from "./form-body.ts";

/** The merchant's server-to-server API: bearer token + entityId (spec 4, 5). */
export function merchantRoutes(app: FastifyInstance, ctx: GatewayContext) {
  const { store } = ctx;

  app.post("/v1/checkouts", (req, reply) => {
    const now = ctx.now();
    const entities = authenticate(req, reply, ctx.tokens, now);
    if (!entities) return;
    const params = formBody(req.body);
    const errors = checkParams(params, CHECKOUT_RULES);
    if (errors.length > 0) {
      return reply.code(400).send(envelope(now, { code: "200.300.404", parameterErrors: errors }));
    }
    if (!entities.includes(params.entityId ?? "")) {
      return reply.code(403).send(
        envelope(now, {
          code: "800.900.301",
          description: "user authorization failed: the access token is not valid for this entityId",
        }),
      );
    }
    const id = newCheckoutId();
    store.insertCheckout(id, params.entityId ?? "", now, params);
    const integrity = params.integrity === "true" ? ctx.assets.get("paymentWidgets.js")?.integrity : undefined;
    return reply.send(envelope(now, { code: "000.200.100" }, { id, ...(integrity ? { integrity } : {}) }));
  });

  app.get<{ Params: { id: string }; Querystring: { entityId?: string } }>("/v1/checkouts/:id/payment", (req, reply) => {
    const now = ctx.now();
    const entities = authenticate(req, reply, ctx.tokens, now);
    if (!entities) return;
    const row = store.checkout(req.params.id);
    const checkout = row ? toCheckout(row) : undefined;
    const entityId = req.query.entityId;
    if (!checkout || !entities.includes(checkout.entityId) || (entityId !== undefined && entityId !== checkout.entityId)) {
      return reply.code(404).send(envelope(now, { code: "200.300.404", description: "no checkout with this id for your entity" }));
    }
    store.markFetched(checkout.id);
    const payment = store.lastPayment(checkout.id);
    if (!payment) {
      return reply.send(
        envelope(now, { code: "000.200.000", description: "transaction pending: the shopper has not paid yet" }, { id: checkout.id }),
      );
    }
    return reply
      .code(payment.http_status)
      .header("cache-control", "no-store")
      .type("application/json; charset=utf-8")
      .send(payment.response);
  });
}
