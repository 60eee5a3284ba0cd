import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import Fastify, { type FastifyInstance } from "fastify";
import { CHECKOUT_ID } from "../src/shared/checkout-config.ts";
import { LOCALE_CODES } from "../src/shared/locales.ts";
import { isPendingCode, isSuccessCode } from "../src/shared/result-codes.ts";
import { benchPages } from "./bench-pages.ts";
import { cartRoutes } from "./cart-page.ts";
import { createCheckout, type GatewayAccount, paymentStatus, scriptIntegrity } from "./gateway-api.ts";
import { esc, layout, shopPolicy } from "./html.ts";
import { scenarioScript, scenarioTailScript } from "./scenarios.ts";

const SHOP_CSS = readFileSync(new URL("./shop.css", import.meta.url));
const AMOUNT = /^\d{1,10}\.\d{2}$/;

/**
 * The demo merchant: its own origin, creates checkouts server-to-server, renders the checkout page
 * (script with SRI, strict CSP with a nonce) and a result page that asks the gateway for the status.
 */
export function buildShop(account: GatewayAccount): FastifyInstance {
  const app = Fastify({ logger: false });
  const html = (reply: import("fastify").FastifyReply, body: string, nonce = "none") =>
    reply
      .headers({
        "content-type": "text/html; charset=utf-8",
        "content-security-policy": shopPolicy(account.url, nonce),
        "cache-control": "no-store",
        "referrer-policy": "strict-origin-when-cross-origin",
        "x-content-type-options": "nosniff",
      })
      .send(body);

  app.get("/favicon.ico", (_req, reply) => reply.code(204).send());
  benchPages(app, account, html);
  cartRoutes(app, account);
  app.get("/shop.css", (_req, reply) => reply.type("text/css; charset=utf-8").send(SHOP_CSS));

  app.get("/", (_req, reply) =>
    html(
      reply,
      layout(
        "Cart",
        `<section class="order"><h1>Your cart</h1>
<p>1 × Espresso machine — <strong>EUR 49.99</strong></p>
<p><a class="button" href="/checkout?amount=49.99&amp;currency=EUR">Proceed to payment</a></p>
<p><a href="/cart">Express checkout with Apple Pay, Google Pay or Samsung Pay</a> ·
<a href="/checkout?amount=49.99&amp;currency=EUR&amp;brands=APPLEPAY%20GOOGLEPAY%20SAMSUNGPAY%20VISA%20MASTER&amp;scenario=wallets">Checkout with wallets and cards</a>
(wallets simulated in browsers without them)</p></section>
<p>Pay with a sandbox test card, for example VISA <code>4200 0000 0000 0000</code>, any future expiry, any 3-digit CVV.</p>`,
      ),
    ),
  );

  app.get<{ Querystring: { amount?: string; currency?: string; brands?: string; checkoutId?: string; locale?: string } }>(
    "/checkout",
    async (req, reply) => {
      const amount = req.query.amount ?? "49.99";
      const currency = req.query.currency ?? "EUR";
      const brands = (req.query.brands ?? "VISA MASTER AMEX").replace(/[^A-Z_ ]/g, "");
      // Passed to wpwlOptions.locale as a JSON string literal; the widget itself resolves and checks it.
      const locale = /^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/.test(req.query.locale ?? "") ? (req.query.locale as string) : "en";
      if (!AMOUNT.test(amount) || !/^[A-Z]{3}$/.test(currency))
        return reply.code(400).send("amount like 49.99 and a currency like EUR expected");
      const reused = req.query.checkoutId;
      if (reused !== undefined && !CHECKOUT_ID.test(reused)) return reply.code(400).send("malformed checkoutId");
      // ?scenario=<name>: a predefined merchant page of demo/scenarios.ts, a fixed script; nothing of the request is reflected.
      const scenarioName = (req.query as { scenario?: string }).scenario;
      const scenario = scenarioScript(scenarioName);
      if (scenarioName !== undefined && scenario === undefined) return reply.code(400).send("unknown scenario");
      const reference = `SHOP-${randomBytes(6).toString("hex")}`;
      const checkout = reused
        ? { id: reused, integrity: await scriptIntegrity(account) }
        : await createCheckout(account, { amount, currency, reference });
      const nonce = randomBytes(16).toString("base64");
      const scriptUrl = `${account.url}/v1/paymentWidgets.js?checkoutId=${encodeURIComponent(checkout.id)}`;
      const body = `<section class="order"><h1>Checkout</h1>
<p>Order total: <strong>${esc(currency)} ${esc(amount)}</strong></p>
<form action="/result" class="paymentWidgets" data-brands="${esc(brands)}"></form>
</section>
<details class="languages"><summary>Language</summary>${LOCALE_CODES.map(
        (l) =>
          `<a href="/checkout?amount=${esc(amount)}&amp;currency=${esc(currency)}&amp;locale=${l}"${l === locale ? ' aria-current="page"' : ""}>${l}</a>`,
      ).join(" ")}</details>
<h2>Widget events</h2>
<ol class="events" id="events"></ol>
<script nonce="${nonce}">
function shopLog(text) { var li = document.createElement("li"); li.textContent = text; document.getElementById("events").appendChild(li); }
${
  scenario ??
  `var wpwlOptions = {
  style: "card",
  locale: ${JSON.stringify(locale)},
  onReady: function () { shopLog("ready"); },
  onError: function (error) { shopLog("error: " + error.name + " " + error.message); }
};`
}
</script>
<script src="${esc(scriptUrl)}" integrity="${esc(checkout.integrity)}" crossorigin="anonymous"></script>${
        scenarioTailScript(scenarioName) === undefined ? "" : `\n<script nonce="${nonce}">\n${scenarioTailScript(scenarioName)}\n</script>`
      }`;
      return html(reply, layout("Checkout", body), nonce);
    },
  );

  app.get<{ Querystring: { id?: string; resourcePath?: string } }>("/result", async (req, reply) => {
    const { id = "", resourcePath = "" } = req.query;
    // Only ever ask the gateway for the checkout the shopper came back with: no open proxy.
    if (!CHECKOUT_ID.test(id) || resourcePath !== `/v1/checkouts/${id}/payment`) {
      return html(reply.code(400), layout("Result", "<h1>Unknown payment</h1><p>The result link is malformed.</p>"));
    }
    const { status, json } = await paymentStatus(account, resourcePath);
    const code = json.result?.code ?? "";
    const kind = isSuccessCode(code) ? "approved" : isPendingCode(code) ? "pending" : "declined";
    const card = json.card as { last4Digits?: string } | undefined;
    const title = { approved: "Payment approved", pending: "Payment pending", declined: "Payment not completed" }[kind];
    const rows = [
      ["Result code", code],
      ["Description", json.result?.description ?? ""],
      ["Amount", `${String(json.currency ?? "")} ${String(json.amount ?? "")}`],
      ["Card", card?.last4Digits ? `•••• ${card.last4Digits}` : ""],
      ["Payment id", typeof json.id === "string" ? json.id : ""],
      ["HTTP status", String(status)],
    ].filter(([, v]) => v?.trim());
    const table = rows.map(([k, v]) => `<tr><th>${esc(k ?? "")}</th><td><code>${esc(v ?? "")}</code></td></tr>`).join("");
    return html(
      reply,
      layout(
        title,
        `<section class="order"><h1 class="result result-${kind}" data-code="${esc(code)}">${title}</h1><table>${table}</table>
<p><a class="button" href="/">Back to the shop</a></p></section>`,
      ),
    );
  });

  return app;
}
