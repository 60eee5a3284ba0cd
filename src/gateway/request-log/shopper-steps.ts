import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler, onSendHookHandler } from "fastify";
import type { GatewayContext } from "../context.ts";
import { answerDropped } from "../faults/request-faults.ts";
import { findChallenge } from "../payments/three-d-secure-payment.ts";
import type { GatewayCore } from "../room.ts";
import { answeredRequest } from "./request-log.ts";

type Params = Readonly<Record<string, string | undefined>>;

/**
 * The shopper's steps of a checkout: what the shopper's browser posts, with no token, that a recorded session needs
 * to replay the checkout — the payment or registration the widget's frames send, the answer on the 3-D Secure page,
 * the decision on the bank page — each route with how its entity is found (the request log keeps it for that entity).
 */
const SHOPPER_STEPS: Readonly<Record<string, (ctx: GatewayContext, p: Params) => string | undefined>> = {
  "/v1/checkouts/:id/payment": (ctx, p) => ctx.store.checkout(p.id ?? "")?.entity_id,
  "/v1/checkouts/:id/registration": (ctx, p) => ctx.store.checkout(p.id ?? "")?.entity_id,
  "/v1/threeds/:txn": (ctx, p) => findChallenge(ctx, p.txn ?? "")?.entityId,
  "/v1/simulator/redirect/:id": (ctx, p) => {
    const row = ctx.store.asyncPayment(p.id ?? "");
    return row ? ctx.store.payment(row.payment_id)?.entity_id : undefined;
  },
};

/**
 * Logs the shopper's steps among the routes `app` registers from now on (request-log.ts, `by: "shopper"`), card data
 * masked as any request's: `payment-widgets record` then holds the whole checkout — the merchant's server creating
 * it and reading its result, the shopper paying between — and `replay` sends the shopper's steps as the browser
 * did. A request refused as not the shopper's own page's (403) is not a step of the session. The merchant's server
 * confirming a summary page on the payment's path (with its token) is logged as the merchant's.
 */
export function logShopperSteps(app: FastifyInstance, core: GatewayCore) {
  const { ctx, requestLog } = core;
  const logStep = (req: FastifyRequest, reply: FastifyReply, entityOf: (ctx: GatewayContext, p: Params) => string | undefined) => {
    const entity = reply.statusCode === 403 ? undefined : entityOf(ctx, req.params as Params);
    if (!entity) return;
    const merchant = req.headers.authorization !== undefined;
    requestLog.record(answeredRequest(req, reply, { now: ctx.now(entity), entities: [entity] }, merchant ? undefined : "shopper"));
  };
  app.addHook("onRoute", (route) => {
    const entityOf = Object.hasOwn(SHOPPER_STEPS, route.url) ? SHOPPER_STEPS[route.url] : undefined;
    if (!entityOf || [route.method].flat().join() !== "POST") return;
    // A dropped answer (drop-after-commit) never finishes, so Fastify runs no onResponse: it is logged as it goes.
    const keepAnswer: onSendHookHandler = (req, reply, payload, done) => {
      if (typeof payload === "string") req.answerText = payload;
      if (answerDropped(req)) logStep(req, reply, entityOf);
      done(null, payload);
    };
    const record: onResponseHookHandler = (req, reply, done) => {
      logStep(req, reply, entityOf);
      done();
    };
    route.onSend = [...(route.onSend === undefined ? [] : [route.onSend].flat()), keepAnswer];
    route.onResponse = [...(route.onResponse === undefined ? [] : [route.onResponse].flat()), record];
  });
}
