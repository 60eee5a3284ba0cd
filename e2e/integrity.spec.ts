import { CheckoutPage } from "./support/checkout-page.ts";
import { errorMessages } from "./support/env.ts";
import { expect, test } from "./support/test.ts";

/** Serves a sub-resource with one byte changed: the browser must refuse it by its SRI hash. */
async function tamper(page: import("@playwright/test").Page, pattern: RegExp, edit: (body: string) => string) {
  await page.route(pattern, async (route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, body: edit(await res.text()) });
  });
}

test("a tampered paymentWidgets.js is blocked by the page's integrity attribute", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await tamper(page, /\/v1\/paymentWidgets\.js/, (js) => `window.__skimmed=1;${js}`);
  const checkout = new CheckoutPage(page);
  await checkout.open();
  await expect.poll(() => errors.some((e) => /integrity/i.test(e))).toBe(true);
  expect(await page.evaluate(() => "wpwl" in window || "__skimmed" in window)).toBe(false);
  await expect(page.locator(".wpwl-container")).toHaveCount(0);
});

test("a tampered stylesheet is refused and reported through onError; the form still works", async ({ page }) => {
  await tamper(page, /\/v1\/css\/paymentWidgets\.css/, (css) => `${css}.wpwl-form{background:url(https://evil.example/x)}`);
  const checkout = new CheckoutPage(page);
  await checkout.open();
  await checkout.ready();
  await expect(checkout.events).toContainText("error: WidgetError");
  await checkout.pay();
  await expect(checkout.hint("cardNumber")).toHaveText(errorMessages.cardNumberError);
});

test("a tampered frame script is refused by the frame's CSP hash; the widget reports the silent fields", async ({ page }) => {
  test.slow();
  await tamper(page, /\/v1\/pciIframe\.html/, (html) => html.replace("</script>", ';fetch("https://evil.example/")</script>'));
  const checkout = new CheckoutPage(page);
  await checkout.open();
  await expect(checkout.events).toContainText("error: PciIframeCommunicationError", { timeout: 15_000 });
  await expect(checkout.formMessage()).toHaveText(errorMessages.checkoutUnavailableError);
  await expect(checkout.events.getByText("ready", { exact: true })).toHaveCount(0);
});

test("the served paymentWidgets.js starts with V8's compile hint, and the page's integrity covers it", async ({ page, request }) => {
  const checkout = new CheckoutPage(page);
  await checkout.open();
  await checkout.ready();
  const src = await page.locator("script[src*='paymentWidgets.js']").getAttribute("src");
  const script = await (await request.get(src ?? "")).text();
  // Chromium compiles the whole script while it streams in only when this comment is the first line.
  expect(script.split("\n", 1)[0]).toBe("//# allFunctionsCalledOnLoad");
});
