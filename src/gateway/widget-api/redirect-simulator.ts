import type { FastifyInstance, FastifyReply } from "fastify";
import type { GatewayContext } from "../context.ts";
import { cspOrigin } from "../csp-source.ts";
import { formBody } from "../http/form-body.ts";
import { DECISIONS, type Decision, settleAsyncPayment, settleAsyncPaymentIfExpired } from "../payments/async-payment.ts";
import { followableResultUrl, hostOf, withResourcePath } from "../payments/result-url-trust.ts";
import { REDIRECT_PAGE_CSS, redirectGonePage, redirectLeavePage, redirectPage } from "../simulator/redirect-page.ts";
import type { AsyncPaymentRow } from "../store/db-rows.ts";

const EXPIRED = "This payment expired: the time to answer it (30 minutes) is over.";

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

/** Where the bank page returns the shopper: shopperResultUrl with the checkout's (or the payment's) resourcePath (spec 6.1). */
export function shopperReturn(row: AsyncPaymentRow): string {
  return withResourcePath(row.result_url, row.payment_id, row.checkout_id) ?? row.result_url;
}

/**
 * The sandbox bank/wallet page of redirect brands and virtual accounts (docs/test-data.md): the
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
  /** The checkout's parameters; server-to-server, the payment's own answer (its amount and currency). */
  const paymentParams = (row: AsyncPaymentRow): Record<string, string> => {
    const source = row.checkout_id === null ? ctx.store.payment(row.payment_id)?.response : ctx.store.checkout(row.checkout_id)?.params;
    return source ? (JSON.parse(source) as Record<string, string>) : {};
  };

  app.get("/v1/simulator/redirect.css", (_req, reply) =>
    reply.headers({ "content-type": "text/css; charset=utf-8", "cache-control": "public, max-age=300" }).send(REDIRECT_PAGE_CSS),
  );

  app.get<{ Params: { id: string }; Querystring: { ticket?: string } }>("/v1/simulator/redirect/:id", (req, reply) => {
    const row = find(req.params.id, req.query.ticket);
    if (!row) return html(reply, 404, redirectGonePage("This payment link is unknown or incomplete."));
    const origin = cspOrigin(row.result_url);
    const back = shopperReturn(row);
    if (row.state !== "pending") return html(reply, 409, redirectGonePage("This payment was already answered.", back), origin);
    const params = paymentParams(row);
    // The bank page lives as long as its checkout (server-to-server: 30 minutes): opened later, the payment times out instead.
    if (settleAsyncPaymentIfExpired(ctx, row)) return html(reply, 410, redirectGonePage(EXPIRED, back), origin);
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
    const back = shopperReturn(row);
    const origin = cspOrigin(row.result_url);
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
    if (settled.kind === "expired") return html(reply, 410, redirectGonePage(EXPIRED, back), origin);
    // The result URL stored with this payment when it was made (never one from this form): the shopper goes back to it.
    if (!followableResultUrl(back)) {
      return html(reply, 200, redirectLeavePage(`Your answer was recorded. The shop's page is at ${hostOf(back)}.`, back), origin);
    }
    return reply.code(303).header("location", back).header("cache-control", "no-store").send();
  });
}
