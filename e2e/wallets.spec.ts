import { errorMessages, labels } from "./support/env.ts";
import { consoleErrorsOf, paymentPosts } from "./support/payment-bodies.ts";
import { expect, test } from "./support/test.ts";
import { WalletPage } from "./support/wallet-page.ts";
import { installWalletStandIns, walletLog } from "./support/wallet-stand-ins.ts";

test("Apple Pay pays end to end: session request, merchant validation, awaited callbacks, token to the gateway", async ({ page }) => {
  await installWalletStandIns(page, { card: "4200000000000000", shippingContact: true });
  const shop = new WalletPage(page);
  await shop.openCheckout();
  await shop.ready();
  await shop.button("APPLEPAY").click();
  await expect(shop.result()).toHaveText("Payment approved");
  const calls = await walletLog(page);
  const created = calls.find((c) => c.api === "ApplePaySession" && c.call === "new");
  expect(created).toMatchObject({
    version: 3,
    request: {
      countryCode: "DE",
      currencyCode: "EUR",
      total: { label: "Demo shop", amount: "49.99" },
      supportedNetworks: ["visa", "masterCard"],
    },
  });
  expect(calls.find((c) => c.call === "completeMerchantValidation")).toMatchObject({ hasSession: true });
  // The merchant's promise (200 ms) was awaited: its update went to Apple, before the payment was authorized.
  expect(calls.find((c) => c.call === "completeShippingContactSelection")).toMatchObject({ update: { newTotal: { amount: "49.99" } } });
  expect(calls.find((c) => c.call === "completePayment")).toMatchObject({ status: 0 });
  const log = await shop.callbackLog();
  expect(log.map((e) => e.name)).toEqual(expect.arrayContaining(["applePay.onShippingContactSelected", "applePay.onPaymentAuthorized"]));
  await expect(page.locator("table")).toContainText("•••• 0000");
});

test("a shop's own Apple Pay button: wpwl.executePayment with the established container name starts Apple Pay and pays", async ({
  page,
}) => {
  await installWalletStandIns(page, { card: "4200000000000000" });
  const shop = new WalletPage(page);
  await shop.openCheckout();
  await shop.ready();
  // The established widget's container names, which merchant pages style, hide and pay through.
  await expect(page.locator(".wpwl-container-virtualAccount-APPLEPAY .wpwl-apple-pay-button")).toHaveCount(1);
  await expect(page.locator(".wpwl-container-virtualAccount-GOOGLEPAY")).toHaveCount(1);
  // A button of the shop's own (a user gesture, as Apple Pay needs) calls the widget.
  await page.evaluate(() => {
    const own = document.createElement("button");
    own.textContent = "Shop's Apple Pay";
    own.addEventListener("click", () =>
      (window as unknown as { wpwl: { executePayment(c: string): void } }).wpwl.executePayment("wpwl-container-virtualAccount-APPLEPAY"),
    );
    document.body.prepend(own);
  });
  await page.getByRole("button", { name: "Shop's Apple Pay" }).click();
  await expect(shop.result()).toHaveText("Payment approved");
  expect((await walletLog(page)).some((c) => c.api === "ApplePaySession" && c.call === "new")).toBe(true);
});

test("Apple Pay: a shipping update to another total than the checkout's is refused at authorization, with no payment", async ({ page }) => {
  const consoleErrors = consoleErrorsOf(page);
  const payments = paymentPosts(page);
  await installWalletStandIns(page, { card: "4200000000000000", shippingContact: true });
  const shop = new WalletPage(page);
  await shop.openCheckout();
  await shop.ready();
  // The merchant adds shipping in the sheet but does not update the checkout (POST /v1/checkouts/{id}).
  await page.evaluate(() => {
    const o = (window as unknown as { wpwlOptions: { applePay: Record<string, unknown> } }).wpwlOptions.applePay;
    o.onShippingContactSelected = () => ({ newTotal: { label: "Demo shop", amount: "54.99" } });
  });
  await shop.button("APPLEPAY").click();
  await expect(shop.message("APPLEPAY")).toHaveText(errorMessages.walletError);
  await expect(shop.events).toContainText("error: WidgetError APPLEPAY amountMismatch");
  const calls = await walletLog(page);
  expect(calls.find((c) => c.call === "completeShippingContactSelection")).toMatchObject({ update: { newTotal: { amount: "54.99" } } });
  expect(calls.find((c) => c.call === "completePayment")).toMatchObject({ status: 1 });
  expect(consoleErrors.filter((e) => e.includes(`expected the checkout's 49.99 EUR, got "54.99" "EUR"`))).toHaveLength(1);
  expect(payments).toEqual([]);
  await expect(shop.button("APPLEPAY")).toBeEnabled();
});

test("Google Pay pays end to end in TEST mode with gatewayMerchantId = entityId", async ({ page }) => {
  await installWalletStandIns(page, { card: "5454545454545454" });
  const shop = new WalletPage(page);
  await shop.openCheckout();
  await shop.ready();
  await shop.button("GOOGLEPAY").click();
  await expect(shop.result()).toHaveText("Payment approved");
  const calls = await walletLog(page);
  expect(calls.find((c) => c.api === "PaymentsClient" && c.call === "new")).toMatchObject({ environment: "TEST" });
  const load = calls.find((c) => c.call === "loadPaymentData") as { request: Record<string, unknown> } | undefined;
  expect(load?.request).toMatchObject({
    transactionInfo: { totalPriceStatus: "FINAL", totalPrice: "49.99", currencyCode: "EUR" },
    allowedPaymentMethods: [
      {
        type: "CARD",
        parameters: { allowedAuthMethods: ["PAN_ONLY", "CRYPTOGRAM_3DS"], allowedCardNetworks: ["MASTERCARD", "VISA"] },
        tokenizationSpecification: { type: "PAYMENT_GATEWAY", parameters: { gatewayMerchantId: expect.stringMatching(/^[0-9a-f]{32}$/) } },
      },
    ],
  });
  expect(calls.find((c) => c.call === "onPaymentAuthorized")).toMatchObject({ transactionState: "SUCCESS" });
  expect((await shop.callbackLog()).map((e) => e.name)).toContain("googlePay.onPaymentAuthorized");
  await expect(page.locator("table")).toContainText("•••• 5454");
});

test("Samsung Pay pays end to end", async ({ page }) => {
  await installWalletStandIns(page, { card: "4200000000000000" });
  const shop = new WalletPage(page);
  await shop.openCheckout();
  await shop.ready();
  await shop.button("SAMSUNGPAY").click();
  await expect(shop.result()).toHaveText("Payment approved");
  const calls = await walletLog(page);
  expect(calls.find((c) => c.call === "loadPaymentSheet")).toMatchObject({ detail: { amount: { currency: "EUR", total: 49.99 } } });
  expect(calls.find((c) => c.call === "notify")).toMatchObject({ status: "CHARGED" });
});

test("a wallet the browser cannot use is hidden and reported; the other forms work", async ({ page }) => {
  await installWalletStandIns(page, { applePay: false, googlePayReady: false });
  const shop = new WalletPage(page);
  await shop.openCheckout();
  await shop.ready();
  await expect(shop.container("APPLEPAY")).toBeHidden();
  await expect(shop.container("GOOGLEPAY")).toBeHidden();
  await expect(shop.events).toContainText("error: WidgetError APPLEPAY unavailable");
  await expect(shop.events).toContainText("error: WidgetError GOOGLEPAY unavailable");
  await expect(shop.button("SAMSUNGPAY")).toBeVisible();
  await expect(page.locator(".wpwl-container-card .wpwl-button-pay")).toBeVisible();
});

test("a declined card in the wallet shows the error and reports PaymentError; the button stays usable", async ({ page }) => {
  await installWalletStandIns(page, { card: "4000000000000002" });
  const shop = new WalletPage(page);
  await shop.openCheckout();
  await shop.ready();
  await shop.button("APPLEPAY").click();
  await expect(shop.message("APPLEPAY")).toHaveText("The payment could not be processed. Please check your details and try again.");
  await expect(shop.events).toContainText("error: PaymentError");
  expect((await walletLog(page)).find((c) => c.call === "completePayment")).toMatchObject({ status: 1 });
  await page.evaluate(() =>
    Object.assign((window as unknown as { __walletStandIn: object }).__walletStandIn, { card: "4200000000000000" }),
  );
  await shop.button("APPLEPAY").click();
  await expect(shop.result()).toHaveText("Payment approved");
});

test("closing the sheet: Apple Pay calls onCancel; Google Pay without onCancel reports WidgetError GOOGLEPAY closed", async ({ page }) => {
  await installWalletStandIns(page, { cancel: true });
  const shop = new WalletPage(page);
  await shop.openCheckout();
  await shop.ready();
  await shop.button("APPLEPAY").click();
  await expect(shop.events).toContainText("Apple Pay cancelled");
  await shop.button("GOOGLEPAY").click();
  await expect(shop.events).toContainText("error: WidgetError GOOGLEPAY closed");
  // Both buttons are usable again.
  await page.evaluate(() => Object.assign((window as unknown as { __walletStandIn: object }).__walletStandIn, { cancel: false }));
  await shop.button("GOOGLEPAY").click();
  await expect(shop.result()).toHaveText("Payment approved");
});

test("the wallet code is not downloaded on a card-only page", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/v1/modules/wallets")) requested.push(r.url());
  });
  await installWalletStandIns(page);
  const shop = new WalletPage(page);
  await shop.openCheckout("VISA MASTER");
  await shop.ready();
  expect(requested).toEqual([]);
  await expect(page.locator(".wpwl-container-wallet")).toHaveCount(0);
});

test("a tampered wallet module is refused by its integrity; the card form still works", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await page.route(/\/v1\/modules\/wallets\.js/, async (route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, body: `window.__skimmed=1;${await res.text()}` });
  });
  await installWalletStandIns(page);
  const shop = new WalletPage(page);
  await shop.openCheckout();
  await shop.ready();
  await expect(shop.events).toContainText("error: WidgetError APPLEPAY load");
  await expect(shop.container("APPLEPAY")).toBeHidden();
  await expect(shop.container("GOOGLEPAY")).toBeHidden();
  expect(await page.evaluate(() => "__skimmed" in window)).toBe(false);
  expect(errors.some((e) => /integrity/i.test(e))).toBe(true);
  await expect(page.locator(".wpwl-container-card").getByLabel(labels.cardHolder)).toBeVisible();
});

test("wpwl.unload() removes the wallet buttons and restores the merchant's form", async ({ page }) => {
  await installWalletStandIns(page);
  const shop = new WalletPage(page);
  await shop.openCheckout();
  await shop.ready();
  await expect(shop.button("GOOGLEPAY")).toBeVisible();
  await page.evaluate(() => (window as unknown as { wpwl: { unload(): void } }).wpwl.unload());
  await expect(page.locator(".wpwl-container")).toHaveCount(0);
  await expect(page.locator('link[href*="/v1/modules/"], link[href*="/v1/css/"]')).toHaveCount(0);
  await expect(page.locator("form.paymentWidgets")).not.toHaveAttribute("hidden");
  expect(await page.evaluate(() => "wpwl" in window)).toBe(false);
});

test("a throttled wallet payment says so and backs off like every form: the button is busy 2 s, then pays", async ({ page }) => {
  await installWalletStandIns(page);
  const shop = new WalletPage(page);
  await shop.openCheckout();
  await shop.ready();
  // The gateway's answer to the first token: throttled (spec 7.2), as a busy sandbox would answer.
  let throttle = true;
  await page.route(/\/v1\/checkouts\/[^/]+\/payment$/, async (route) => {
    if (!throttle || route.request().method() !== "POST") return route.continue();
    throttle = false;
    await route.fulfill({
      status: 429,
      contentType: "application/json",
      headers: { "access-control-allow-origin": "*" },
      body: JSON.stringify({ result: { code: "800.120.100", description: "Too many requests. Please try again later." } }),
    });
  });
  await shop.button("GOOGLEPAY").click();
  await expect(shop.message("GOOGLEPAY")).toHaveText("Too many attempts right now. Please wait a few seconds and try again.");
  await expect(shop.events).toContainText("error: PaymentError GOOGLEPAY");
  const container = page.locator(".wpwl-container-wallet-GOOGLEPAY");
  await expect(container).toHaveClass(/wpwl-wallet-busy/);
  await expect(container).not.toHaveClass(/wpwl-wallet-busy/, { timeout: 5000 });
  await shop.button("GOOGLEPAY").click();
  await expect(shop.result()).toHaveText("Payment approved");
});
