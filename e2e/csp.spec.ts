import { expect, test } from "@playwright/test";
import { CheckoutPage, futureExpiry } from "./support/checkout-page.ts";
import { WalletPage } from "./support/wallet-page.ts";
import { installWalletStandIns } from "./support/wallet-stand-ins.ts";

test("the widget runs under the shop's strict CSP and Trusted Types with zero violations", async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction("__violation", (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      void (window as unknown as { __violation: (v: string) => Promise<void> }).__violation(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  const consoleErrors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") consoleErrors.push(m.text());
  });
  page.on("response", (r) => {
    if (r.status() >= 400) consoleErrors.push(`${r.status()} ${r.url()}`);
  });
  const checkout = new CheckoutPage(page);
  const response = await checkout.open();
  const csp = (await response?.allHeaders())?.["content-security-policy"];
  expect(csp).toContain("require-trusted-types-for 'script'");
  expect(csp).not.toContain("unsafe-inline");
  await checkout.ready();
  await expect(page.locator(".wpwl-container [style]")).toHaveCount(0);
  await expect(page.locator(".wpwl-container style, head style")).toHaveCount(0);
  await checkout.pay();
  await checkout.fill({ number: "5454545454545454", expiry: futureExpiry(), holder: "Jane Doe", cvv: "123" });
  await checkout.pay();
  await expect(checkout.result()).toHaveText("Payment approved");
  expect(violations).toEqual([]);
  // The first, empty submit is refused in the form: no request, no error.
  expect(consoleErrors).toEqual([]);
});

for (const [what, open, brand] of [
  ["the checkout page with wallet buttons", (shop: WalletPage) => shop.openCheckout(), "APPLEPAY"],
  ["the fast-checkout cart page", (shop: WalletPage) => shop.openCart(), "GOOGLEPAY"],
] as const) {
  test(`${what} loads the wallet code through the wpwl policy with zero CSP violations`, async ({ page }) => {
    const violations: string[] = [];
    await page.exposeFunction("__violation", (v: string) => violations.push(v));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) => {
        void (window as unknown as { __violation: (v: string) => Promise<void> }).__violation(`${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    await installWalletStandIns(page);
    const shop = new WalletPage(page);
    const response = await open(shop);
    const csp = (await response?.allHeaders())?.["content-security-policy"];
    expect(csp).toContain("require-trusted-types-for 'script'");
    expect(csp).toContain("trusted-types shop wpwl");
    await shop.ready();
    await expect(page.locator(".wpwl-container [style]")).toHaveCount(0);
    await shop.button(brand).click();
    await expect(shop.result()).toHaveText("Payment approved");
    expect(violations).toEqual([]);
  });
}
