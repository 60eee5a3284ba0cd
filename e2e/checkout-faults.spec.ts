import type { Page } from "@playwright/test";
import { DEFAULT_ENTITY_ID, DEFAULT_TOKEN } from "../src/gateway/config.ts";
import { CheckoutPage, futureExpiry } from "./support/checkout-page.ts";
import { errorMessages, stack } from "./support/env.ts";
import { expect, test } from "./support/test.ts";

/**
 * A checkout's fault (docs/faults.md "A fault on one checkout"), set by the shop's server, met by the real widget in
 * Chromium: the payment's answer refused before anything was done, replaced by a 500 after the payment was made, or
 * lost on the way back. The widget says so and lets the shopper try again with the same attempt — never a second
 * charge — and the demo shop, which fulfils from the gateway's webhook, has the order paid even while the shopper's
 * form shows an error.
 */
const CARD = { number: "4200000000000000", expiry: futureExpiry(), holder: "Jane Doe", cvv: "123" };
const isPayment = (url: string, method: string) => method === "POST" && /\/v1\/checkouts\/[^/]+\/payment$/.test(url);

/** The shop's server: the fault on this checkout's next attempt. */
async function setFault(checkoutId: string, fault: string) {
  const res = await fetch(`${stack().gatewayUrl}/sandbox/v1/checkouts/${encodeURIComponent(checkoutId)}/faults`, {
    method: "POST",
    headers: { authorization: `Bearer ${DEFAULT_TOKEN}`, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ entityId: DEFAULT_ENTITY_ID, fault }).toString(),
  });
  expect(res.status).toBe(200);
}

/** The checkout's result as the gateway holds it (GET /v1/checkouts/{id}/payment, as the shop's server asks): unpaid here. */
async function checkoutResult(checkoutId: string): Promise<string | undefined> {
  const res = await fetch(`${stack().gatewayUrl}/v1/checkouts/${encodeURIComponent(checkoutId)}/payment?entityId=${DEFAULT_ENTITY_ID}`, {
    headers: { authorization: `Bearer ${DEFAULT_TOKEN}` },
  });
  return ((await res.json()) as { result?: { code?: string } }).result?.code;
}

/** The shop's order page, reloaded until the order shows the state (its webhook arrives asynchronously). */
async function expectOrderState(page: Page, checkoutId: string, state: string) {
  const order = await page.context().newPage();
  await expect(async () => {
    await order.goto(`${stack().shopUrl}/orders/${encodeURIComponent(checkoutId)}`);
    await expect(order.locator("h1.order-state")).toHaveAttribute("data-state", state, { timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await order.close();
}

for (const [fault, paidBehindTheError] of [
  ["error-before-commit", false],
  ["error-after-commit", true],
] as const) {
  test(`${fault}: the form says the payment did not go through; the shopper's retry pays once`, async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open();
    await checkout.ready();
    const id = await checkout.checkoutId();
    await setFault(id, fault);
    const keys: string[] = [];
    page.on("request", (r) => {
      if (isPayment(r.url(), r.method())) keys.push(r.headers()["idempotency-key"] ?? "");
    });
    await checkout.fill(CARD);
    await checkout.pay();
    await expect(checkout.formMessage()).toHaveText(errorMessages.networkError);
    await expect(checkout.payButton()).toBeEnabled();
    // What the shopper could not know: after the commit, the payment was made — and the shop's webhook says so. (The
    // shop's server reads the checkout's paid result once, on the result page: this test does not take it first.)
    if (paidBehindTheError) await expectOrderState(page, id, "paid");
    else expect(await checkoutResult(id)).toBe("000.200.000");
    await checkout.pay();
    await expect(checkout.result()).toHaveText("Payment approved");
    // The retry was the same attempt (its idempotency key): the payment that was made, not a second one.
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
}

test("drop-after-commit: the answer is lost; the same attempt again (the shopper's, or the browser's own) pays once", async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.open();
  await checkout.ready();
  const id = await checkout.checkoutId();
  await setFault(id, "drop-after-commit");
  const keys: string[] = [];
  page.on("request", (r) => {
    if (isPayment(r.url(), r.method())) keys.push(r.headers()["idempotency-key"] ?? "");
  });
  await checkout.fill(CARD);
  await checkout.pay();
  // Chromium resends by itself a request whose reused connection closed before a byte came back (same headers, so
  // the same idempotency key): then the gateway's stored answer arrives and the shopper never sees the error.
  await expect(checkout.formMessage().or(checkout.result())).toBeVisible();
  if (await checkout.formMessage().isVisible()) {
    await expect(checkout.formMessage()).toHaveText(errorMessages.networkError);
    await expectOrderState(page, id, "paid");
    await checkout.pay();
  }
  await expect(checkout.result()).toHaveText("Payment approved");
  expect(new Set(keys).size).toBe(1);
});
