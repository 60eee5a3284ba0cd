import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { DEFAULT_ENTITY_ID } from "../src/gateway/config.ts";
import { CheckoutPage, futureExpiry } from "./support/checkout-page.ts";
import { stack } from "./support/env.ts";
import { wpwlMessages } from "./support/payment-bodies.ts";
import { merchantApi } from "./support/stored-cards-page.ts";
import { expect, test } from "./support/test.ts";

/** One merchant callback as the scenario pages of demo/scenarios.ts record it. */
interface Call {
  readonly name: string;
  readonly thisTag: string;
  readonly [extra: string]: unknown;
}

const callLog = (page: Page) => page.evaluate(() => (window as unknown as { callbackLog?: Call[] }).callbackLog ?? []);
const readyCalls = async (page: Page) => (await callLog(page)).filter((c) => c.name === "onReady");

const CARD = { number: "4200000000000000", expiry: futureExpiry(), holder: "Jane Doe", cvv: "123" };

/** The bodies of the payment POSTs the card-number frame makes, as parameters. */
function paymentBodies(page: Page): URLSearchParams[] {
  const bodies: URLSearchParams[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/payment")) bodies.push(new URLSearchParams(r.postData() ?? ""));
  });
  return bodies;
}

test.describe("discovery and tolerance", () => {
  test("options from a top-level const of a classic script, not on window", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open({ scenario: "let-options" });
    await checkout.ready();
    expect(await readyCalls(page)).toEqual([expect.objectContaining({ thisTag: "window", onWindow: false })]);
    await expect(checkout.payButton()).toHaveText("Pay from const");
  });

  test("options defined after the script tag apply", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open({ scenario: "options-after-script" });
    await checkout.ready();
    expect(await readyCalls(page)).toHaveLength(1);
    await expect(checkout.payButton()).toHaveText("Pay from late options");
  });

  test("a form rendered after the page is ready is mounted when it appears, and onReady fires once", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open({ scenario: "late-form" });
    await expect(checkout.events.getByText("form rendered", { exact: true })).toBeVisible();
    await checkout.ready();
    await expect(checkout.container).toHaveCount(1);
    expect(await readyCalls(page)).toHaveLength(1);
    await checkout.fill(CARD);
    await checkout.pay();
    await expect(checkout.result()).toHaveAttribute("class", /result-approved/);
  });

  test("two forms on a page each get their own container; onReady fires once", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open({ scenario: "two-forms" });
    await checkout.ready();
    await expect(checkout.container).toHaveCount(2);
    await expect(page.locator("form.paymentWidgets")).toHaveCount(2);
    const brands = (i: number) => checkout.container.nth(i).locator("select.wpwl-control-brand option");
    await expect(brands(0)).toHaveText(["Visa", "Mastercard", "American Express"].map((n) => new RegExp(n, "i")));
    await expect(brands(1)).toHaveText([/mastercard/i]);
    for (const i of [0, 1]) await expect(checkout.container.nth(i).locator("iframe")).toHaveCount(2);
    await expect(checkout.container.locator("button.wpwl-button-pay:not([disabled])")).toHaveCount(2);
    expect(await readyCalls(page)).toHaveLength(1);
  });

  test("brands given as the form's text on a legacy page", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open({ scenario: "legacy-brands" });
    await checkout.ready();
    await expect(checkout.container.locator("select.wpwl-control-brand option")).toHaveText([/mastercard/i, /american express/i]);
  });

  test("a form without data-brands gets the card form with no brand select; the brand is detected from the number, and it pays", async ({
    page,
  }) => {
    const checkout = new CheckoutPage(page);
    const bodies = paymentBodies(page);
    await checkout.open({ scenario: "no-brands" });
    await checkout.ready();
    await expect(checkout.container.locator(".wpwl-wrapper-brand")).toBeHidden();
    await checkout.fill({ ...CARD, number: "5454545454545454" });
    await expect(checkout.container.locator(".wpwl-brand-card")).toHaveClass(/wpwl-brand-MASTER/);
    await checkout.pay();
    await expect(checkout.result()).toHaveAttribute("class", /result-approved/);
    expect(bodies.map((b) => b.get("paymentBrand"))).toEqual(["MASTER"]);
  });
});

test.describe("merchant inputs", () => {
  test("inputs inside the widget's form go out with the payment as a native post would send them; platform fields do not", async ({
    page,
  }) => {
    const checkout = new CheckoutPage(page);
    const bodies = paymentBodies(page);
    await checkout.open({ scenario: "merchant-inputs" });
    await checkout.ready();
    // The platform script added form_key to the widget's form too.
    await expect(checkout.container.locator('form.wpwl-form-card input[name="form_key"]')).toHaveCount(1);
    await checkout.fill(CARD);
    await checkout.pay();
    await expect(checkout.result()).toHaveAttribute("class", /result-approved/);

    expect(bodies).toHaveLength(1);
    const body = bodies[0] as URLSearchParams;
    expect(body.get("createRegistration")).toBe("true");
    expect(body.get("customer.email")).toBe("jane@example.com");
    expect(body.get("customer.phone")).toBe("+49301234567");
    expect(body.get("customParameters[SHOPPER_orderNote]")).toBe("ring twice");
    expect(body.has("customParameters[SHOPPER_newsletter]"), "an unchecked checkbox is not sent").toBe(false);
    expect(body.has("billing.city"), "a disabled control is not sent").toBe(false);
    expect(body.has("form_key"), "platform fields are not sent").toBe(false);
    expect(body.getAll("card.number")).toEqual([CARD.number]);
    expect(body.get("card.holder")).toBe("Jane Doe");
  });
});

/** A checkout made by the merchant's server, for a page of the test's own. */
const newCheckout = () =>
  merchantApi("POST", "/v1/checkouts", { entityId: DEFAULT_ENTITY_ID, amount: "12.00", currency: "EUR", paymentType: "DB" });

test.describe("a page with no origin of its own", () => {
  // A payment page a mobile app hands its webview as a string (a data: document), a file, or a sandboxed frame: its
  // origin is opaque. The test uses the last (a data: page here may not load from the loopback gateway: Chrome's
  // private network rule); the widget sees the same "null" origin in each.
  test("one [wpwl] error telling to load it from a URL, onError, and the shopper's message instead of dead card fields", async ({
    page,
  }) => {
    const messages = wpwlMessages(page);
    const checkout = await newCheckout();
    const inner = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>App payment</title>
<script>window.errors = []; var wpwlOptions = { onError: function (e) { window.errors.push(e.name + ": " + e.message); } };</script>
<script src="${stack().gatewayUrl}/v1/paymentWidgets.js?checkoutId=${checkout.id}"></script></head>
<body><form action="https://shop.example/result" class="paymentWidgets" data-brands="VISA MASTER"></form>
<output id="errors"></output><script>setInterval(function () { document.getElementById("errors").textContent = window.errors.join(" | "); }, 100);</script></body></html>`;
    await page.goto(`${stack().shopUrl}/nothing-here`);
    await page.setContent(`<!doctype html><title>app</title><iframe sandbox="allow-scripts allow-forms" title="payment"></iframe>`);
    await page.locator("iframe").evaluate((f, html) => {
      (f as HTMLIFrameElement).srcdoc = html;
    }, inner);
    const frame = page.frameLocator("iframe");
    await expect(frame.getByText("The payment form could not be loaded. Please try again later.")).toBeVisible();
    await expect(frame.locator("iframe")).toHaveCount(0);
    await expect.poll(() => messages.filter((m) => m.includes("no origin of its own"))).toHaveLength(1);
    expect(messages.find((m) => m.includes("no origin of its own"))).toContain("Load the payment page from a URL");
    await expect(frame.locator("#errors")).toHaveText("WidgetError: page not allowed");
  });
});

test("a page on an origin the gateway's FRAME_ANCESTORS does not list is told at once which setting to change, not after 10 s", async ({
  page,
}) => {
  const messages = wpwlMessages(page);
  const checkout = await newCheckout();
  // A merchant's own page on its own origin (a server of the test's, on another port), against the stack's gateway.
  const html = (origin: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>My shop</title>
<script src="${stack().gatewayUrl}/v1/paymentWidgets.js?checkoutId=${checkout.id}"></script></head>
<body><form action="${origin}/result" class="paymentWidgets" data-brands="VISA MASTER"></form></body></html>`;
  const own = createServer((req, res) => res.writeHead(200, { "content-type": "text/html" }).end(html(`http://${req.headers.host}`)));
  await new Promise<void>((resolve) => own.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(own.address() as AddressInfo).port}`;
  const started = Date.now();
  try {
    await page.goto(`${origin}/pay`);
    await expect(page.getByText("The payment form could not be loaded. Please try again later.")).toBeVisible();
    await expect.poll(() => messages.filter((m) => m.includes("FRAME_ANCESTORS"))).toHaveLength(1);
    expect(messages.find((m) => m.includes("FRAME_ANCESTORS"))).toContain(`add ${origin} to the gateway's FRAME_ANCESTORS`);
    expect(Date.now() - started).toBeLessThan(5_000);
  } finally {
    own.close();
  }
});
