import { CheckoutPage, futureExpiry } from "./support/checkout-page.ts";
import { watchCspViolations } from "./support/csp-violations.ts";
import { stack } from "./support/env.ts";
import { BankSimulatorPage, MethodsPage } from "./support/method-forms.ts";
import { consoleErrorsOf } from "./support/payment-bodies.ts";
import { SAVED_VISA, StoredCardsPage, saveCard, saveCardThenReopen } from "./support/stored-cards-page.ts";
import { expect, test } from "./support/test.ts";
import { ACS_ONE_TIME_CODE, AcsPage, enrolledCard } from "./support/three-d-secure.ts";
import { WalletPage } from "./support/wallet-page.ts";
import { installWalletStandIns } from "./support/wallet-stand-ins.ts";

test("the widget runs under the shop's strict CSP and Trusted Types with zero violations", async ({ page }) => {
  const violations = await watchCspViolations(page);
  const consoleErrors = consoleErrorsOf(page);
  page.on("response", (r) => {
    if (r.status() >= 400) consoleErrors.push(`${r.status()} ${r.url()}`);
  });
  const checkout = new CheckoutPage(page);
  const response = await checkout.open();
  const csp = (await response?.allHeaders())?.["content-security-policy"];
  expect(csp).toContain("require-trusted-types-for 'script'");
  // "wpwl": the widget's own policy for its on-demand modules (docs/integration.md, Content Security Policy).
  expect(csp).toMatch(/trusted-types shop wpwl(;|$)/);
  expect(csp).not.toContain("unsafe-inline");
  await checkout.ready();
  await expect(page.locator(".wpwl-container [style]")).toHaveCount(0);
  await expect(page.locator(".wpwl-container style, head style")).toHaveCount(0);
  await checkout.pay();
  // Refused in the form: the first wrong field, the number, has the focus (a shopper types after it moved).
  await expect(checkout.numberInput()).toBeFocused();
  await checkout.fill({ number: "5454545454545454", expiry: futureExpiry(), holder: "Jane Doe", cvv: "123" });
  await checkout.pay();
  await expect(checkout.result()).toHaveText("Payment approved");
  expect(violations).toEqual([]);
  // The first, empty submit is refused in the form: no request, no error.
  expect(consoleErrors).toEqual([]);
});

test("card form options under the same CSP: iframeStyles (CSSOM in the frames), masked CVV, logos, co-badged choice", async ({ page }) => {
  // Init scripts run in every frame, the gateway's hosted fields included.
  const violations = await watchCspViolations(page);
  const checkout = new CheckoutPage(page);
  await checkout.open({ scenario: "field-options" });
  await checkout.ready();
  await expect(page.locator(".wpwl-container [style]")).toHaveCount(0);
  expect(await checkout.numberInput().evaluate((el) => getComputedStyle(el, "::placeholder").color)).toBe("rgb(200, 0, 0)");
  await checkout.open({ scenario: "co-badged", brands: "MADA VISA" });
  await checkout.ready();
  await checkout.fill({ number: "4464040000000007", expiry: futureExpiry(), holder: "Jane Doe", cvv: "123" });
  await checkout.container.locator("label.wpwl-brand-MADA").click();
  await checkout.pay();
  await expect(checkout.result()).toHaveText("Payment approved");
  expect(violations).toEqual([]);
});

test("SAQ-A: the expiry and holder frames run under the same CSP with zero violations, through errors to the payment", async ({ page }) => {
  // Init scripts run in every frame, the gateway's hosted fields included.
  const violations = await watchCspViolations(page);
  const checkout = new CheckoutPage(page, true);
  await checkout.open({ scenario: "saq-a" });
  await checkout.ready();
  await expect(checkout.container.locator("iframe.wpwl-control-iframe")).toHaveCount(4);
  await expect(page.locator(".wpwl-container [style]")).toHaveCount(0);
  await checkout.pay();
  await expect(checkout.hint("expiry")).toBeVisible();
  await expect(checkout.numberInput()).toBeFocused();
  await checkout.fill({ number: "4200000000000000", expiry: futureExpiry(), holder: "Jane Doe", cvv: "123" });
  await checkout.pay();
  await expect(checkout.result()).toHaveText("Payment approved");
  expect(violations).toEqual([]);
});

test("the stored cards and the registration widget run under the same CSP with zero violations", async ({ page }) => {
  const violations = await watchCspViolations(page);
  const consoleErrors = consoleErrorsOf(page);
  const stored = new StoredCardsPage(page);
  await stored.open([await saveCard(SAVED_VISA)], "one-click-hide");
  await expect(page.locator(".wpwl-container [style]")).toHaveCount(0);
  await stored.showOthersButton().click();
  await stored.cvvInput(0).pressSequentially("123");
  await stored.payButton().click();
  await expect(stored.result()).toHaveText("Payment approved");
  await page.goto(`${stack().shopUrl}/save-card`);
  const checkout = new CheckoutPage(page);
  await checkout.ready();
  await expect(page.locator(".wpwl-container [style]")).toHaveCount(0);
  await checkout.fill({ number: "4200000000000000", expiry: futureExpiry(), holder: "Jane Doe", cvv: "123" });
  await checkout.pay();
  await expect(checkout.result()).toHaveText("Card saved");
  expect(violations).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test("the 3-D Secure challenge (inline, cancelled, then in the top window) runs with zero CSP violations", async ({ page }) => {
  test.slow(); // two checkouts and a challenge each
  const violations = await watchCspViolations(page);
  const acsPolicies: string[] = [];
  page.on("response", async (r) => {
    if (r.url().includes("/v1/threeds/")) acsPolicies.push((await r.allHeaders())["content-security-policy"] ?? "");
  });
  const checkout = new CheckoutPage(page);
  await checkout.open({ scenario: "three-d-secure" });
  await checkout.ready();
  await checkout.fill(enrolledCard("challenge"));
  await checkout.pay();
  await AcsPage.inline(page).cancel();
  await expect(checkout.formMessage()).toBeVisible();
  // The only style the widget sets is the iframe's size, from script (no style attribute in the markup it renders).
  await expect(page.locator(".wpwl-container [style]")).toHaveCount(0);
  await checkout.open({ scenario: "three-d-secure-top" });
  await checkout.ready();
  await checkout.fill(enrolledCard("challenge", "AMEX"));
  await checkout.pay();
  await new AcsPage(page).submit(ACS_ONE_TIME_CODE);
  await expect(checkout.result()).toHaveText("Payment approved");
  expect(violations).toEqual([]);
  expect(acsPolicies.length).toBeGreaterThanOrEqual(3);
  for (const policy of acsPolicies) {
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("form-action 'self'");
    expect(policy).not.toContain("unsafe-inline");
  }
});

test("the SEPA, redirect-brand and virtual-account forms and the bank simulator page run with zero CSP violations", async ({ page }) => {
  const violations = await watchCspViolations(page);
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

for (const [what, open, brand] of [
  ["the checkout page with wallet buttons", (shop: WalletPage) => shop.openCheckout(), "APPLEPAY"],
  ["the fast-checkout cart page", (shop: WalletPage) => shop.openCart(), "GOOGLEPAY"],
] as const) {
  test(`${what} loads the wallet code through the wpwl policy with zero CSP violations`, async ({ page }) => {
    const violations = await watchCspViolations(page);
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

test("fast checkout with PAYPAL from the cart page, through the PayPal page to the result, with zero CSP violations", async ({ page }) => {
  const violations = await watchCspViolations(page);
  const shop = new WalletPage(page);
  await shop.openCart();
  await shop.ready();
  await expect(page.locator(".wpwl-container [style]")).toHaveCount(0);
  await shop.payPal().pay();
  const bank = new BankSimulatorPage(page);
  await bank.expectShown("PayPal");
  await bank.answer("Approve payment");
  await expect(shop.result()).toHaveText("Payment approved");
  expect(violations).toEqual([]);
});

test("brandDetectionType binlist: the number frame's BIN lookup goes to the gateway under the frame's connect-src 'self', zero violations", async ({
  page,
}) => {
  const violations = await watchCspViolations(page);
  const framePolicies: string[] = [];
  const lookups: string[] = [];
  page.on("response", async (r) => {
    if (r.url().includes("/v1/pciIframe.html")) framePolicies.push((await r.allHeaders())["content-security-policy"] ?? "");
    if (/\/v1\/checkouts\/[^/]+\/bin$/.test(r.url())) lookups.push(`${r.status()} ${new URL(r.url()).origin}`);
  });
  const checkout = new CheckoutPage(page);
  await checkout.open({ scenario: "binlist", brands: "VISA MASTER MAESTRO" });
  await checkout.ready();
  await checkout.fill({ number: "5351100000000002", expiry: futureExpiry(), holder: "Jane Doe", cvv: "123" });
  await checkout.container.locator("label.wpwl-brand-MASTER").click();
  await checkout.pay();
  await expect(checkout.result()).toHaveText("Payment approved");
  expect(lookups).toEqual([`200 ${new URL(stack().gatewayUrl).origin}`]);
  expect(framePolicies).toHaveLength(2);
  for (const policy of framePolicies) {
    expect(policy).toContain("connect-src 'self'");
    expect(policy).not.toContain("unsafe-inline");
  }
  expect(violations).toEqual([]);
});

test("the summary page flow (save, summary, confirmation, 3-D Secure in the window) and a registration's done state run with zero CSP violations", async ({
  page,
}) => {
  const violations = await watchCspViolations(page);
  const checkout = new CheckoutPage(page);
  await checkout.open({ scenario: "summary" });
  await checkout.ready();
  await checkout.fill(enrolledCard("challenge"));
  await checkout.pay();
  await page.getByRole("button", { name: "Confirm and pay" }).click();
  await page.waitForURL(`${stack().gatewayUrl}/v1/threeds/**`);
  await new AcsPage(page).submit(ACS_ONE_TIME_CODE);
  await expect(checkout.result()).toHaveText("Payment approved");
  await saveCardThenReopen(page);
  await expect(page.locator(".wpwl-message a")).toBeVisible();
  await expect(page.locator(".wpwl-container [style]")).toHaveCount(0);
  expect(violations).toEqual([]);
});
