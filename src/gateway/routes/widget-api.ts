import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type Checkout, expiresAt, isExpired, toCheckout } from "../checkouts.ts";
import type { GatewayContext } from "../context.ts";
import { envelope } from "../envelope.ts";
import { checkParams } from "../params/rules.ts";
import { checkMerchantInputs, WIDGET_PAYMENT_ACCEPTS, WIDGET_PAYMENT_RULES, widgetReturn } from "../params/widget-payment-rules.ts";
import { executeInitialPayment } from "../payments/initial-payment.ts";
import { formBody } from "./form-body.ts";
import { publicOrigin } from "./public-origin.ts";

/** A client-chosen attempt id (the frames send a UUID). */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9-]{8,64}$/;

export const SESSION_GONE =
  "invalid or missing parameter - no payment session found for the requested id: a checkout can be used for 30 minutes after it was created";

/**
 * The widget's endpoints. No token in the browser: the checkout id is the capability, and the
 * payment endpoint only accepts requests from the gateway's own frame pages (same origin).
 */
export function widgetRoutes(app: FastifyInstance, ctx: GatewayContext) {
  const { store } = ctx;
  const load = (id: string): Checkout | undefined => {
    const row = store.checkout(id);
    return row ? toCheckout(row) : undefined;
  };
  const notFound = (reply: FastifyReply, now: number) =>
    reply.code(404).send(envelope(now, { code: "200.300.404", description: "no checkout with this id" }));

  app.get<{ Params: { id: string } }>("/v1/checkouts/:id/config", (req, reply) => {
    const now = ctx.now();
    void reply.headers({ "access-control-allow-origin": "*", "cache-control": "no-store" });
    const c = load(req.params.id);
    if (!c) return notFound(reply, now);
    return reply.send({
      id: c.id,
      amount: c.params.amount,
      currency: c.params.currency,
      paymentType: c.params.paymentType,
      testMode: c.params.testMode ?? "INTERNAL",
      expiresAt: new Date(expiresAt(c)).toISOString(),
      expired: isExpired(c, now),
      paid: c.paidPaymentId !== null,
    });
  });

  app.post<{ Params: { id: string } }>("/v1/checkouts/:id/payment", (req, reply) => {
    const now = ctx.now();
    void reply.header("cache-control", "no-store");
    if (!sameOrigin(req, ctx.config.publicOrigin)) {
      return reply
        .code(403)
        .send(envelope(now, { code: "800.900.301", description: "payments are accepted only from the gateway's hosted fields" }));
    }
    const c = load(req.params.id);
    if (!c) return notFound(reply, now);
    const key = req.headers["idempotency-key"];
    if (key !== undefined && (typeof key !== "string" || !IDEMPOTENCY_KEY.test(key))) {
      const message = "expected 8 to 64 letters, digits or hyphens";
      return reply
        .code(400)
        .send(envelope(now, { code: "200.300.404", parameterErrors: [{ name: "Idempotency-Key", value: "", message }] }));
    }
    // A retry of an attempt whose answer was lost gets that answer again: one attempt, one charge.
    const first = key === undefined ? undefined : store.idempotentAnswer(c.id, key);
    if (first) {
      return reply
        .code(first.http_status)
        .header("idempotent-replayed", "true")
        .type("application/json; charset=utf-8")
        .send(first.response);
    }
    const answer = (status: number, body: unknown) => {
      if (key !== undefined) store.saveIdempotentAnswer(c.id, key, now, status, JSON.stringify(body));
      return reply.code(status).send(body);
    };
    if (isExpired(c, now)) return answer(400, envelope(now, { code: "200.300.404", description: SESSION_GONE }));
    if (c.paidPaymentId !== null) return answer(400, envelope(now, { code: "100.350.101" }));

    const request = Object.fromEntries(Object.entries(formBody(req.body)).filter(([k]) => WIDGET_PAYMENT_ACCEPTS.test(k)));
    // 3-D Secure 2 browser data (spec 2.10): the widget sends what script can read, the gateway adds the Accept header.
    const accept = req.headers.accept;
    if (request["customer.browser.acceptHeader"] === undefined && typeof accept === "string" && accept !== "") {
      request["customer.browser.acceptHeader"] = accept.slice(0, 2048);
    }
    const widget = widgetReturn(req.headers);
    const errors = [
      ...checkParams(request, WIDGET_PAYMENT_RULES),
      ...checkMerchantInputs(request),
      ...(widget && "message" in widget ? [widget] : []),
    ];
    if (errors.length > 0) return answer(400, envelope(now, { code: "200.300.404", parameterErrors: errors }));

    // The checkout's parameters with the frame's card data: the pipeline of /v1/payments (fraud check,
    // 3-D Secure, registration). A shopperResultUrl the merchant's server set on the checkout wins over the form's action.
    const params = { ...c.params, ...request, ...(c.params.shopperResultUrl ? { shopperResultUrl: c.params.shopperResultUrl } : {}) };
    const challenge = { gatewayOrigin: publicOrigin(req, ctx), ...(widget && !("message" in widget) ? { widget } : {}) };
    const r = executeInitialPayment(ctx, { entityId: c.entityId, params, checkoutId: c.id, challenge });
    return answer(r.status, r.body);
  });
}

/**
 * Browsers send Origin (and Sec-Fetch-Site) on every POST: only the gateway's own pages may post a
 * payment here. A request with neither header is not from a browser (a server-side test client).
 */
function sameOrigin(req: FastifyRequest, publicOrigin: string | undefined): boolean {
  const origin = req.headers.origin;
  const site = req.headers["sec-fetch-site"];
  if (site !== undefined && site !== "same-origin") return false;
  if (origin === undefined) return site === "same-origin" || site === undefined;
  return origin === (publicOrigin ?? `${req.protocol}://${req.host}`);
}
