import { CheckoutPage, futureExpiry } from "./support/checkout-page.ts";
import { ageCheckout, errorMessages } from "./support/env.ts";
import { expect, test } from "./support/test.ts";

test("a checkout older than 30 minutes shows the expired message instead of the form", async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.open();
  await checkout.ready();
  const id = await checkout.checkoutId();
  ageCheckout(id, 31);
  await checkout.open({ checkoutId: id });
  await expect(checkout.container.locator(".wpwl-message")).toHaveText(errorMessages.checkoutExpiredError);
  await expect(page.locator("iframe.wpwl-control-iframe")).toHaveCount(0);
  await expect(checkout.events).toContainText("error: InvalidCheckoutIdError");
});

test("a checkout that expires while the shopper types is refused by the gateway", async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.open();
  await checkout.ready();
  const id = await checkout.checkoutId();
  await checkout.fill({ number: "4200000000000000", expiry: futureExpiry(), holder: "Jane Doe", cvv: "123" });
  ageCheckout(id, 30);
  await checkout.pay();
  await expect(checkout.formMessage()).toHaveText(errorMessages.checkoutExpiredError);
  await expect(checkout.events).toContainText("error: InvalidCheckoutIdError");
  expect(new URL(page.url()).pathname).toBe("/checkout");
});

test("a malformed checkout id in the script URL: the form shows the checkout message, onError gets InvalidCheckoutIdError, nothing is fetched for it", async ({
  page,
}) => {
  const checkout = new CheckoutPage(page);
  await checkout.open();
  await checkout.ready();
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && m.text().startsWith("[wpwl]")) errors.push(m.text());
  });
  const configs: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/config")) configs.push(r.url());
  });
  // An SPA's template bug: the id with a path appended, the widget script swapped in through the shop's policy.
  await page.evaluate(() => {
    const old = document.querySelector<HTMLScriptElement>("script[src*='paymentWidgets.js']");
    (window as unknown as { wpwl: { unload(): void } }).wpwl.unload();
    const tt = (window as unknown as { trustedTypes: { createPolicy(n: string, p: object): { createScriptURL(u: string): string } } })
      .trustedTypes;
    const policy = tt.createPolicy("shop", { createScriptURL: (u: string) => u });
    const s = document.createElement("script");
    s.src = policy.createScriptURL(`${old?.src}/payment`);
    s.integrity = old?.integrity ?? "";
    s.crossOrigin = "anonymous";
    document.body.append(s);
  });
  await expect(checkout.container.locator(".wpwl-message")).toHaveText(errorMessages.checkoutUnavailableError);
  await expect(checkout.events).toContainText("error: InvalidCheckoutIdError");
  await expect(page.locator("iframe.wpwl-control-iframe")).toHaveCount(0);
  // The words come with the module "diagnostics", loaded for the page's mistake.
  await expect.poll(() => errors).toEqual([expect.stringMatching(/^\[wpwl\] expected \?checkoutId= with the id/)]);
  expect(configs).toEqual([]);
});

test("a form.paymentWidgets without an action: one [wpwl] warning at mount, and the shopper comes back to this page after paying", async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "warning" && m.text().startsWith("[wpwl]")) warnings.push(m.text());
  });
  const modules: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/v1/modules/")) modules.push(new URL(r.url()).pathname);
  });
  // The page's own script, before the widget reads the page: a template that forgot the action.
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => document.querySelector("form.paymentWidgets")?.removeAttribute("action"));
  });
  const checkout = new CheckoutPage(page);
  await checkout.open();
  await checkout.ready();
  expect(warnings).toEqual([expect.stringMatching(/^\[wpwl\] the form\.paymentWidgets has no action/)]);
  // Not a mistake (pages leave it out for the checkout's shopperResultUrl): the widget says it, no module loads for it.
  expect(modules).toEqual([]);
  const id = await checkout.checkoutId();
  await checkout.fill({ number: "4200000000000000", expiry: futureExpiry(), holder: "Jane Doe", cvv: "123" });
  await checkout.pay();
  await page.waitForURL(/\/checkout\?.*resourcePath=/);
  const url = new URL(page.url());
  expect(url.searchParams.get("id")).toBe(id);
  expect(url.searchParams.get("resourcePath")).toBe(`/v1/checkouts/${id}/payment`);
});
