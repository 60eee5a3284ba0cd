import { expect, test } from "@playwright/test";
import { CheckoutPage, futureExpiry } from "./support/checkout-page.ts";
import { BankSimulatorPage, MethodsPage } from "./support/method-forms.ts";

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

test("the SEPA, redirect-brand and virtual-account forms and the bank simulator page run with zero CSP violations", async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction("__violation", (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      void (window as unknown as { __violation: (v: string) => Promise<void> }).__violation(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  const shop = new MethodsPage(page);
  await shop.open("DIRECTDEBIT_SEPA GIROPAY PAYPAL STC_PAY");
  await expect(page.locator(".wpwl-container [style]")).toHaveCount(0);
  await expect(page.locator(".wpwl-container style, head style")).toHaveCount(0);
  // SEPA validation errors, the STC Pay QR mode, then a redirect brand through the bank page.
  await shop.directDebit().pay();
  await expect(shop.directDebit().hint("iban")).toBeVisible();
  await shop.virtualAccount("STC_PAY").container.locator(".wpwl-wrapper-radio-qrcode input").check();
  const bankPage = page.waitForResponse((r) => r.url().includes("/v1/simulator/redirect/"));
  await shop.onlineTransfer("GIROPAY").pay();
  const bank = new BankSimulatorPage(page);
  await bank.expectShown("giropay");
  const csp = (await (await bankPage).allHeaders())["content-security-policy"];
  expect(csp).toContain("default-src 'none'");
  expect(csp).toContain("require-trusted-types-for 'script'");
  expect(csp).not.toContain("unsafe-inline");
  await bank.answer("Approve payment");
  await expect(shop.result()).toHaveText("Payment approved");
  expect(violations).toEqual([]);
});
