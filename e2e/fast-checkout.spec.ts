import AxeBuilder from "@axe-core/playwright";
import { errorMessages, labels, stack } from "./support/env.ts";
import { BankSimulatorPage } from "./support/method-forms.ts";
import { consoleErrorsOf, paymentPosts } from "./support/payment-bodies.ts";
import { expect, test } from "./support/test.ts";
import { WalletPage } from "./support/wallet-page.ts";
import { installWalletStandIns, walletLog } from "./support/wallet-stand-ins.ts";

const checkoutRequests = (page: import("@playwright/test").Page) =>
  page.evaluate(() => (window as unknown as { checkoutRequests: number }).checkoutRequests);

test("the cart page pins the script with the fast-checkout integrity and renders the wallet buttons at once", async ({ page, request }) => {
  await installWalletStandIns(page);
  const shop = new WalletPage(page);
  await shop.openCart();
  await shop.ready();
  const { integrity } = (await (await request.get(`${stack().gatewayUrl}/v1/fastcheckout/integrity`)).json()) as { integrity: string };
  const script = page.locator('script[src$="/v1/paymentWidgets.js"]');
  await expect(script).toHaveAttribute("integrity", integrity);
  await expect(script).toHaveAttribute("crossorigin", "anonymous");
  for (const brand of ["APPLEPAY", "GOOGLEPAY", "SAMSUNGPAY"] as const) await expect(shop.button(brand)).toBeVisible();
  // PayPal's form pays with its brand button (button.wpwl-button.wpwl-button-brand), as established: no second button.
  await expect(shop.payPal().payButton()).toHaveText("PayPal");
  await expect(shop.payPal().container.locator("button")).toHaveCount(1);
  // No checkout yet: none is created before a click.
  expect(await checkoutRequests(page)).toBe(0);
  // config holds only the object pages write their redirect-page colours to (merchant-compat.spec.ts).
  expect(await shop.publicCheckout()).toEqual({ id: "", config: { customRedirectPageConfig: {} } });
});

for (const brand of ["APPLEPAY", "GOOGLEPAY", "SAMSUNGPAY"] as const) {
  test(`fast checkout with ${brand}: createCheckout({ brand }) on click, then the payment on that checkout`, async ({ page }) => {
    await installWalletStandIns(page, { card: "4200000000000000" });
    const shop = new WalletPage(page);
    await shop.openCart();
    await shop.ready();
    await shop.button(brand).click();
    await expect(shop.result()).toHaveText("Payment approved");
    await expect(page.locator("table")).toContainText("EUR 49.99");
    if (brand === "APPLEPAY") {
      const created = (await walletLog(page)).find((c) => c.api === "ApplePaySession" && c.call === "new");
      expect(created).toMatchObject({ request: { total: { amount: "49.99" }, currencyCode: "EUR", countryCode: "DE" } });
    }
  });
}

test('fast checkout with PAYPAL: createCheckout({ brand: "PAYPAL" }) on click, PayPal\'s page, then the result', async ({ page }) => {
  const payments: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && /\/v1\/checkouts\/[^/]+\/payment$/.test(r.url())) payments.push(r.url());
  });
  const created = page.waitForRequest((r) => r.url().endsWith("/cart/checkout"));
  const shop = new WalletPage(page);
  await shop.openCart();
  await shop.ready();
  await shop.payPal().pay();
  expect((await created).postDataJSON()).toEqual({ brand: "PAYPAL" });
  const bank = new BankSimulatorPage(page);
  await bank.expectShown("PayPal");
  await bank.answer("Approve payment");
  await expect(shop.result()).toHaveText("Payment approved");
  await expect(page.locator("table")).toContainText("EUR 49.99");
  await expect(page.getByText("PAYPAL", { exact: true })).toBeVisible();
  // One payment, on the checkout createCheckout made, which the result page was given.
  const checkoutId = new URL(page.url()).searchParams.get("id");
  expect(payments).toEqual([expect.stringContaining(`/v1/checkouts/${checkoutId}/payment`)]);
});

test("wpwl.checkout gets the checkout a fast-checkout button created (id, amount, currency)", async ({ page }) => {
  // The shopper closes the Google Pay sheet: the checkout exists, the page stays.
  await installWalletStandIns(page, { cancel: true });
  const created = page.waitForResponse((r) => r.url().endsWith("/cart/checkout"));
  const shop = new WalletPage(page);
  await shop.openCart();
  await shop.ready();
  await shop.button("GOOGLEPAY").click();
  const { checkoutId } = (await (await created).json()) as { checkoutId: string };
  await expect(shop.events).toContainText("error: WidgetError GOOGLEPAY closed");
  expect(await shop.publicCheckout()).toEqual({
    id: checkoutId,
    amount: "49.99",
    currency: "EUR",
    config: { amount: "49.99", currency: "EUR", paymentType: "DB", customRedirectPageConfig: {} },
  });
});

test("a rejected createCheckout for PAYPAL: message in its form, onError, and the button works on the next click", async ({ page }) => {
  const consoleErrors = consoleErrorsOf(page);
  const shop = new WalletPage(page);
  await shop.openCart({ reject: "once" });
  await shop.ready();
  const paypal = shop.payPal();
  await paypal.pay();
  await expect(paypal.formMessage()).toHaveText(errorMessages.walletError);
  await expect(shop.events).toContainText("error: WidgetError PAYPAL createCheckout");
  expect(consoleErrors.some((e) => e.startsWith("[wpwl] wpwlOptions.createCheckout failed for PAYPAL"))).toBe(true);
  await expect(paypal.payButton()).toBeEnabled();
  await paypal.pay();
  await new BankSimulatorPage(page).expectShown("PayPal");
});

test("an Apple Pay total other than the checkout's is refused: no payment, one [wpwl] message naming both, button usable", async ({
  page,
}) => {
  const consoleErrors = consoleErrorsOf(page);
  const payments = paymentPosts(page);
  await installWalletStandIns(page);
  const shop = new WalletPage(page);
  await shop.openCart({ appleTotal: "59.99" });
  await shop.ready();
  await shop.button("APPLEPAY").click();
  await expect(shop.message("APPLEPAY")).toHaveText(errorMessages.walletError);
  await expect(shop.events).toContainText("error: WidgetError APPLEPAY amountMismatch");
  expect(consoleErrors.filter((e) => e.includes(`expected the checkout's 49.99 EUR, got "59.99" "EUR"`))).toHaveLength(1);
  const calls = (await walletLog(page)).map((c) => c.call);
  expect(calls).toContain("abort");
  expect(calls).not.toContain("completeMerchantValidation");
  expect(payments).toEqual([]);
  await expect(shop.button("APPLEPAY")).toBeEnabled();
});

test("a rejected createCheckout aborts cleanly: message, onError, and the button works on the next click", async ({ page }) => {
  const consoleErrors = consoleErrorsOf(page);
  await installWalletStandIns(page);
  const shop = new WalletPage(page);
  await shop.openCart({ reject: "once" });
  await shop.ready();
  await shop.button("APPLEPAY").click();
  await expect(shop.message("APPLEPAY")).toHaveText(errorMessages.walletError);
  await expect(shop.events).toContainText("error: WidgetError APPLEPAY createCheckout");
  expect(consoleErrors.some((e) => e.startsWith("[wpwl] wpwlOptions.createCheckout failed for APPLEPAY"))).toBe(true);
  expect((await walletLog(page)).map((c) => c.call)).toContain("abort");
  await shop.button("APPLEPAY").click();
  await expect(shop.result()).toHaveText("Payment approved");
  // Two sessions: the aborted one and the one that paid.
  expect((await walletLog(page)).filter((c) => c.api === "ApplePaySession" && c.call === "new")).toHaveLength(2);
});

test("a double click creates one checkout and makes one payment", async ({ page }) => {
  const payments: string[] = [];
  const creations: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && /\/v1\/checkouts\/[^/]+\/payment$/.test(r.url())) payments.push(r.url());
    if (r.method() === "POST" && r.url().endsWith("/cart/checkout")) creations.push(r.url());
  });
  await installWalletStandIns(page);
  const shop = new WalletPage(page);
  await shop.openCart();
  await shop.ready();
  await shop.button("GOOGLEPAY").dblclick();
  await expect(shop.result()).toHaveText("Payment approved");
  expect(payments).toHaveLength(1);
  expect(creations).toHaveLength(1);
  expect((await walletLog(page)).filter((c) => c.call === "loadPaymentData")).toHaveLength(1);
});

test("axe finds no WCAG 2.2 AA violation on the cart page", async ({ page }) => {
  test.slow();
  await installWalletStandIns(page);
  const shop = new WalletPage(page);
  await shop.openCart();
  await shop.ready();
  const result = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});

test("PAYPAL inline in fast checkout checks the e-mail before creating the checkout; STC_PAY is skipped with a warning", async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "warning") warnings.push(m.text());
  });
  // The cart page as a merchant would write it with PayPal inline and STC Pay: the shop's own page, its
  // form's brands changed as the parser adds it and inlineFlow set before the widget reads the options.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const form = document.querySelector("form.paymentWidgets");
      if (!form) return;
      form.setAttribute("data-brands", "PAYPAL STC_PAY");
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as { wpwlOptions: Record<string, unknown> }).wpwlOptions.inlineFlow = ["PAYPAL"];
    });
  });
  const shop = new WalletPage(page);
  await shop.openCart();
  await shop.ready();
  const stcPay = page.locator(".wpwl-container-virtualAccount-STC_PAY");
  await expect(stcPay).toHaveCount(1);
  await expect(stcPay).toBeHidden();
  expect(warnings.filter((w) => w.startsWith("[wpwl] fast checkout (script without ?checkoutId=) cannot offer STC_PAY"))).toHaveLength(1);
  const paypal = shop.payPal();
  await paypal.field(labels.accountId).fill("jane.example.com");
  await paypal.pay();
  await expect(paypal.hint("accountId")).toHaveText(errorMessages.accountIdError);
  expect(await checkoutRequests(page)).toBe(0);
  await paypal.field(labels.accountId).fill("jane@example.com");
  await paypal.pay();
  const bank = new BankSimulatorPage(page);
  await bank.expectShown("PayPal");
  await expect(page.getByText("j…@example.com")).toBeVisible();
  await bank.answer("Approve payment");
  await expect(shop.result()).toHaveText("Payment approved");
});
