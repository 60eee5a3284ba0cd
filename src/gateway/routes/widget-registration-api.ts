import type { FastifyInstance, FastifyRequest } from "fastify";
import { CODES, isSuccessCode } from "../../shared/result-codes.ts";
import { type Checkout, closedSession, toCheckout } from "../checkouts.ts";
import type { GatewayContext } from "../context.ts";
import { envelope, hexId } from "../envelope.ts";
import { checkRows } from "../params/check-rows.ts";
import { checkMerchantInputs, WIDGET_PAYMENT_ROWS, widgetPaymentAccepts } from "../params/widget-payment-rules.ts";
import { mergeWidgetRequest } from "../params/widget-request.ts";
import { registrationParams, registrationResponse } from "../payments/registrations.ts";
import { decideAccount } from "../simulator/account-ref.ts";
import { formBody } from "./form-body.ts";
import { type Answer, idempotentAttempt } from "./idempotent-attempt.ts";
import { framesOnly } from "./route-flags.ts";
import { MAX_ATTEMPTS } from "./widget-api.ts";

/**
 * POST /v1/checkouts/{id}/registration (spec 4): the registration-only widget
 * (`paymentWidgets.js?checkoutId={id}/registration`) stores the card, no payment. Like the payment
 * endpoint: only the gateway's own card-number frame may post (same origin), one idempotency key
 * is one attempt, a checkout stores at most one registration. The merchant then reads it with
 * GET /v1/checkouts/{id}/registration.
 */
export function widgetRegistrationRoutes(app: FastifyInstance, ctx: GatewayContext) {
  const { store } = ctx;
  app.post<{ Params: { id: string } }>(
    "/v1/checkouts/:id/registration",
    framesOnly("registrations are accepted only from the gateway's hosted fields"),
    (req, reply) => {
      const now = ctx.now();
      const row = store.checkout(req.params.id);
      if (!row) return reply.code(404).send(envelope(now, { code: CODES.invalidRequest, description: "no checkout with this id" }));
      return idempotentAttempt(req, reply, store, row.id, now, (answer) => {
        const fresh = store.checkout(row.id);
        return fresh ? register(req, toCheckout(fresh), now, answer) : answer(404, envelope(now, { code: CODES.invalidRequest }));
      });
    },
  );

  const register = (req: FastifyRequest, c: Checkout, now: number, answer: Answer) => {
    const closed = closedSession(c, now) ?? (store.registrationOfCheckout(c.id) ? { code: CODES.sessionClosed } : undefined);
    if (closed) return answer(400, envelope(now, closed));
    // A payment checkout is paid through /payment (createRegistration=true stores the card with it): storing
    // a card alone here would close it unpaid.
    if (c.params.paymentType !== undefined)
      return answer(400, envelope(now, { code: CODES.invalidRequest, description: PAYMENT_CHECKOUT }));
    if (!store.countAttempt(c.id, MAX_ATTEMPTS))
      return answer(400, envelope(now, { code: CODES.tooManyAttempts, description: TOO_MANY_ATTEMPTS }));

    const request = Object.fromEntries(
      Object.entries(formBody(req.body)).filter(([k]) => widgetPaymentAccepts("card", k) && k !== "registrationId"),
    );
    const merged = mergeWidgetRequest(c.params, request);
    const errors = [
      ...checkRows(request, WIDGET_PAYMENT_ROWS.card),
      ...checkMerchantInputs(request),
      ...("errors" in merged ? merged.errors : []),
    ];
    if (errors.length > 0 || "errors" in merged) return answer(400, envelope(now, { code: CODES.invalidRequest, parameterErrors: errors }));
    const { params } = merged;
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
    if (!stored) return answer(400, envelope(now, { code: CODES.sessionClosed }));
    return answer(200, registrationResponse(registration, now));
  };
}

const PAYMENT_CHECKOUT =
  "this checkout takes a payment (it has a paymentType): pay it with the payment widget (createRegistration=true also stores the card); only a registration-only checkout stores a card alone";
const TOO_MANY_ATTEMPTS = `this checkout had ${MAX_ATTEMPTS} attempts, the most one checkout answers: create a new checkout`;
