import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";
import { CHECKOUT_ID } from "../src/shared/checkout-config.ts";
import { type GatewayAccount, scriptIntegrity } from "./gateway-api.ts";
import { esc, layout } from "./html.ts";

type Html = (reply: FastifyReply, body: string, nonce?: string) => FastifyReply;

/** Where npm run bench reads a page's "ready" time: ms since navigation start (performance.now()). */
export const READY_GLOBAL = "__benchReady";

/**
 * The two pages `npm run bench` times, both on the shop origin under the shop's CSP, both for a
 * checkout the bench created beforehand (so neither page waits for the gateway server-side):
 *   /bench/widget?checkoutId=…    the checkout page; ready = onReady
 *   /bench/baseline?frame=…       the structural floor: a bare page with the same two gateway iframes,
 *                                 loading a minimal input document; ready = both iframes' load events
 */
export function benchPages(app: FastifyInstance, account: GatewayAccount, html: Html) {
  let integrity: Promise<string> | undefined;

  app.get<{ Querystring: { checkoutId?: string } }>("/bench/widget", async (req, reply) => {
    const id = req.query.checkoutId ?? "";
    if (!CHECKOUT_ID.test(id)) return reply.code(400).send("checkoutId expected");
    integrity ??= scriptIntegrity(account);
    const nonce = randomBytes(16).toString("base64");
    const src = `${account.url}/v1/paymentWidgets.js?checkoutId=${encodeURIComponent(id)}`;
    const body = `<section class="order"><h1>Checkout</h1>
<form action="/result" class="paymentWidgets" data-brands="VISA MASTER AMEX"></form></section>
<script nonce="${nonce}">var wpwlOptions = { style: "card", locale: "en", onReady: function () { window.${READY_GLOBAL} = performance.now(); } };</script>
<script src="${esc(src)}" integrity="${esc(await integrity)}" crossorigin="anonymous"></script>`;
    return html(reply, layout("Checkout", body), nonce);
  });

  app.get<{ Querystring: { frame?: string } }>("/bench/baseline", (req, reply) => {
    const frame = req.query.frame ?? "";
    if (!/^[a-z0-9-]{1,40}\.html$/.test(frame)) return reply.code(400).send("frame=<file>.html expected");
    const nonce = randomBytes(16).toString("base64");
    const url = `${account.url}/v1/frames/${frame}`;
    const body = `<script nonce="${nonce}">
var loaded = 0;
document.addEventListener("load", function (e) { if (e.target instanceof HTMLIFrameElement && ++loaded === 2) window.${READY_GLOBAL} = performance.now(); }, true);
</script>
<section class="order"><h1>Checkout</h1>
<iframe title="Card number" src="${esc(url)}#cardNumber"></iframe>
<iframe title="CVV" src="${esc(url)}#cvv"></iframe></section>`;
    return html(reply, layout("Checkout", body), nonce);
  });
}
