import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance, FastifyReply } from "fastify";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { docBlock } from "../../scripts/doc-block.ts";
import { CART } from "../cart-page.ts";
import { createCheckout, type GatewayAccount } from "../gateway-api.ts";
import { esc, layout, shopPolicy } from "../html.ts";
import type { OrderBook } from "../orders.ts";
import { CONFIG_ELEMENT_ID, type PageConfig } from "./page-config.ts";
import { App } from "./react-app.ts";

/** The page bundles (scripts/build.ts buildDemoPages: React, Vue and the element, with the built components). */
export const FRAMEWORK_ASSETS = join(import.meta.dirname, "../../.build/demo");
const COMPONENTS = join(import.meta.dirname, "../../dist/components");
const DOCS = join(import.meta.dirname, "../../docs/frameworks.md");
const KINDS = ["element", "react", "vue"] as const;
type Kind = (typeof KINDS)[number];
const TITLES: Record<Kind, string> = { element: "Custom element", react: "React", vue: "Vue 3" };
/** The Trusted Types policies each page makes: the component's (payment-widgets), the widget's own, Vue's. */
const POLICIES: Record<Kind, string> = { element: "payment-widgets wpwl", react: "payment-widgets wpwl", vue: "payment-widgets wpwl vue" };

/**
 * The framework components in the demo shop (`/frameworks/element`, `/frameworks/react`, `/frameworks/vue`): each page
 * is a merchant's SPA checkout with a fresh checkout made server to server, Mount / Unmount / New checkout buttons
 * and the widget's events. React's page is rendered on the server (react-dom/server) and hydrated; `?start=off` loads
 * the page without the widget (the e2e tests measure the page before it). POST /frameworks/checkout makes the next
 * order's checkout, as an SPA's backend would.
 */
export function frameworkRoutes(app: FastifyInstance, account: GatewayAccount, orders: OrderBook) {
  const checkout = async () => {
    const reference = `SHOP-${randomBytes(6).toString("hex")}`;
    const made = await createCheckout(account, { amount: CART.amount, currency: CART.currency, reference });
    orders.open({ reference, checkoutId: made.id, amount: CART.amount, currency: CART.currency });
    return made;
  };

  app.post("/frameworks/checkout", async (_req, reply) => {
    const made = await checkout();
    return reply.header("cache-control", "no-store").send({ id: made.id, integrity: made.integrity });
  });

  app.get<{ Params: { file: string } }>("/frameworks/assets/:file", (req, reply) => {
    const file = req.params.file;
    const path = join(FRAMEWORK_ASSETS, file);
    if (!/^(docs-)?(element|react|vue)\.js$/.test(file) || !existsSync(path)) return reply.code(404).send("not built: npm run build");
    return reply.type("text/javascript; charset=utf-8").header("cache-control", "no-cache").send(readFileSync(path));
  });

  // The package's built components, for the custom element's example (an import map names them).
  app.get<{ Params: { file: string } }>("/frameworks/components/:file", (req, reply) => {
    const file = req.params.file;
    const path = join(COMPONENTS, file);
    if (!/^[\w-]+\.js$/.test(file) || !existsSync(path)) return reply.code(404).send("not built: npm run build");
    return reply.type("text/javascript; charset=utf-8").header("cache-control", "no-cache").send(readFileSync(path));
  });

  // docs/frameworks.md's examples as written: React's and Vue's bundled by the build (scripts/doc-pages.ts), the custom element's HTML served here.
  app.get<{ Params: { kind: string } }>("/frameworks/docs/:kind", async (req, reply) => {
    const kind = KINDS.find((k) => k === req.params.kind);
    if (!kind) return reply.code(404).send("one of /frameworks/docs/element, /frameworks/docs/react, /frameworks/docs/vue");
    const made = await checkout();
    const config: PageConfig = { gateway: account.url, checkoutId: made.id, integrity: made.integrity, brands: "", mounted: true };
    const nonce = randomBytes(16).toString("base64");
    const example =
      kind === "element"
        ? `<script type="importmap" nonce="${nonce}">{"imports":{"payment-widgets/element":"/frameworks/components/element.js"}}</script>
${docBlock(DOCS, "\n## A custom element\n", "html")
  .replaceAll("{{ gateway }}", esc(config.gateway))
  .replaceAll("{{ checkout.id }}", esc(config.checkoutId))
  .replaceAll("{{ checkout.integrity }}", esc(config.integrity))
  .replace('<script type="module">', `<script type="module" nonce="${nonce}">`)}`
        : `<div id="root"></div>
<script type="application/json" id="${CONFIG_ELEMENT_ID}">${JSON.stringify(config).replace(/</g, "\\u003c")}</script>
<script type="module" nonce="${nonce}" src="/frameworks/assets/docs-${kind}.js"></script>`;
    const body = `<section class="order"><h1>docs/frameworks.md · ${TITLES[kind]}</h1>
${example}
</section>`;
    return page(reply, kind, nonce, `Example · ${TITLES[kind]}`, body);
  });

  app.get<{ Params: { kind: string }; Querystring: { start?: string } }>("/frameworks/:kind", async (req, reply) => {
    const kind = KINDS.find((k) => k === req.params.kind);
    if (!kind) return reply.code(404).send("one of /frameworks/element, /frameworks/react, /frameworks/vue");
    const made = await checkout();
    const config: PageConfig = {
      gateway: account.url,
      checkoutId: made.id,
      integrity: made.integrity,
      brands: "VISA MASTER AMEX",
      mounted: req.query.start !== "off",
    };
    const nonce = randomBytes(16).toString("base64");
    const root =
      kind === "react"
        ? renderToString(createElement(App, { config, log: () => undefined, fetchCheckout: () => Promise.reject(new Error("server")) }))
        : kind === "element" && config.mounted
          ? `<payment-widget gateway="${esc(config.gateway)}" checkout-id="${esc(config.checkoutId)}" integrity="${esc(config.integrity)}" brands="${esc(config.brands)}" action="/result"></payment-widget>`
          : "";
    const controls =
      kind === "element"
        ? `<p class="controls"><button type="button" class="button" id="mount">Mount</button> <button type="button" class="button button-secondary" id="unmount">Unmount</button> <button type="button" class="button button-secondary" id="new-checkout">New checkout</button></p>`
        : "";
    // JSON in a script element is data, not code: `<` escaped so no text of it can close the element.
    const json = JSON.stringify(config).replace(/</g, "\\u003c");
    const body = `<section class="order"><h1>Checkout · ${TITLES[kind]}</h1>
<p>Order total: <strong>${CART.currency} ${CART.amount}</strong></p>
${controls}<div id="root">${root}</div>
</section>
<h2>Widget events</h2>
<ol class="events" id="events"></ol>
<script type="application/json" id="${CONFIG_ELEMENT_ID}">${json}</script>
<script type="module" nonce="${nonce}" src="/frameworks/assets/${kind}.js"></script>`;
    return page(reply, kind, nonce, `Checkout · ${TITLES[kind]}`, body);
  });

  const page = (reply: FastifyReply, kind: Kind, nonce: string, title: string, body: string) => {
    const csp = shopPolicy(account.url, nonce, undefined, true).replace("trusted-types shop wpwl", `trusted-types ${POLICIES[kind]}`);
    return reply
      .headers({ "content-type": "text/html; charset=utf-8", "content-security-policy": csp, "cache-control": "no-store" })
      .send(layout(title, body));
  };
}
