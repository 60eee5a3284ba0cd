import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { errorMessages, stack } from "./support/env.ts";
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
  // No checkout yet: none is created before a click.
  expect(await checkoutRequests(page)).toBe(0);
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

test("a rejected createCheckout aborts cleanly: message, onError, and the button works on the next click", async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") consoleErrors.push(m.text());
  });
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
