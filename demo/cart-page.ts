import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";
import { createCheckout, type GatewayAccount, scriptIntegrity } from "./gateway-api.ts";
import { esc, layout, shopPolicy } from "./html.ts";
import type { OrderBook } from "./orders.ts";
import { WALLET_STAND_INS } from "./wallet-stand-ins.ts";

/** The cart, as the shop's server knows it: the amount a fast checkout charges never comes from the browser. */
export const CART = { item: "Espresso machine", amount: "49.99", currency: "EUR", country: "DE" } as const;
/** The device wallets and PayPal's continue button (spec 4.2). */
const FAST_CHECKOUT_BRANDS = ["APPLEPAY", "GOOGLEPAY", "SAMSUNGPAY", "PAYPAL"] as const;

/**
 * Fast checkout (spec 4.2) on the cart page: the widget's script without a checkout id, pinned with
 * the integrity of GET /v1/fastcheckout/integrity, renders the wallet and PayPal buttons at once; a click calls
 * wpwlOptions.createCheckout({ brand }), which asks this server (POST /cart/checkout) to create the
 * checkout server-to-server with the bearer token. `?reject=once`: the first creation fails, to show
 * that the button stays usable. `?appleTotal=59.99`: a page whose Apple Pay total disagrees with the
 * cart, to show that the widget refuses to charge another amount than the sheet showed.
 */
export function cartRoutes(app: FastifyInstance, account: GatewayAccount, orders: OrderBook) {
  app.get<{ Querystring: { reject?: string; appleTotal?: string } }>("/cart", async (req, reply) => {
    const nonce = randomBytes(16).toString("base64");
    const integrity = await scriptIntegrity(account);
    const rejectOnce = req.query.reject === "once";
    const appleTotal = /^\d{1,6}\.\d{2}$/.test(req.query.appleTotal ?? "") ? (req.query.appleTotal as string) : CART.amount;
    const body = `<section class="order"><h1>Your cart</h1>
<p>1 × ${esc(CART.item)} — <strong>${CART.currency} ${CART.amount}</strong></p>
<h2>Express checkout</h2>
<form action="/result" class="paymentWidgets" data-brands="${FAST_CHECKOUT_BRANDS.join(" ")}"></form>
<p><a class="button button-secondary" href="/checkout">Pay by card instead</a></p>
</section>
<p class="sandbox-note">This browser has no Apple Pay, Google Pay or Samsung Pay: the sandbox demo simulates each wallet's sheet, where you pick a test card. PayPal leads to the sandbox's PayPal page.</p>
<h2>Widget events</h2>
<ol class="events" id="events"></ol>
<script nonce="${nonce}">
function shopLog(text) { var li = document.createElement("li"); li.textContent = text; document.getElementById("events").appendChild(li); }
if (!window.__walletStandIn) {
  window.__walletStandIn = { sheet: true };
  ${WALLET_STAND_INS}
}
window.checkoutRequests = 0;
var rejectOnce = ${rejectOnce ? "true" : "false"};
var wpwlOptions = {
  onReady: function () { shopLog("ready"); },
  onError: function (error) { shopLog("error: " + error.name + " " + (error.brand || "") + " " + (error.event || "")); },
  createCheckout: function (json) {
    window.checkoutRequests++;
    shopLog("createCheckout " + json.brand);
    if (rejectOnce) { rejectOnce = false; return Promise.reject(new Error("the shop could not create the checkout")); }
    return fetch("/cart/checkout", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ brand: json.brand }) })
      .then(function (r) { if (!r.ok) throw new Error("HTTP " + r.status); return r.json(); })
      .then(function (j) { return j.checkoutId; });
  },
  applePay: { displayName: "Demo shop", countryCode: "${CART.country}", currencyCode: "${CART.currency}", total: { label: "Demo shop", amount: "${appleTotal}" } },
  googlePay: { merchantName: "Demo shop", countryCode: "${CART.country}" },
  samsungPay: { merchantName: "Demo shop", countryCode: "${CART.country}", serviceId: "sandbox-service" }
};
</script>
<script src="${esc(account.url)}/v1/paymentWidgets.js" integrity="${esc(integrity)}" crossorigin="anonymous"></script>`;
    return reply
      .headers({
        "content-type": "text/html; charset=utf-8",
        "content-security-policy": shopPolicy(account.url, nonce, undefined, true),
        "cache-control": "no-store",
        "referrer-policy": "strict-origin-when-cross-origin",
        "x-content-type-options": "nosniff",
      })
      .send(layout("Cart", body));
  });

  // createCheckout's server side: same-origin JSON only (a cross-site form cannot send it), the amount from the cart.
  app.post<{ Body: { brand?: unknown } }>("/cart/checkout", async (req, reply: FastifyReply) => {
    if (req.headers.origin !== `${req.protocol}://${req.host}`) return reply.code(403).send({ error: "same-origin requests only" });
    const brand = typeof req.body?.brand === "string" ? req.body.brand : "";
    if (!(FAST_CHECKOUT_BRANDS as readonly string[]).includes(brand)) return reply.code(400).send({ error: "unknown brand" });
    const reference = `CART-${randomBytes(6).toString("hex")}`;
    const checkout = await createCheckout(account, { amount: CART.amount, currency: CART.currency, reference });
    orders.open({ reference, checkoutId: checkout.id, amount: CART.amount, currency: CART.currency });
    return reply.header("cache-control", "no-store").send({ checkoutId: checkout.id });
  });
}
