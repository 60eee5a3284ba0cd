import type { FastifyInstance } from "fastify";
import { CODES } from "../../shared/result-codes.ts";
import type { GatewayContext } from "../context.ts";
import { envelope, newCheckoutId } from "../http/envelope.ts";
import { formBody } from "../http/form-body.ts";
import { notFound, queryEntityMatches, validBody } from "../http/merchant-request.ts";
import { merchantCall } from "../http/merchant-scope.ts";
import { OPERATIONS } from "../params/operations.ts";
import { registrationResponse } from "../payments/registrations.ts";
import { isExpired, SESSION_GONE, statusHandedOut, toCheckout } from "./checkouts.ts";

/** Why a checkout cannot be updated now. */
const IN_FLIGHT = {
  summary: "the shopper's payment data is saved for your summary page and waits for your confirmation",
  challenge: "a payment of this checkout waits for the shopper's 3-D Secure authentication",
  redirect: "a payment of this checkout waits for the shopper at the bank's page",
} as const;

type IdRoute = { Params: { id: string }; Querystring: { entityId?: string } };

/** The merchant's checkout endpoints: bearer token + entityId (spec 4, 5). */
export function checkoutRoutes(app: FastifyInstance, ctx: GatewayContext) {
  const { store } = ctx;
  const load = (id: string) => {
    const row = store.checkout(id);
    return row ? toCheckout(row) : undefined;
  };

  app.post("/v1/checkouts", (req, reply) => {
    const m = merchantCall(req);
    // createRegistration=true without paymentType: a registration-only checkout (docs/integration.md "Stored cards").
    const asked = formBody(req.body);
    const registrationOnly = asked.createRegistration === "true" && asked.paymentType === undefined;
    const params = validBody(req, reply, ctx, m, registrationOnly ? OPERATIONS.createRegistrationCheckout : OPERATIONS.createCheckout);
    if (!params) return;
    if (registrationOnly && "amount" in params !== "currency" in params) {
      const name = "amount" in params ? "currency" : "amount";
      const message = "is required with amount/currency: a registration-only checkout sends both or neither";
      return reply.code(400).send(envelope(m.now, { code: CODES.invalidRequest, parameterErrors: [{ name, value: "", message }] }));
    }
    const id = newCheckoutId();
    store.insertCheckout(id, params.entityId ?? "", m.now, params);
    const integrity = params.integrity === "true" ? ctx.assets.get("paymentWidgets.js")?.integrity : undefined;
    return reply.send(envelope(m.now, { code: "000.200.100" }, { id, ...(integrity ? { integrity } : {}) }));
  });

  /** Adds or replaces parameters of an open checkout (spec 4). */
  app.post<IdRoute>("/v1/checkouts/:id", (req, reply) => {
    const m = merchantCall(req);
    const params = validBody(req, reply, ctx, m, OPERATIONS.updateCheckout);
    if (!params) return;
    const c = load(req.params.id);
    if (!c || c.entityId !== params.entityId) return notFound(reply, m.now, "checkout");
    if (isExpired(c, m.now)) return reply.code(400).send(envelope(m.now, { code: CODES.invalidRequest, description: SESSION_GONE }));
    // One transaction: no payment may start settling between the check and the update (it would settle the old amount).
    const outcome = store.atomically(() => {
      const inFlight = store.paymentInFlight(c.id);
      if (inFlight) return inFlight;
      return store.updateCheckout(c.id, { ...c.params, ...params }) ? "updated" : "paid";
    });
    if (outcome === "paid") return reply.code(400).send(envelope(m.now, { code: CODES.sessionClosed }));
    if (outcome !== "updated") {
      const description = `${IN_FLIGHT[outcome]}: the checkout cannot change under it; wait for its outcome, or create a new checkout`;
      return reply.code(400).send(envelope(m.now, { code: CODES.invalidRequest, description }, { id: c.id }));
    }
    return reply.send(envelope(m.now, { code: "000.200.101" }, { id: c.id }));
  });

  app.get<IdRoute>("/v1/checkouts/:id/payment", (req, reply) => {
    const m = merchantCall(req);
    const c = load(req.params.id);
    if (!c || !queryEntityMatches(req.query, m.entities, c.entityId)) return notFound(reply, m.now, "checkout");
    store.markFetched(c.id);
    // The payment that paid the checkout, else the latest attempt (a pending redirect, a decline).
    const payment = (c.paidPaymentId ? store.payment(c.paidPaymentId) : undefined) ?? store.lastPayment(c.id);
    // Summary-page data saved and not confirmed yet (000.200.110, masked card): newer than any earlier attempt.
    const saved = c.paidPaymentId ? undefined : store.savedPayment(c.id);
    if (saved && saved.payment_id === null && (!payment || payment.created_at <= saved.created_at)) {
      return reply.header("cache-control", "no-store").type("application/json; charset=utf-8").send(saved.response);
    }
    // Expired unpaid (spec 3 rule 2): the session is gone, as the established platform answers it — not pending forever.
    if (!payment && isExpired(c, m.now)) {
      return reply
        .code(400)
        .header("cache-control", "no-store")
        .send(envelope(m.now, { code: CODES.invalidRequest, description: SESSION_GONE }, { id: c.id }));
    }
    if (!payment) {
      return reply.send(
        envelope(m.now, { code: CODES.pending, description: "transaction pending: the shopper has not paid yet" }, { id: c.id }),
      );
    }
    // The paid result is handed out once, as on the established platform: a merchant's second request (a
    // reloaded result page) finds no session there, so it must not work here first. (A decline may be
    // fetched again: the widget lets the shopper pay the same checkout with another card.)
    if (payment.id === c.paidPaymentId && !store.handOutFinalStatus(c.id)) {
      return reply
        .code(400)
        .header("cache-control", "no-store")
        .send(envelope(m.now, { code: CODES.invalidRequest, description: statusHandedOut(payment.id) }, { id: c.id }));
    }
    return reply
      .code(payment.http_status)
      .header("cache-control", "no-store")
      .type("application/json; charset=utf-8")
      .send(payment.response);
  });

  /** The registration a checkout's payment stored (createRegistration=true), spec 4. */
  app.get<IdRoute>("/v1/checkouts/:id/registration", (req, reply) => {
    const m = merchantCall(req);
    const c = load(req.params.id);
    if (!c || !queryEntityMatches(req.query, m.entities, c.entityId)) return notFound(reply, m.now, "checkout");
    store.markFetched(c.id);
    const r = store.registrationOfCheckout(c.id);
    if (!r) {
      const description =
        "transaction pending: no registration yet (create the checkout with createRegistration=true; the shopper has to pay)";
      return reply.send(envelope(m.now, { code: CODES.pending, description }, { id: c.id }));
    }
    return reply.header("cache-control", "no-store").send(registrationResponse(r, m.now));
  });
}
