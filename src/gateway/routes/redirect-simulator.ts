import type { FastifyInstance, FastifyReply } from "fastify";
import type { GatewayContext } from "../context.ts";
import { DECISIONS, type Decision, settleAsyncPayment, settleAsyncPaymentIfExpired } from "../payments/async-payment.ts";
import { hostOf, trustedResultUrl } from "../payments/result-url-trust.ts";
import { REDIRECT_PAGE_CSS, redirectGonePage, redirectLeavePage, redirectPage } from "../simulator/redirect-page.ts";
import { formBody } from "./form-body.ts";

/** The page's policy: no script at all, its own stylesheet, the form posts back here and may end at the shop. */
export function redirectPagePolicy(resultOrigin: string): string {
  return [
    "default-src 'none'",
    "style-src 'self'",
    `form-action 'self' ${resultOrigin}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
  ].join("; ");
}

/** `{shopperResultUrl}?id={checkoutId}&resourcePath=/v1/checkouts/{checkoutId}/payment` (spec 6.1). */
export function shopperReturn(resultUrl: string, checkoutId: string): string {
  const url = new URL(resultUrl);
  url.searchParams.set("id", checkoutId);
  url.searchParams.set("resourcePath", `/v1/checkouts/${checkoutId}/payment`);
  return url.href;
}

/**
 * The sandbox bank/wallet page of redirect brands and virtual accounts (README "Test data"): the
 * widget sends the shopper here with the pending payment's ticket; approve, decline or abandon
 * settles the payment and returns the shopper to shopperResultUrl.
 */
export function redirectSimulatorRoutes(app: FastifyInstance, ctx: GatewayContext) {
  const html = (reply: FastifyReply, status: number, body: string, resultOrigin = "'none'") =>
    reply
      .code(status)
      .headers({
        "content-type": "text/html; charset=utf-8",
        "content-security-policy": redirectPagePolicy(resultOrigin),
        "cache-control": "no-store",
        "referrer-policy": "no-referrer",
        "cross-origin-opener-policy": "same-origin",
        "x-frame-options": "DENY",
      })
      .send(body);
  const find = (id: string, ticket: unknown) => {
    const row = ctx.store.asyncPayment(id);
    return row && typeof ticket === "string" && ticket === row.ticket ? row : undefined;
  };

  app.get("/v1/simulator/redirect.css", (_req, reply) =>
    reply.headers({ "content-type": "text/css; charset=utf-8", "cache-control": "public, max-age=300" }).send(REDIRECT_PAGE_CSS),
  );

  app.get<{ Params: { id: string }; Querystring: { ticket?: string } }>("/v1/simulator/redirect/:id", (req, reply) => {
    const row = find(req.params.id, req.query.ticket);
    if (!row) return html(reply, 404, redirectGonePage("This payment link is unknown or incomplete."));
    const origin = new URL(row.result_url).origin;
    const back = shopperReturn(row.result_url, row.checkout_id);
    if (row.state !== "pending") return html(reply, 409, redirectGonePage("This payment was already answered.", back), origin);
    const checkout = ctx.store.checkout(row.checkout_id);
    const params = checkout ? (JSON.parse(checkout.params) as Record<string, string>) : {};
    // The bank page lives as long as its checkout: opened later, the payment times out instead.
    if (settleAsyncPaymentIfExpired(ctx, row))
      return html(reply, 410, redirectGonePage("This payment expired with its checkout.", back), origin);
    return html(
      reply,
      200,
      redirectPage({
        paymentId: row.payment_id,
        ticket: row.ticket,
        brand: row.brand,
        amount: params.amount ?? "",
        currency: params.currency ?? "",
        accountHint: row.account_hint,
      }),
      origin,
    );
  });

  app.post<{ Params: { id: string } }>("/v1/simulator/redirect/:id", (req, reply) => {
    const body = formBody(req.body);
    const row = find(req.params.id, body.ticket);
    if (!row) return html(reply, 404, redirectGonePage("This payment link is unknown or incomplete."));
    const back = shopperReturn(row.result_url, row.checkout_id);
    const origin = new URL(row.result_url).origin;
    // The page's own form only: a cross-site post is refused (the ticket is the capability, this is the belt).
    const site = req.headers["sec-fetch-site"];
    if (site !== undefined && site !== "same-origin")
      return html(reply, 403, redirectGonePage("Answer on the simulator page itself."), origin);
    const decision = body.decision;
    if (decision === undefined || !Object.hasOwn(DECISIONS, decision)) {
      return html(reply, 400, redirectGonePage("Choose approve, decline or cancel.", back), origin);
    }
    const settled = settleAsyncPayment(ctx, row, decision as Decision);
    if (settled.kind === "decided-before") return html(reply, 409, redirectGonePage("This payment was already answered.", back), origin);
    if (settled.kind === "expired") return html(reply, 410, redirectGonePage("This payment expired with its checkout.", back), origin);
    // Only an address the merchant set (or on a merchant origin) is followed; else the shopper sees where the link goes.
    const checkout = ctx.store.checkout(row.checkout_id);
    const params = checkout ? (JSON.parse(checkout.params) as Record<string, string>) : {};
    if (!trustedResultUrl(row.result_url, params, ctx.config.frameAncestors)) {
      return html(reply, 200, redirectLeavePage(`Your answer was recorded. The shop's page is at ${hostOf(back)}.`, back), origin);
    }
    return reply.code(303).header("location", back).header("cache-control", "no-store").send();
  });
}
