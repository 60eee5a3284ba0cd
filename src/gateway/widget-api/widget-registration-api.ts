import type { FastifyInstance, FastifyRequest } from "fastify";
import { CODES, isSuccessCode } from "../../shared/result-codes.ts";
import { checkoutAttempt, loadCheckout } from "../checkouts/checkout-route.ts";
import type { Checkout } from "../checkouts/checkouts.ts";
import type { GatewayContext } from "../context.ts";
import { envelope, newRegistrationId } from "../http/envelope.ts";
import { formBody } from "../http/form-body.ts";
import { framesOnly } from "../http/route-flags.ts";
import { checkRows } from "../params/check-rows.ts";
import { checkMerchantInputs, WIDGET_PAYMENT_ROWS, widgetPaymentAccepts } from "../params/widget-payment-rules.ts";
import { mergeWidgetRequest, widgetRefusal } from "../params/widget-request.ts";
import type { Answer } from "../payments/idempotent-attempt.ts";
import { registrationParams, registrationResponse } from "../payments/registrations.ts";
import { decideAccount } from "../simulator/account-ref.ts";
import { forcedResultCode } from "../simulator/test-switches.ts";

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
    { ...framesOnly("registrations are accepted only from the gateway's hosted fields"), preHandler: loadCheckout(ctx) },
    checkoutAttempt(
      ctx,
      {
        // A payment checkout is paid through /payment (createRegistration=true stores the card with it): storing
        // a card alone here would close it unpaid.
        wrongEndpoint: (c) => (c.params.paymentType !== undefined ? PAYMENT_CHECKOUT : undefined),
        alsoClosed: (c) => store.registrationOfCheckout(c.id) !== undefined,
      },
      (req, c, now, answer) => register(req, c, now, answer),
    ),
  );

  /** A new registration attempt (checkout-route.ts checked the session, the endpoint and the attempt count). */
  const register = (req: FastifyRequest, c: Checkout, now: number, answer: Answer) => {
    const request = Object.fromEntries(
      Object.entries(formBody(req.body)).filter(([k]) => widgetPaymentAccepts("card", k) && k !== "registrationId"),
    );
    const merged = mergeWidgetRequest(c.params, request);
    const errors = [
      ...checkRows(request, WIDGET_PAYMENT_ROWS.card),
      ...checkMerchantInputs(request),
      ...("errors" in merged ? merged.errors : []),
    ];
    if (errors.length > 0 || "errors" in merged) return answer(400, envelope(now, widgetRefusal(errors)));
    const { params } = merged;
    const decision = decideAccount(params, new Date(now));
    if (decision.parameterErrors) return answer(400, envelope(now, { code: decision.code, parameterErrors: decision.parameterErrors }));
    const code = forcedResultCode(params) ?? decision.code;
    if (!isSuccessCode(code) || !decision.ref) return answer(400, envelope(now, { code }));
    const registration = {
      id: newRegistrationId(),
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
