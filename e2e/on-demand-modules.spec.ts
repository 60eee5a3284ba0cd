import { expect, test } from "@playwright/test";
import { CheckoutPage, futureExpiry } from "./support/checkout-page.ts";
import { errorMessages } from "./support/env.ts";
import { MethodsPage } from "./support/method-forms.ts";

const moduleRequests = (page: import("@playwright/test").Page) => {
  const urls: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/v1/modules/")) urls.push(r.url());
  });
  return urls;
};

test("a card-only checkout page downloads no on-demand module", async ({ page }) => {
  const modules = moduleRequests(page);
  const checkout = new CheckoutPage(page);
  await checkout.open();
  await checkout.ready();
  await expect(page.locator(".wpwl-container")).toHaveCount(1);
  expect(modules).toEqual([]);
});

test("a page with a SEPA form loads the methods module once, with its integrity hash", async ({ page }) => {
  const modules = moduleRequests(page);
  const shop = new MethodsPage(page);
  await shop.open("VISA DIRECTDEBIT_SEPA SOFORTUEBERWEISUNG");
  await expect(shop.directDebit().container.locator("form.wpwl-form-directDebit")).toBeVisible();
  await expect(shop.onlineTransfer("SOFORTUEBERWEISUNG").payButton()).toBeVisible();
  expect(modules.map((u) => new URL(u).pathname)).toEqual(["/v1/modules/methods.js"]);
  // Order of the page's data-brands: card, then SEPA, then the redirect brand.
  const order = await page.$$eval(".wpwl-container", (els) => els.map((e) => e.className.split(" ")[1]));
  expect(order).toEqual(["wpwl-container-card", "wpwl-container-directDebit", "wpwl-container-onlineTransfer-SOFORTUEBERWEISUNG"]);
  expect(await page.locator("script[src*='/v1/modules/']").count()).toBe(0);
});

test("a tampered module is refused: the SEPA form shows its message, onError fires, the card form still pays", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await page.route(/\/v1\/modules\/methods\.js/, async (route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, body: `window.__skimmed=1;${await res.text()}` });
  });
  const checkout = new CheckoutPage(page);
  await checkout.open({ brands: "VISA DIRECTDEBIT_SEPA" });
  await checkout.ready();
  const sepa = new MethodsPage(page).directDebit();
  await expect(sepa.formMessage()).toHaveText(errorMessages.checkoutUnavailableError);
  await expect(checkout.events).toContainText("error: WidgetError");
  expect(errors.some((e) => e.startsWith("[wpwl] the directDebit form (DIRECTDEBIT_SEPA) could not load"))).toBe(true);
  expect(await page.evaluate(() => "__skimmed" in window)).toBe(false);
  await checkout.fill({ number: "4200000000000000", expiry: futureExpiry(), holder: "Jane Doe", cvv: "123" });
  await checkout.pay();
  await expect(checkout.result()).toHaveText("Payment approved");
});
