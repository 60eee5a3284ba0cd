import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isPendingCode, isSuccessCode } from "../../shared/result-codes.ts";
import { type Checkout, expiresAt, isExpired, toCheckout } from "../checkouts.ts";
import type { GatewayContext } from "../context.ts";
import { envelope, type ParameterError } from "../envelope.ts";
import { checkParams } from "../params/rules.ts";
import { WIDGET_PAYMENT_ACCEPTS, WIDGET_PAYMENT_RULES } from "../params/widget-payment-rules.ts";
import { cardPaymentResponse } from "../payment-response.ts";
import { decideCardPayment } from "../simulator/card-payment.ts";
import { formBody } from "./form-body.ts";

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
    if (isExpired(c, now)) return reply.code(400).send(envelope(now, { code: "200.300.404", description: SESSION_GONE }));
    if (c.paidPaymentId !== null) return reply.code(400).send(envelope(now, { code: "100.350.101" }));

    const request = Object.fromEntries(Object.entries(formBody(req.body)).filter(([k]) => WIDGET_PAYMENT_ACCEPTS.test(k)));
    const errors = checkParams(request, WIDGET_PAYMENT_RULES);
    if (errors.length > 0) return reply.code(400).send(envelope(now, { code: "200.300.404", parameterErrors: errors }));

    const decision = decideCardPayment(request, new Date(now));
    if (decision.parameterErrors) return rejectCard(reply, now, decision.code, decision.parameterErrors);
    const response = cardPaymentResponse({ now, code: decision.code, brand: decision.brand, checkout: c.params, request });
    const ok = isSuccessCode(decision.code) || isPendingCode(decision.code);
    const httpStatus = ok ? 200 : 400;
    // Synchronous from the closed-check above to here: two concurrent submits cannot both pay.
    store.recordPayment(
      {
        id: response.id,
        checkout_id: c.id,
        entity_id: c.entityId,
        created_at: now,
        http_status: httpStatus,
        response: JSON.stringify(response),
      },
      isSuccessCode(decision.code),
    );
    return reply.code(httpStatus).send(response);
  });
}

function rejectCard(reply: FastifyReply, now: number, code: string, parameterErrors: readonly ParameterError[]) {
  return reply.code(400).send(envelope(now, { code, parameterErrors }));
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
