import { cardForm, challenge, futureExpiry, TEST_CARDS } from "../testing/index.mjs";
import { CheckoutPage } from "./support/checkout-page.ts";
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
