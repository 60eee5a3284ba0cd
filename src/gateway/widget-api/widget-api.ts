import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { formKindOf } from "../../shared/payment-methods.ts";
import { CODES } from "../../shared/result-codes.ts";
import { checkoutAttempt, loadCheckout, routeCheckout } from "../checkouts/checkout-route.ts";
import { type Checkout, expiresAt, isExpired } from "../checkouts/checkouts.ts";
import type { GatewayContext } from "../context.ts";
import { originAllowedBy } from "../csp-source.ts";
import { envelope } from "../http/envelope.ts";
import { formBody } from "../http/form-body.ts";
import { publicOrigin } from "../http/public-origin.ts";
import { THROTTLED } from "../http/route-flags.ts";
import { PAYMENTS_FRAMES_ONLY, widgetCaller } from "../http/widget-caller.ts";
import { checkRows } from "../params/check-rows.ts";
import { checkKindRules, checkMerchantInputs, normalizeShopperInput, widgetReturn } from "../params/widget-payment-rules.ts";
import { mergeWidgetRequest, widgetRefusal } from "../params/widget-request.ts";
import { offeredRegistrations, storedCard } from "../payments/checkout-registrations.ts";
import { DESCRIPTOR_NAME } from "../payments/payment-response.ts";
import { storedCardPayment } from "../payments/stored-card-payment.ts";
import { confirmSummary } from "../payments/summary-confirm.ts";
import { SUMMARY_FLAG, saveForSummary } from "../payments/summary-page.ts";
import { widgetPaymentKind } from "../payments/widget-payment-kinds.ts";

const REGISTRATION_ONLY =
  "a registration-only checkout (createRegistration=true, no paymentType) stores a card: load the widget with checkoutId={id}/registration";

/**
 * The widget's endpoints. No token in the browser: the checkout id is the capability, and the
 * payment endpoint only accepts requests from the gateway's own frame pages (same origin).
 */
export function widgetRoutes(app: FastifyInstance, ctx: GatewayContext) {
  const { store } = ctx;
  /** The checkout's stored cards (one-click), if it lists any of its entity. */
  const storedCards = (c: Checkout) => {
    const rows = offeredRegistrations(store, c);
    return rows.length > 0 ? { registrations: rows.map(storedCard) } : {};
  };
  const checkout = loadCheckout(ctx);
  // Any page may read a checkout's public configuration (its 404 too): the checkout id is the capability.
  const publicRead = async (_req: FastifyRequest, reply: FastifyReply) => {
    void reply.headers({ "access-control-allow-origin": "*", "cache-control": "no-store" });
  };

  const pageRefused = (origin: string | undefined, own: string) =>
    origin !== undefined && origin !== own && !originAllowedBy(origin, ctx.config.frameAncestors, own);
  app.get<{ Params: { id: string } }>("/v1/checkouts/:id/config", { preHandler: [publicRead, checkout] }, (req, reply) => {
    const c = routeCheckout(req);
    const now = ctx.now(c.entityId);
    return reply.send({
      id: c.id,
      amount: c.params.amount,
      currency: c.params.currency,
      paymentType: c.params.paymentType,
      testMode: c.params.testMode ?? "INTERNAL",
      expiresAt: new Date(expiresAt(c)).toISOString(),
      expired: isExpired(c, now),
      // A registration the widget stored closes the checkout too: the widget shows that it is done.
      ...(c.paidPaymentId === null && store.registrationOfCheckout(c.id)
        ? { paid: true, registered: true }
        : { paid: c.paidPaymentId !== null }),
      ...storedCards(c),
      entityId: c.entityId,
      // Who debits the shopper's account, named in the SEPA mandate: merchant.name's trading name (before its "*"
      // and product description, spec 2.15), else the channel's name on statements.
      creditor: (c.params["merchant.name"]?.split("*")[0]?.trim() || DESCRIPTOR_NAME).slice(0, 100),
      // The widget leads there when the merchant's form has no action (it then sends none: a second is refused).
      ...(c.params.shopperResultUrl ? { shopperResultUrl: c.params.shopperResultUrl } : {}),
      // A page whose origin FRAME_ANCESTORS does not list, or that has none (Origin: null — a data: document in a
      // webview, a file): the browser will refuse it the card fields. Told now, the widget says why instead of
      // waiting 10 s for frames that cannot answer.
      ...(pageRefused(req.headers.origin, publicOrigin(req, ctx)) ? { pageRefused: true } : {}),
    });
  });

  // The preflight of a merchant page's payment (non-card methods send Idempotency-Key from the page).
  app.options<{ Params: { id: string } }>("/v1/checkouts/:id/payment", (req, reply) => {
    const caller = widgetCaller(req, publicOrigin(req, ctx), ctx.config.frameAncestors);
    if (caller.kind !== "merchant") return reply.code(403).send();
    return reply
      .code(204)
      .headers({
        ...corsHeaders(caller.origin),
        "access-control-allow-methods": "POST",
        "access-control-allow-headers": "content-type, idempotency-key",
        "access-control-max-age": "600",
      })
      .send();
  });

  // The merchant's server confirming summary-page data (bearer token) shares the path; the browser's post has no token.
  const confirming = (req: FastifyRequest) => req.headers.authorization !== undefined;
  app.post<{ Params: { id: string } }>(
    "/v1/checkouts/:id/payment",
    {
      ...THROTTLED,
      preHandler: [
        async (req, reply) => (confirming(req) ? undefined : callerCheck(req, reply)),
        async (req, reply) => (confirming(req) ? undefined : checkout.call(app, req, reply)),
      ],
    },
    (req, reply) => (confirming(req) ? confirmSummary(req, reply, ctx) : pay.call(app, req, reply)),
  );

  /**
   * Who may post a payment: the gateway's own frames (anything), or a merchant page allowed by
   * frameAncestors (non-card brands only, with CORS); anyone else gets 403 before the checkout is read.
   */
  const callerCheck = async (req: FastifyRequest, reply: FastifyReply) => {
    void reply.header("cache-control", "no-store");
    const caller = widgetCaller(req, publicOrigin(req, ctx), ctx.config.frameAncestors);
    if (caller.kind === "merchant") void reply.headers(corsHeaders(caller.origin));
    const refusal =
      caller.kind === "refused" ? caller.reason : caller.kind === "merchant" ? merchantRefusal(formBody(req.body)) : undefined;
    if (refusal) return reply.code(403).send(envelope(ctx.now(undefined), { code: CODES.notAuthorized, description: refusal }));
  };

  /** A new payment attempt (checkout-route.ts checks the session, the endpoint and the attempt count first). */
  const pay = checkoutAttempt(
    ctx,
    { wrongEndpoint: (c) => (c.params.paymentType === undefined ? REGISTRATION_ONLY : undefined) },
    (req, c, now, answer) => {
      // The brand's form kind picks the rules and the runner (payments/widget-payment-kinds.ts).
      const body = formBody(req.body);
      const kind = (body.paymentBrand === undefined ? undefined : formKindOf(body.paymentBrand)) ?? "detected";
      const k = widgetPaymentKind(kind);
      const request: Record<string, string> = Object.fromEntries(Object.entries(body).filter(([name]) => k.accepts(name)));
      // 3-D Secure 2 browser data (spec 2.10): the widget sends what script can read, the gateway adds the Accept header.
      const accept = req.headers.accept;
      // Not when the merchant's server set one on the checkout: that one stands (the browser adds, never replaces).
      const browserAccept = "customer.browser.acceptHeader";
      if (request[browserAccept] === undefined && c.params[browserAccept] === undefined && typeof accept === "string" && accept !== "") {
        request[browserAccept] = accept.slice(0, 2048);
      }
      normalizeShopperInput(request);
      // wpwlOptions.useSummaryPage: card payments typed into the card form only (docs/integration.md "Summary page").
      const flag = body[SUMMARY_FLAG];
      const summary = flag === "true";
      const summaryProblem =
        flag !== undefined && !summary && flag !== "false"
          ? "expected true or false"
          : summary && (!k.summaryPage || "registrationId" in request)
            ? "the summary page is available for card payments entered in the card form only; pay this brand without it"
            : undefined;
      if (summaryProblem) {
        const error = { name: SUMMARY_FLAG, value: (flag ?? "").slice(0, 16), message: summaryProblem };
        return answer(400, envelope(now, { code: CODES.invalidRequest, parameterErrors: [error] }));
      }
      // The browser adds to the merchant's checkout, never replaces what the merchant set (spec 2.21).
      const merged = mergeWidgetRequest(c.params, request);
      if ("errors" in merged) return answer(400, envelope(now, widgetRefusal(merged.errors)));
      if ("registrationId" in request && (kind === "detected" || kind === "card")) {
        const r = storedCardPayment(ctx, c, request);
        return answer(r.status, r.body, r.json);
      }
      const widget = widgetReturn(req.headers);
      const errors = [
        ...checkRows(request, k.rows),
        ...checkMerchantInputs(request),
        ...checkKindRules(kind, merged.params),
        ...(widget && "message" in widget ? [widget] : []),
      ];
      if (errors.length > 0) return answer(400, envelope(now, { code: CODES.invalidRequest, parameterErrors: errors }));
      // The checkout's parameters with the browser's: saved for the summary page, or paid now.
      const r = summary
        ? saveForSummary(ctx, c, merged.params)
        : k.run(ctx, c, merged.params, {
            now,
            gatewayOrigin: publicOrigin(req, ctx),
            widget: widget && !("message" in widget) ? widget : undefined,
          });
      return answer(r.status, r.body, r.json);
    },
  );
}

/** Why a merchant page's payment is refused: card data, or a card brand, may come only from the hosted fields. */
function merchantRefusal(params: Readonly<Record<string, string>>): string | undefined {
  if (Object.keys(params).some((k) => k.startsWith("card."))) return `card data is accepted only from the gateway's hosted fields`;
  const brand = params.paymentBrand;
  const kind = brand === undefined ? undefined : formKindOf(brand);
  if (kind === undefined || kind === "card") return `${PAYMENTS_FRAMES_ONLY}; a merchant page may pay only with a non-card paymentBrand`;
  return undefined;
}

function corsHeaders(origin: string): Record<string, string> {
  return { "access-control-allow-origin": origin, vary: "origin", "access-control-expose-headers": "idempotent-replayed" };
}
