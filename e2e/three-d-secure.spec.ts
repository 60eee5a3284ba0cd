import { expect, test } from "@playwright/test";
import { CheckoutPage } from "./support/checkout-page.ts";
import { errorMessages, labels, stack } from "./support/env.ts";
import { ACS_ONE_TIME_CODE, AcsPage, checkoutPayments, enrolledCard, resultRow } from "./support/three-d-secure.ts";

type Call = { name: string; thisTag: string; args: unknown[]; [k: string]: unknown };
const callLog = (page: import("@playwright/test").Page) =>
  page.evaluate(() => (window as unknown as { callbackLog?: Call[] }).callbackLog ?? []);

test.describe("in Tokyo", () => {
  test.use({ timezoneId: "Asia/Tokyo" });
  test("a frictionless card is authenticated without a challenge; the status shows the 3-D Secure data", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open();
    await checkout.ready();
    await checkout.fill(enrolledCard("frictionless"));
    const browser = await page.evaluate(() => ({
      language: navigator.language,
      screenHeight: String(screen.height),
      screenWidth: String(screen.width),
      screenColorDepth: String(screen.colorDepth),
      timezone: String(new Date().getTimezoneOffset()),
      userAgent: navigator.userAgent,
    }));
    const payment = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/payment"));
    await checkout.pay();
    // The browser data of spec 2.10, collected by the widget on the shop's page.
    const sent = new URLSearchParams((await payment).postData() ?? "");
    for (const [key, value] of Object.entries(browser)) expect([key, sent.get(`customer.browser.${key}`)]).toEqual([key, value]);
    // Tokyo is 9 hours ahead of UTC: negative minutes (spec 2.10).
    expect(sent.get("customer.browser.timezone")).toBe("-540");
    expect(sent.get("customer.browser.javaEnabled")).toBe("false");
    expect(sent.get("customer.browser.challengeWindow")).toBe("5");
    await expect(checkout.result()).toHaveText("Payment approved");
    await expect(checkout.result()).toHaveAttribute("data-code", "000.100.110");
    await expect(resultRow(page, "3-D Secure status")).toHaveText("Y");
    await expect(resultRow(page, "3-D Secure ECI")).toHaveText("05");
    await expect(resultRow(page, "3-D Secure version")).toHaveText("2.2.0");
    await expect(resultRow(page, "3-D Secure verification id")).toHaveText(/^\S{28}$/);
  });
});

test("a card the bank refuses is declined without a challenge", async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.open();
  await checkout.ready();
  await checkout.fill(enrolledCard("failed", "MASTER"));
  await checkout.pay();
  await expect(checkout.result()).toHaveText("Payment not completed");
  await expect(checkout.result()).toHaveAttribute("data-code", "100.380.401");
  await expect(resultRow(page, "3-D Secure status")).toHaveText("N");
  await expect(resultRow(page, "3-D Secure ECI")).toHaveText("00");
});

test("the challenge shows inline, sized by threeDIframeSize, calls onLoadThreeDIframe on the iframe; the right code pays", async ({
  page,
}) => {
  const checkout = new CheckoutPage(page);
  await checkout.open({ scenario: "three-d-secure" });
  await checkout.ready();
  await checkout.fill(enrolledCard("challenge"));
  await checkout.pay();
  const frame = page.locator("iframe.wpwl-target");
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute("title", labels.threeDSecureFrameTitle);
  await expect(checkout.container.locator("form.wpwl-form")).toBeHidden();
  const box = await frame.boundingBox();
  expect(box?.width).toBe(420);
  expect(box?.height).toBe(460);
  const acs = AcsPage.inline(page);
  await expect(acs.code).toBeVisible();
  // The established shape merchants' suites find: the bank's page posted into iframe[src="about:blank"], its content
  // under .container.stage.
  await expect(page.locator('iframe[src="about:blank"]')).toHaveClass("wpwl-target");
  await expect(page.frameLocator('iframe[src="about:blank"]').locator(".container.stage")).toBeVisible();
  await expect
    .poll(async () => (await callLog(page)).filter((c) => c.name === "onLoadThreeDIframe"))
    .toEqual([
      expect.objectContaining({ thisTag: "IFRAME", className: "wpwl-target", iframeIsThis: true, width: "420px", height: "460px" }),
    ]);
  await acs.submit(ACS_ONE_TIME_CODE);
  await expect(checkout.result()).toHaveText("Payment approved");
  await expect(resultRow(page, "3-D Secure status")).toHaveText("Y");
  expect(new URL(page.url()).origin).toBe(stack().shopUrl);
});

test("a wrong one-time code fails the authentication: declined, not charged", async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.open();
  await checkout.ready();
  const id = await checkout.checkoutId();
  await checkout.fill(enrolledCard("challenge", "AMEX"));
  await checkout.pay();
  await AcsPage.inline(page).submit("9999");
  await expect(checkout.result()).toHaveText("Payment not completed");
  await expect(checkout.result()).toHaveAttribute("data-code", "100.380.401");
  await expect(resultRow(page, "3-D Secure status")).toHaveText("N");
  expect(checkoutPayments(id)).toEqual({ total: 1, successful: 0 });
});

test("cancel in the challenge brings the form back with an error; another card pays; the checkout is paid once", async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.open({ scenario: "three-d-secure" });
  await checkout.ready();
  const id = await checkout.checkoutId();
  await checkout.fill(enrolledCard("challenge"));
  await checkout.pay();
  await AcsPage.inline(page).cancel();
  await expect(page.locator("iframe.wpwl-target")).toHaveCount(0);
  await expect(checkout.container.locator("form.wpwl-form")).toBeVisible();
  await expect(checkout.formMessage()).toHaveText(errorMessages.threeDSecureCancelledError);
  await expect(checkout.payButton()).toBeEnabled();
  await expect(checkout.payButton()).toBeFocused();
  expect((await callLog(page)).filter((c) => c.name === "onError").map((c) => c.args)).toEqual([
    [{ name: "PaymentError", code: "100.396.101" }],
  ]);
  // Another card (and brand), in the same checkout.
  await checkout.numberInput().clear();
  await checkout.fill({ number: enrolledCard("frictionless", "MASTER").number });
  await expect(page.locator(".wpwl-control-brand")).toHaveValue("MASTER");
  await checkout.pay();
  await expect(checkout.result()).toHaveText("Payment approved");
  await expect(page.getByText("•••• 3019")).toBeVisible();
  expect(checkoutPayments(id)).toEqual({ total: 2, successful: 1 });
});

test('paymentTarget "_top": the challenge takes the window, then the shop\'s result page', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.open({ scenario: "three-d-secure-top" });
  await checkout.ready();
  await checkout.fill(enrolledCard("challenge", "MASTER"));
  const payment = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/payment"));
  await checkout.pay();
  // wpwlOptions.browser.threeDChallengeWindow of the page, as the established widget sends it.
  expect(new URLSearchParams((await payment).postData() ?? "").get("customer.browser.challengeWindow")).toBe("4");
  await page.waitForURL(`${stack().gatewayUrl}/v1/threeds/**`);
  await expect(page).toHaveTitle(/Verify your payment/);
  await new AcsPage(page).submit(ACS_ONE_TIME_CODE);
  await expect(checkout.result()).toHaveText("Payment approved");
  await expect(resultRow(page, "3-D Secure ECI")).toHaveText("02");
  expect(new URL(page.url()).pathname).toBe("/result");
});

test("paymentTarget naming the shop's iframe: the challenge shows there, the form stays, the result page follows", async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.open({ scenario: "three-d-secure-named" });
  await checkout.ready();
  await checkout.fill(enrolledCard("challenge"));
  await checkout.pay();
  const acs = new AcsPage(page.frameLocator('iframe[name="shop-3ds"]'));
  await expect(acs.code).toBeVisible();
  await expect(page.locator("iframe.wpwl-target")).toHaveCount(0);
  await expect(checkout.payButton()).toBeVisible();
  await expect(checkout.payButton()).toBeDisabled();
  await acs.submit(ACS_ONE_TIME_CODE);
  await expect(checkout.result()).toHaveText("Payment approved");
});

test("shopperResultTarget: after the challenge, the result page lands in the shop's frame of that name", async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.open({ scenario: "result-in-frame" });
  await checkout.ready();
  const checkoutUrl = page.url();
  await checkout.fill(enrolledCard("challenge"));
  await checkout.pay();
  await AcsPage.inline(page).submit(ACS_ONE_TIME_CODE);
  const result = page.frameLocator('iframe[name="shop-result"]');
  await expect(result.locator("h1.result")).toHaveText("Payment approved");
  await expect(resultRow(result, "3-D Secure status")).toHaveText("Y");
  expect(page.url()).toBe(checkoutUrl);
});

test("wpwl.unload() during an inline challenge removes the challenge iframe and its listener", async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.open();
  await checkout.ready();
  await checkout.fill(enrolledCard("challenge"));
  await checkout.pay();
  await expect(AcsPage.inline(page).code).toBeVisible();
  await page.evaluate(() => (window as unknown as { wpwl: { unload(): void } }).wpwl.unload());
  await expect(page.locator("iframe.wpwl-target")).toHaveCount(0);
  await expect(page.locator(".wpwl-container")).toHaveCount(0);
  await expect(page.locator("form.paymentWidgets")).toBeAttached();
});

test('paymentTarget "_self" in a checkout the shop shows in its own frame: the challenge, then the result page, in that frame', async ({
  page,
}) => {
  await page.goto(`${stack().shopUrl}/`);
  await page.evaluate(() => {
    const frame = document.createElement("iframe");
    frame.name = "checkout-frame";
    frame.title = "Checkout";
    frame.style.width = "720px";
    frame.style.height = "900px";
    frame.src = "/checkout?scenario=three-d-secure-self";
    document.body.append(frame);
  });
  const shop = page.frameLocator('iframe[name="checkout-frame"]');
  await expect(shop.locator("#events").getByText("ready", { exact: true })).toBeVisible();
  const card = enrolledCard("challenge");
  await shop.frameLocator('iframe[name="card.number"]').getByLabel(labels.cardNumber).pressSequentially(card.number);
  await shop.getByLabel(labels.expiryDate).pressSequentially(card.expiry);
  await shop.frameLocator('iframe[name="card.cvv"]').getByLabel(labels.cvv).pressSequentially(card.cvv);
  await shop.locator("button.wpwl-button-pay").click();
  await new AcsPage(shop).submit(ACS_ONE_TIME_CODE);
  // Before: the frame stayed on "Payment verified", the relay messaging a widget that was gone.
  await expect(shop.locator("h1.result")).toHaveText("Payment approved");
  expect(new URL(page.url()).pathname).toBe("/");
});

test("a challenge nobody answers ends when the checkout expires: the form says so, onError gets 100.396.103", async ({ page }) => {
  // The page's clock runs fast from here on (the gateway's frames keep real time).
  await page.clock.install();
  const checkout = new CheckoutPage(page);
  await checkout.open({ scenario: "three-d-secure" });
  await checkout.ready();
  await checkout.fill(enrolledCard("challenge"));
  await checkout.pay();
  await expect(page.locator("iframe.wpwl-target")).toHaveCount(1);
  await page.clock.fastForward("29:00");
  await expect(page.locator("iframe.wpwl-target")).toHaveCount(1);
  await page.clock.fastForward("02:00");
  await expect(page.locator("iframe.wpwl-target")).toHaveCount(0);
  await expect(checkout.formMessage()).toHaveText(errorMessages.checkoutExpiredError);
  await expect(checkout.payButton()).toBeDisabled();
  expect((await callLog(page)).filter((c) => c.name === "onError").map((c) => c.args)).toEqual([
    [{ name: "PaymentError", code: "100.396.103" }],
  ]);
});
