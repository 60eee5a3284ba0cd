import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { CHECKOUT_ID } from "../src/shared/checkout-config.ts";
import { LOCALE_CODES } from "../src/shared/locales.ts";
import { isPendingCode, isSuccessCode } from "../src/shared/result-codes.ts";
import { benchPages } from "./bench-pages.ts";
import { CART, cartRoutes } from "./cart-page.ts";
import { frameworkRoutes } from "./frameworks/framework-pages.ts";
import { createCheckout, createRegistrationCheckout, type GatewayAccount, scriptIntegrity } from "./gateway-api.ts";
import { esc, layout, shopPolicy } from "./html.ts";
import { methodLinks, notPaidNote } from "./not-paid.ts";
import { orderBook } from "./orders.ts";
import { resultStatus } from "./result-status.ts";
import { savedCards } from "./saved-cards.ts";
import { scenarioAction, scenarioScript, scenarioTailScript, scenarioUsesJQuery } from "./scenarios.ts";
import { subscriptionBook, subscriptionRoutes } from "./subscriptions.ts";
import { summaryRoutes } from "./summary-page.ts";
import { webhookReceiver } from "./webhook-receiver.ts";

const SHOP_CSS = readFileSync(new URL("./shop.css", import.meta.url));
const AMOUNT = /^\d{1,10}\.\d{2}$/;
const REGISTRATION_ID = /^[A-Za-z0-9]{32}$/;
/** How many saved cards the demo customer keeps (newest first). */
const WALLET_SIZE = 5;

/** The checkout page's payment-method choices (data-brands), so a new user can try each flow. */
export const DEMO_METHODS: readonly (readonly [label: string, brands: string])[] = [
  ["Cards", "VISA MASTER AMEX"],
  ["SEPA direct debit", "DIRECTDEBIT_SEPA"],
  ["giropay", "GIROPAY"],
  ["Sofort, iDEAL, eps", "SOFORTUEBERWEISUNG IDEAL EPS"],
  ["PayPal", "PAYPAL"],
  ["STC Pay", "STC_PAY"],
  ["All methods", "VISA MASTER AMEX DIRECTDEBIT_SEPA GIROPAY PAYPAL STC_PAY"],
];
const CARDS = DEMO_METHODS[0]?.[1] ?? "VISA MASTER AMEX";

/**
 * The demo merchant: its own origin, creates checkouts server-to-server, renders the checkout page
 * (script with SRI, strict CSP with a nonce) and a result page that asks the gateway for the status.
 */
export function buildShop(
  account: GatewayAccount,
  options: { readonly dataDir?: string; readonly webhookSecret?: string } = {},
): FastifyInstance {
  const app = Fastify({ logger: false });
  // Orders are fulfilled from the gateway's webhooks (demo/orders.ts), never from what the browser shows.
  const orders = orderBook();
  const subscriptions = subscriptionBook();
  webhookReceiver(app, options.webhookSecret, [orders.apply, subscriptions.apply]);
  /**
   * The demo's one customer account: the registration ids of the cards the shopper saved (the
   * registration widget, or "store my card" on a payment), offered one-click on the next checkout.
   * Kept in `{dataDir}/saved-cards.json`, so a restart of the demo keeps them.
   */
  const cards = savedCards(options.dataDir ? join(options.dataDir, "saved-cards.json") : undefined, WALLET_SIZE);
  const wallet = cards.list();
  const remember = cards.remember;
  const statusOf = resultStatus(account);
  const html = (reply: import("fastify").FastifyReply, body: string, nonce = "none", frameAncestors?: string, trustedTypes = true) =>
    reply
      .headers({
        "content-type": "text/html; charset=utf-8",
        "content-security-policy": shopPolicy(account.url, nonce, frameAncestors, false, trustedTypes),
        "cache-control": "no-store",
        "referrer-policy": "strict-origin-when-cross-origin",
        "x-content-type-options": "nosniff",
      })
      .send(body);

  app.get("/favicon.ico", (_req, reply) => reply.code(204).send());
  // jQuery 3.7 (a devDependency) for the scenario pages written the way jQuery shops write them.
  app.get("/vendor/jquery.min.js", (_req, reply) => {
    try {
      const file = createRequire(import.meta.url).resolve("jquery/dist/jquery.min.js");
      return reply.type("text/javascript; charset=utf-8").header("cache-control", "public, max-age=3600").send(readFileSync(file));
    } catch {
      return reply.code(404).send("jQuery is not installed (npm ci installs it with the dev dependencies)");
    }
  });
  benchPages(app, account, html);
  cartRoutes(app, account, orders);
  frameworkRoutes(app, account, orders);
  subscriptionRoutes(
    app,
    account,
    () => cards.list(),
    subscriptions,
    (reply, body) => html(reply, body),
  );
  summaryRoutes(app, account, html, statusOf);
  app.get("/shop.css", (_req, reply) => reply.type("text/css; charset=utf-8").send(SHOP_CSS));

  app.get("/", (_req, reply) =>
    // Rendered per request: the saved cards change.
    html(
      reply,
      layout(
        "Cart",
        `<section class="order"><h1>Your cart</h1>
<p>1 × Espresso machine — <strong>EUR 49.99</strong></p>
<p><a class="button" href="/checkout">Proceed to payment</a></p>
<p><a href="/cart">Express checkout with Apple Pay, Google Pay, Samsung Pay or PayPal</a> ·
<a href="/checkout?brands=APPLEPAY%20GOOGLEPAY%20SAMSUNGPAY%20VISA%20MASTER&amp;scenario=wallets">Checkout with wallets and cards</a>
(wallets simulated in browsers without them)</p></section>
<p>Pay with a sandbox test card, for example VISA <code>4200 0000 0000 0000</code>, any future expiry, any 3-digit CVV.
<a href="/checkout?scenario=saq-a">The same form with PCI DSS SAQ-A</a> (<code>enableSAQACompliance</code>: expiry and holder in secure fields too).</p>
<h2>3-D Secure 2</h2>
<p>VISA <code>4000 0000 0000 3022</code> asks for a one-time code on the sandbox bank page: <code>1234</code> passes, any other code fails,
Cancel brings the form back so you can pay with another card. <code>4000 0000 0000 3014</code> is authenticated without a challenge,
<code>4000 0000 0000 3030</code> is refused by the bank. More cards in the docs/test-data.md.</p>
<ul>
<li><a href="/checkout?scenario=three-d-secure">Challenge inline in the payment form</a> (the default)</li>
<li><a href="/checkout?scenario=three-d-secure-top">Challenge in the whole window</a> (<code>paymentTarget: "_top"</code>)</li>
<li><a href="/checkout?scenario=three-d-secure-named">Challenge in the shop's own frame</a> (<code>paymentTarget: "shop-3ds"</code>)</li>
<li><a href="/checkout?scenario=result-in-frame">Result page in a frame of the checkout page</a> (<code>shopperResultTarget: "shop-result"</code>)</li>
</ul>
<p><a href="/checkout?scenario=binlist&amp;brands=VISA%20MASTER%20MAESTRO%20MADA%20AMEX">Brand detection by the gateway's BIN table</a>
(<code>brandDetectionType: "binlist"</code>): <code>4286 7100 0000 0001</code> is a mada card, <code>5351 1000 0000 0002</code> a
Maestro/Mastercard card that lets you choose the brand.</p>
<h2>Summary page</h2>
<p><a href="/checkout?scenario=summary">Pay, check the order summary, then confirm</a> (<code>useSummaryPage</code>: nothing is charged
until you press “Confirm and pay”; <a href="/checkout?scenario=summary-callback">with <code>onSaveTransactionData</code></a>).</p>
<section class="order"><h2>Saved cards (one-click)</h2>
<p><a class="button" href="/save-card">Save a card</a> — the registration widget stores a test card, no payment.
Or <a href="/checkout?scenario=one-click">pay and tick “store my card”</a>.
Then <a href="/subscription">subscribe monthly</a> with it and move the sandbox clock to see the charges and their webhooks.</p>
<p>${
          wallet.length > 0
            ? `<a class="button" href="/checkout?wallet=1">Pay with a saved card</a> (${wallet.length} saved; <a href="/checkout?wallet=1&amp;scenario=one-click-cvv">with CVV</a>, <a href="/checkout?wallet=1&amp;scenario=one-click-hide">other methods hidden</a>)`
            : "No saved card yet: save one, or tick “store my card” when paying."
        }</p></section>`,
      ),
    ),
  );

  app.get<{
    Querystring: {
      amount?: string;
      currency?: string;
      brands?: string;
      checkoutId?: string;
      locale?: string;
      registrations?: string;
      wallet?: string;
      notPaid?: string;
    };
  }>("/checkout", async (req, reply) => {
    // The order total comes from the shop's cart on the server, never from the address (README: never
    // let the shopper choose the amount): an amount or currency in the query is refused.
    if (req.query.amount !== undefined || req.query.currency !== undefined)
      return reply.code(400).send("the order total comes from the cart on the shop's server: remove amount and currency from the address");
    const { amount, currency } = CART;
    const brands = (req.query.brands ?? "VISA MASTER AMEX").replace(/[^A-Z_ ]/g, "");
    // Passed to wpwlOptions.locale as a JSON string literal; the widget itself resolves and checks it.
    const locale = /^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/.test(req.query.locale ?? "") ? (req.query.locale as string) : "en";
    const reused = req.query.checkoutId;
    if (reused !== undefined && !CHECKOUT_ID.test(reused)) return reply.code(400).send("malformed checkoutId");
    // ?scenario=<name>: a predefined merchant page of demo/scenarios.ts, a fixed script; nothing of the request is reflected.
    const scenarioName = (req.query as { scenario?: string }).scenario;
    const scenario = scenarioScript(scenarioName);
    if (scenarioName !== undefined && scenario === undefined) return reply.code(400).send("unknown scenario");
    // The stored cards to offer: the demo customer's (?wallet=1), or ids a test names (?registrations=a,b).
    const registrations = req.query.wallet === "1" ? wallet : (req.query.registrations ?? "").split(",").filter((id) => id !== "");
    if (registrations.length > WALLET_SIZE || !registrations.every((id) => REGISTRATION_ID.test(id)))
      return reply.code(400).send(`registrations: up to ${WALLET_SIZE} registration ids (32 letters or digits), comma-separated`);
    const reference = `SHOP-${randomBytes(6).toString("hex")}`;
    const checkout = reused
      ? { id: reused, integrity: await scriptIntegrity(account) }
      : await createCheckout(account, { amount, currency, reference, registrations });
    if (!reused) orders.open({ reference, checkoutId: checkout.id, amount, currency });
    const nonce = randomBytes(16).toString("base64");
    const scriptUrl = `${account.url}/v1/paymentWidgets.js?checkoutId=${encodeURIComponent(checkout.id)}`;
    const jquery = scenarioUsesJQuery(scenarioName);
    const body = `<section class="order"><h1>Checkout</h1>
<p>Order total: <strong>${esc(currency)} ${esc(amount)}</strong></p>
${notPaidNote(req.query.notPaid)}<form action="${scenarioAction(scenarioName)}" class="paymentWidgets" data-brands="${esc(brands)}"></form>
</section>
<nav class="methods" aria-label="Payment methods"><h2>Other payment methods</h2>${methodLinks(DEMO_METHODS, brands, reused, req.query.notPaid)}</nav>
<details class="languages"><summary>Language</summary>${LOCALE_CODES.map(
      (l) => `<a href="/checkout?locale=${l}"${l === locale ? ' aria-current="page"' : ""}>${l}</a>`,
    ).join(" ")}</details>
<h2>Widget events</h2>
<ol class="events" id="events"></ol>${jquery ? `\n<script nonce="${nonce}" src="/vendor/jquery.min.js"></script>` : ""}
<script nonce="${nonce}">
function shopLog(text) { var li = document.createElement("li"); li.textContent = text; document.getElementById("events").appendChild(li); }
${
  scenario ??
  `var wpwlOptions = {
  style: "card",
  locale: ${JSON.stringify(locale)},
  displayBic: true,
  inlineFlow: ["PAYPAL", "STC_PAY"],
  onReady: function () { shopLog("ready"); },
  onError: function (error) { shopLog("error: " + error.name + " " + error.message); }
};`
}
</script>
<script src="${esc(scriptUrl)}" integrity="${esc(checkout.integrity)}" crossorigin="anonymous"></script>${
      scenarioTailScript(scenarioName) === undefined ? "" : `\n<script nonce="${nonce}">\n${scenarioTailScript(scenarioName)}\n</script>`
    }`;
    // The _self scenario runs in a frame of the shop's own page (e2e "paymentTarget _self in a framed checkout").
    const framedBy = scenarioName === "three-d-secure-self" ? "'self'" : undefined;
    return html(reply, layout("Checkout", body), nonce, framedBy, !jquery);
  });

  /** The registration-only widget: the shopper stores a card for later, nothing is paid. */
  app.get<{ Querystring: { checkoutId?: string } }>("/save-card", async (req, reply) => {
    // ?checkoutId=: the page of an existing checkout again, as a reload of the shop's page would show it.
    const reused = req.query.checkoutId;
    if (reused !== undefined && !CHECKOUT_ID.test(reused)) return reply.code(400).send("malformed checkoutId");
    const reference = `SHOP-${randomBytes(6).toString("hex")}`;
    const checkout = reused
      ? { id: reused, integrity: await scriptIntegrity(account) }
      : await createRegistrationCheckout(account, reference);
    const nonce = randomBytes(16).toString("base64");
    const scriptUrl = `${account.url}/v1/paymentWidgets.js?checkoutId=${encodeURIComponent(checkout.id)}/registration`;
    const body = `<section class="order"><h1>Save a card</h1>
<p>Your card is stored for one-click payments on your next orders. Nothing is charged now.</p>
<form action="/result" class="paymentWidgets" data-brands="VISA MASTER AMEX"></form>
</section>
<h2>Widget events</h2>
<ol class="events" id="events"></ol>
<script nonce="${nonce}">
function shopLog(text) { var li = document.createElement("li"); li.textContent = text; document.getElementById("events").appendChild(li); }
var wpwlOptions = {
  style: "card",
  onReady: function () { shopLog("ready"); },
  onError: function (error) { shopLog("error: " + error.name + " " + error.message); }
};
</script>
<script src="${esc(scriptUrl)}" integrity="${esc(checkout.integrity)}" crossorigin="anonymous"></script>`;
    return html(reply, layout("Save a card", body), nonce);
  });

  /** The order, as the shop's fulfilment sees it: paid only once the gateway's webhook said so. */
  app.get<{ Params: { checkoutId: string } }>("/orders/:checkoutId", (req, reply) => {
    const order = CHECKOUT_ID.test(req.params.checkoutId) ? orders.ofCheckout(req.params.checkoutId) : undefined;
    if (!order) return html(reply.code(404), layout("Order", "<h1>Unknown order</h1><p>This shop has no order for that checkout.</p>"));
    const paid = order.state === "paid";
    const rows = [
      ["Order", order.reference],
      ["Total", `${order.currency} ${order.amount}`],
      ["Payment id", order.paymentId ?? ""],
      ["Webhook events received", String(order.events)],
    ].filter(([, v]) => v !== "");
    const table = rows.map(([k, v]) => `<tr><th>${esc(k ?? "")}</th><td><code>${esc(v ?? "")}</code></td></tr>`).join("");
    const note = paid
      ? "<p>The gateway's webhook confirmed the payment: the order ships.</p>"
      : "<p>The shop ships once the gateway's webhook confirms the payment. Reload to see the latest state.</p>";
    return html(
      reply,
      layout(
        `Order ${order.reference}`,
        `<section class="order"><h1 class="order-state" data-state="${esc(order.state)}">${paid ? "Paid" : esc(order.state[0]?.toUpperCase() + order.state.slice(1))}</h1><table>${table}</table>${note}<p><a class="button" href="/">Back to the shop</a></p></section>`,
      ),
    );
  });

  app.get<{ Querystring: { id?: string; resourcePath?: string } }>("/result", async (req, reply) => {
    const { id = "", resourcePath = "" } = req.query;
    // Only ever ask the gateway for the checkout the shopper came back with: no open proxy.
    const registration = resourcePath === `/v1/checkouts/${id}/registration`;
    if (!CHECKOUT_ID.test(id) || (resourcePath !== `/v1/checkouts/${id}/payment` && !registration)) {
      return html(reply.code(400), layout("Result", "<h1>Unknown payment</h1><p>The result link is malformed.</p>"));
    }
    const { status, json } = await statusOf(resourcePath);
    if (registration) return html(reply, registrationResult(status, json, remember));
    remember(json.registrationId);
    const code = json.result?.code ?? "";
    const kind = isSuccessCode(code) ? "approved" : isPendingCode(code) ? "pending" : "declined";
    const card = json.card as { last4Digits?: string } | undefined;
    const threeDS = (json.threeDSecure ?? {}) as Record<string, unknown>;
    const secure = (key: string) => (typeof threeDS[key] === "string" ? (threeDS[key] as string) : "");
    const title = { approved: "Payment approved", pending: "Payment pending", declined: "Payment not completed" }[kind];
    const rows = [
      ["Result code", code],
      ["Description", json.result?.description ?? ""],
      ["Amount", `${String(json.currency ?? "")} ${String(json.amount ?? "")}`],
      ["Payment method", typeof json.paymentBrand === "string" ? json.paymentBrand : ""],
      ["Card", card?.last4Digits ? `•••• ${card.last4Digits}` : ""],
      ["Payment id", typeof json.id === "string" ? json.id : ""],
      ["3-D Secure status", secure("authenticationStatus")],
      ["3-D Secure ECI", secure("eci")],
      ["3-D Secure verification id", secure("verificationId")],
      ["3-D Secure version", secure("version")],
      ["Card stored as", typeof json.registrationId === "string" ? json.registrationId : ""],
      ["HTTP status", String(status)],
    ].filter(([, v]) => v?.trim());
    // Not paid (declined, cancelled at the bank, still pending): the same checkout may be paid with another method.
    const amountText = String(json.amount ?? "");
    const currencyText = String(json.currency ?? "");
    const retry =
      kind !== "approved" && code !== "100.350.101" && AMOUNT.test(amountText) && /^[A-Z]{3}$/.test(currencyText)
        ? `<p><a class="button retry" href="/checkout?checkoutId=${encodeURIComponent(id)}&amp;brands=${encodeURIComponent(CARDS)}&amp;notPaid=${encodeURIComponent(code)}">Choose another payment method</a></p>`
        : "";
    const table = rows.map(([k, v]) => `<tr><th>${esc(k ?? "")}</th><td><code>${esc(v ?? "")}</code></td></tr>`).join("");
    return html(
      reply,
      layout(
        title,
        `<section class="order"><h1 class="result result-${kind}" data-code="${esc(code)}">${title}</h1><table>${table}</table>
${retry}<p><a class="button" href="/orders/${encodeURIComponent(id)}" target="_top">Order status</a> <a class="button" href="/" target="_top">Back to the shop</a></p></section>`,
      ),
      "none",
      // The result page may show in the shop's own frame (the result-in-frame scenario's shopperResultTarget).
      "'self'",
    );
  });

  return app;
}

/** The result page of the registration widget: the stored card, kept in the demo customer's wallet. */
function registrationResult(
  status: number,
  json: Record<string, unknown> & { result?: { code?: string } },
  remember: (id: unknown) => void,
) {
  const code = json.result?.code ?? "";
  const saved = isSuccessCode(code) && typeof json.id === "string";
  if (saved) remember(json.id);
  const card = json.card as { last4Digits?: string } | undefined;
  const rows = [
    ["Result code", code],
    ["Card", saved ? `${String(json.paymentBrand ?? "")} •••• ${card?.last4Digits ?? ""}` : ""],
    ["Registration id", saved ? String(json.id) : ""],
    ["HTTP status", String(status)],
  ].filter(([, v]) => v?.trim());
  const table = rows.map(([k, v]) => `<tr><th>${esc(k ?? "")}</th><td><code>${esc(v ?? "")}</code></td></tr>`).join("");
  const title = saved ? "Card saved" : "Card not saved";
  return layout(
    title,
    `<section class="order"><h1 class="result result-${saved ? "approved" : "declined"}" data-code="${esc(code)}">${title}</h1><table>${table}</table>
<p><a class="button" href="/checkout?wallet=1">Pay with a saved card</a> <a href="/">Back to the shop</a></p></section>`,
  );
}
