import { expect, test } from "@playwright/test";
import { CheckoutPage, futureExpiry } from "./support/checkout-page.ts";
import { ageCheckout, errorMessages } from "./support/env.ts";

test("a checkout older than 30 minutes shows the expired message instead of the form", async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.open();
  await checkout.ready();
  const id = await checkout.checkoutId();
  ageCheckout(id, 31);
  await checkout.open({ checkoutId: id });
  await expect(checkout.container.locator(".wpwl-message")).toHaveText(errorMessages.checkoutExpiredError);
  await expect(page.locator("iframe.wpwl-control-iframe")).toHaveCount(0);
  await expect(checkout.events).toContainText("error: InvalidCheckoutIdError");
});

test("a checkout that expires while the shopper types is refused by the gateway", async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.open();
  await checkout.ready();
  const id = await checkout.checkoutId();
  await checkout.fill({ number: "4200000000000000", expiry: futureExpiry(), holder: "Jane Doe", cvv: "123" });
  ageCheckout(id, 30);
  await checkout.pay();
  await expect(checkout.formMessage()).toHaveText(errorMessages.checkoutExpiredError);
  await expect(checkout.events).toContainText("error: InvalidCheckoutIdError");
  expect(new URL(page.url()).pathname).toBe("/checkout");
});
