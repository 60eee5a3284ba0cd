import type { FastifyInstance } from "fastify";
import { isSuccessCode } from "../../shared/result-codes.ts";
import { isExpired, toCheckout } from "../checkouts.ts";
import type { GatewayContext } from "../context.ts";
import { envelope, hexId } from "../envelope.ts";
import { checkParams } from "../params/rules.ts";
import { checkMerchantInputs, WIDGET_PAYMENT_ACCEPTS, WIDGET_PAYMENT_RULES } from "../params/widget-payment-rules.ts";
import { registrationParams, registrationResponse } from "../payments/registrations.ts";
import { decideAccount } from "../simulator/account-ref.ts";
import { formBody } from "./form-body.ts";
import { idempotentAttempt } from "./idempotent-attempt.ts";
import { SESSION_GONE, sameOrigin } from "./widget-api.ts";

/**
 * POST /v1/checkouts/{id}/registration (spec 4): the registration-only widget
 * (`paymentWidgets.js?checkoutId={id}/registration`) stores the card, no payment. Like the payment
 * endpoint: only the gateway's own card-number frame may post (same origin), one idempotency key
 * is one attempt, a checkout stores at most one registration. The merchant then reads it with
 * GET /v1/checkouts/{id}/registration.
 */
export function widgetRegistrationRoutes(app: FastifyInstance, ctx: GatewayContext) {
  const { store } = ctx;
  app.post<{ Params: { id: string } }>("/v1/checkouts/:id/registration", (req, reply) => {
    const now = ctx.now();
    void reply.header("cache-control", "no-store");
    if (!sameOrigin(req, ctx.config.publicOrigin)) {
      return reply
        .code(403)
        .send(envelope(now, { code: "800.900.301", description: "registrations are accepted only from the gateway's hosted fields" }));
    }
    const row = store.checkout(req.params.id);
    if (!row) return reply.code(404).send(envelope(now, { code: "200.300.404", description: "no checkout with this id" }));
    const c = toCheckout(row);
    const attempt = idempotentAttempt(req, reply, store, c.id, now);
    if ("sent" in attempt) return attempt.sent;
    const { answer } = attempt;
    if (isExpired(c, now)) return answer(400, envelope(now, { code: "200.300.404", description: SESSION_GONE }));
    if (store.registrationOfCheckout(c.id) || c.paidPaymentId !== null) return answer(400, envelope(now, { code: "100.350.101" }));

    const request = Object.fromEntries(
      Object.entries(formBody(req.body)).filter(([k]) => WIDGET_PAYMENT_ACCEPTS.test(k) && k !== "registrationId" && k !== "amount"),
    );
    const errors = [...checkParams(request, WIDGET_PAYMENT_RULES), ...checkMerchantInputs(request)];
    if (errors.length > 0) return answer(400, envelope(now, { code: "200.300.404", parameterErrors: errors }));
    const params = { ...c.params, ...request };
    const decision = decideAccount(params, new Date(now));
    if (decision.parameterErrors) return answer(400, envelope(now, { code: decision.code, parameterErrors: decision.parameterErrors }));
    if (!isSuccessCode(decision.code) || !decision.ref) return answer(400, envelope(now, { code: decision.code }));
    const registration = {
      id: hexId(),
      entity_id: c.entityId,
      created_at: now,
      account: JSON.stringify(decision.ref),
      params: JSON.stringify(registrationParams(params)),
      checkout_id: c.id,
    };
    const stored = store.atomically(() => {
      if (store.registrationOfCheckout(c.id)) return false;
      store.insertRegistration(registration);
      return true;
    });
    if (!stored) return answer(400, envelope(now, { code: "100.350.101" }));
    return answer(200, registrationResponse(registration, now));
  });
}
