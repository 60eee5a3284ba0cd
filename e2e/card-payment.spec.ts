import type { Page } from "@playwright/test";
import { DEFAULT_ENTITY_ID, DEFAULT_TOKEN } from "../src/gateway/config.ts";
import { CheckoutPage, futureExpiry } from "./support/checkout-page.ts";
import { errorMessages, stack } from "./support/env.ts";
import { paymentBodies, wpwlMessages } from "./support/payment-bodies.ts";
import { expect, test } from "./support/test.ts";

const APPROVED = [
  { brand: "VISA", number: "4200000000000000", cvv: "123" },
  { brand: "MASTER", number: "5454545454545454", cvv: "123" },
  { brand: "AMEX", number: "377777777777770", cvv: "1234" },
];

for (const card of APPROVED) {
  test(`an approved ${card.brand} payment lands on the shop's result page`, async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open();
    await checkout.ready();
    await checkout.fill({ number: card.number, expiry: futureExpiry(), holder: "Jane Doe", cvv: card.cvv });
    await expect(page.locator(".wpwl-control-brand")).toHaveValue(card.brand);
    const id = await checkout.checkoutId();
    await checkout.pay();
    await expect(checkout.result()).toHaveText("Payment approved");
    await expect(checkout.result()).toHaveAttribute("data-code", "000.100.110");
    await expect(page.getByText(`•••• ${card.number.slice(-4)}`)).toBeVisible();
    const url = new URL(page.url());
    expect(url.pathname).toBe("/result");
    expect(url.searchParams.get("id")).toBe(id);
    expect(url.searchParams.get("resourcePath")).toBe(`/v1/checkouts/${id}/payment`);
  });
}

test("a result code typed as the card holder declines with that code", async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.open();
  await checkout.ready();
  await checkout.fill({ number: "4200000000000000", expiry: futureExpiry(), holder: "800.100.151", cvv: "123" });
  await checkout.pay();
  await expect(checkout.result()).toHaveText("Payment not completed");
  await expect(checkout.result()).toHaveAttribute("data-code", "800.100.151");
});

test("a paid checkout cannot be paid again", async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.open();
  await checkout.ready();
  const id = await checkout.checkoutId();
  await checkout.fill({ number: "4200000000000000", expiry: futureExpiry(), holder: "Jane Doe", cvv: "123" });
  await checkout.pay();
  await expect(checkout.result()).toHaveText("Payment approved");
  await checkout.open({ checkoutId: id });
  await expect(checkout.container.locator(".wpwl-message")).toHaveText(errorMessages.checkoutPaidError);
  await expect(page.locator("iframe.wpwl-control-iframe")).toHaveCount(0);
});

test("double clicks on pay submit one payment", async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.open();
  await checkout.ready();
  await checkout.fill({ number: "4200000000000000", expiry: futureExpiry(), holder: "Jane Doe", cvv: "123" });
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/payment")) posts.push(r.url());
  });
  await checkout.container.getByRole("button").dblclick();
  await expect(checkout.result()).toHaveText("Payment approved");
  expect(posts).toHaveLength(1);
});

/** A checkout the merchant's server creates with a shopperResultUrl (server to server, with the token). */
async function checkoutWithResultUrl(shopperResultUrl: string): Promise<string> {
  const body = new URLSearchParams({ entityId: DEFAULT_ENTITY_ID, amount: "49.99", currency: "EUR", paymentType: "DB", shopperResultUrl });
  const created = await fetch(`${stack().gatewayUrl}/v1/checkouts`, {
    method: "POST",
    headers: { authorization: `Bearer ${DEFAULT_TOKEN}` },
    body,
  });
  return ((await created.json()) as { id: string }).id;
}

/** Opens the shop's checkout page on that checkout and pays with the approved VISA test card. */
async function payOnCheckout(page: Page, checkoutId: string): Promise<CheckoutPage> {
  const checkout = new CheckoutPage(page);
  await checkout.open({ checkoutId });
  await checkout.ready();
  await checkout.fill({ number: "4200000000000000", expiry: futureExpiry(), holder: "Jane Doe", cvv: "123" });
  await checkout.pay();
  return checkout;
}

// Merchants report the established platform's answer when their server created the checkout with a
// shopperResultUrl: the widget's payment (which sends the form's action) is refused, nothing is charged.
test("a checkout created with a shopperResultUrl: the widget's payment is refused, the console says why, nothing is paid", async ({
  page,
}) => {
  const { shopUrl } = stack();
  const id = await checkoutWithResultUrl(`${shopUrl}/result`);
  const messages = wpwlMessages(page);
  const bodies = paymentBodies(page);
  const checkout = await payOnCheckout(page, id);
  await expect(checkout.container.getByText(errorMessages.paymentError)).toBeVisible();
  await expect(checkout.events.getByText(/^error: PaymentError .*create the checkout without it$/)).toBeVisible();
  expect(
    messages.filter((m) =>
      m.startsWith("[wpwl] 200.300.404 refused shopperResultUrl: invalid or missing parameter: shopperResultUrl was already set"),
    ),
  ).toHaveLength(1);
  expect(bodies.map((b) => b.get("shopperResultUrl"))).toEqual([`${shopUrl}/result`]);
  expect(new URL(page.url()).pathname).toBe("/checkout");
});

// What those merchants do about it (a React page's fix: "The action attribute has been completely
// removed. The widget will now automatically use the shopperResultUrl provided when the checkout
// ID was created"): no action, the widget sends none, and the shopper lands on the checkout's.
test("a checkout created with a shopperResultUrl and a form without an action: paid, the shopper lands on the checkout's address", async ({
  page,
}) => {
  const { shopUrl } = stack();
  const id = await checkoutWithResultUrl(`${shopUrl}/result?order=7`);
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => document.querySelector("form.paymentWidgets")?.removeAttribute("action"));
  });
  const bodies = paymentBodies(page);
  const checkout = await payOnCheckout(page, id);
  await expect(checkout.result()).toHaveText("Payment approved");
  const url = new URL(page.url());
  expect([url.pathname, url.searchParams.get("order"), url.searchParams.get("id")]).toEqual(["/result", "7", id]);
  expect(bodies).toHaveLength(1);
  expect(bodies[0]?.has("shopperResultUrl")).toBe(false);
});
