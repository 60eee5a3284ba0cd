import type { FastifyInstance, FastifyReply } from "fastify";
import { CHECKOUT_ID } from "../src/shared/checkout-config.ts";
import { SAVED_FOR_SUMMARY } from "../src/shared/result-codes.ts";
import { confirmPayment, type GatewayAccount, type paymentStatus } from "./gateway-api.ts";
import { esc, layout } from "./html.ts";

type Html = (reply: FastifyReply, body: string, nonce?: string) => FastifyReply;

/**
 * The shop's summary page (wpwlOptions.useSummaryPage, the `summary` scenarios): the widget saved the
 * payment data and sent the shopper here; the page shows the order and the masked card, and
 * "Confirm and pay" makes the server-to-server confirmation (POST /v1/checkouts/{id}/payment with
 * the bearer token), then the shopper sees the result page (or first the bank's 3-D Secure page).
 */
/** `statusOf`: the shop's status lookup (result-status.ts), which keeps a paid result the gateway hands out once. */
export function summaryRoutes(
  app: FastifyInstance,
  account: GatewayAccount,
  html: Html,
  statusOf: (resourcePath: string) => ReturnType<typeof paymentStatus>,
) {
  // The confirm button is a plain form post without fields: its body is not read.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, _body, done) => done(null, {}));

  const resultPath = (id: string) =>
    `/result?id=${encodeURIComponent(id)}&resourcePath=${encodeURIComponent(`/v1/checkouts/${id}/payment`)}`;

  app.get<{ Querystring: { id?: string; resourcePath?: string } }>("/summary", async (req, reply) => {
    const { id = "", resourcePath = "" } = req.query;
    // Only the checkout the shopper came back with: no open proxy.
    if (!CHECKOUT_ID.test(id) || resourcePath !== `/v1/checkouts/${id}/payment`) {
      return html(reply.code(400), layout("Summary", "<h1>Unknown order</h1><p>The summary link is malformed.</p>"));
    }
    const { json } = await statusOf(resourcePath);
    const code = json.result?.code ?? "";
    // Already confirmed (a reload, the back button): the result page tells how it ended.
    if (code !== SAVED_FOR_SUMMARY) return reply.redirect(resultPath(id), 303);
    const card = (json.card ?? {}) as { last4Digits?: string; expiryMonth?: string; expiryYear?: string; holder?: string };
    const rows = [
      ["Amount", `${String(json.currency ?? "")} ${String(json.amount ?? "")}`],
      ["Card", `${String(json.paymentBrand ?? "")} •••• ${card.last4Digits ?? ""}`],
      ["Expiry", card.expiryMonth && card.expiryYear ? `${card.expiryMonth}/${card.expiryYear}` : ""],
      ["Card holder", card.holder ?? ""],
    ].filter(([, v]) => v?.trim());
    const table = rows.map(([k, v]) => `<tr><th>${esc(k ?? "")}</th><td><code>${esc(v ?? "")}</code></td></tr>`).join("");
    return html(
      reply,
      layout(
        "Order summary",
        `<section class="order"><h1 class="summary" data-code="${esc(code)}">Order summary</h1>
<p>Please check your order. Nothing is charged until you confirm.</p>
<table>${table}</table>
<form method="post" action="/summary/confirm?id=${esc(encodeURIComponent(id))}"><button class="button" type="submit">Confirm and pay</button></form>
<p><a href="/">Back to the shop</a></p></section>`,
      ),
    );
  });

  app.post<{ Querystring: { id?: string } }>("/summary/confirm", async (req, reply) => {
    const id = req.query.id ?? "";
    const shop = `${req.protocol}://${req.host}`;
    // The shop's own page only (a cross-site form could otherwise confirm a shopper's order).
    if (!CHECKOUT_ID.test(id) || req.headers.origin !== shop) return reply.code(403).send("forbidden");
    const { json } = await confirmPayment(account, id, `${shop}/result`);
    // A 3-D Secure card: the shopper authenticates at the bank's page, which then leads to the result page.
    const redirect = (json.redirect ?? {}) as { url?: unknown };
    if (typeof redirect.url === "string" && redirect.url.startsWith(`${account.url}/`)) return reply.redirect(redirect.url, 303);
    return reply.redirect(resultPath(id), 303);
  });
}
