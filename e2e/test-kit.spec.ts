import { bankPage, cardForm, challenge, futureExpiry, installWallets, redirectForm, TEST_CARDS, wallet } from "../testing/index.mjs";
import { CheckoutPage } from "./support/checkout-page.ts";
import { stack } from "./support/env.ts";
import { expect, test } from "./support/test.ts";

/**
 * The package's test kit (`payment-widgets/testing`), as a merchant's own suite uses it: nothing of this project's
 * page objects, only the widget's DOM contract and the sandbox's test data.
 */
test("the test kit pays on a merchant's page: the card typed into the hosted fields, the pay button", async ({ page }) => {
  await new CheckoutPage(page).open();
  const form = cardForm(page);
  await form.ready();
  await form.fill({ number: TEST_CARDS.approved, holder: "Jane Doe" });
  await form.pay();
  await expect(page.locator("h1.result")).toHaveText("Payment approved");
});

test("the test kit answers the 3-D Secure page with the one-time code", async ({ page }) => {
  await new CheckoutPage(page).open();
  const form = cardForm(page);
  await form.ready();
  await form.fill({ number: TEST_CARDS.challenge, expiry: futureExpiry(2) });
  await form.pay();
  await challenge(page).submitCode();
  await expect(page.locator("h1.result")).toHaveText("Payment approved");
});

test("the test kit's simulator choice declines, and its hints read the form's messages", async ({ page }) => {
  await new CheckoutPage(page).open();
  const form = cardForm(page);
  await form.ready();
  await form.pay();
  await expect(form.hint("cardNumber")).toBeVisible();
  await form.fill({ number: TEST_CARDS.challenge });
  await form.pay();
  await challenge(page).choose("Decline");
  await expect(page.locator("h1.result")).toHaveAttribute("data-code", "100.380.401");
});

test("the test kit pays by a redirect brand: the form's pay button, then the sandbox bank page approved", async ({ page }) => {
  await page.goto(`${stack().shopUrl}/checkout?brands=GIROPAY`);
  await redirectForm(page, "GIROPAY").pay();
  const bank = bankPage(page);
  await bank.approve();
  await expect(page.locator("h1.result")).toHaveText("Payment approved");
});

test("the test kit declines on PayPal's bank page", async ({ page }) => {
  await page.goto(`${stack().shopUrl}/checkout?brands=PAYPAL`);
  const payPal = redirectForm(page, "PAYPAL");
  await payPal.fill("accountId", "jane@example.com");
  await payPal.pay();
  const bank = bankPage(page);
  await bank.ready();
  await expect(bank.brand()).toHaveText("PayPal");
  await bank.decline();
  await expect(page.locator("h1.result")).toHaveAttribute("data-code", "800.100.152");
});

test("the test kit's wallet stand-ins: Google Pay shows on a plain page and pays with the chosen test card", async ({ page }) => {
  await page.goto(`${stack().shopUrl}/checkout?brands=${encodeURIComponent("GOOGLEPAY VISA")}`);
  await cardForm(page).ready();
  // Chromium has no Google Pay: without the stand-ins the widget shows no button.
  await expect(wallet(page, "GOOGLEPAY").button()).toHaveCount(0);
  await installWallets(page, { card: "5454545454545454" });
  await page.goto(`${stack().shopUrl}/checkout?brands=${encodeURIComponent("GOOGLEPAY VISA")}`);
  const googlePay = wallet(page, "GOOGLEPAY");
  await googlePay.pay();
  await expect(page.locator("h1.result")).toHaveText("Payment approved");
  expect((await googlePay.calls()).map((c) => c.call)).toContain("loadPaymentData");
});
