import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page, Route } from "@playwright/test";
import { startStack } from "../demo/stack.ts";
import { CheckoutPage, futureExpiry } from "./support/checkout-page.ts";
import { errorMessages } from "./support/env.ts";
import { expect, test } from "./support/test.ts";

const CARD = { number: "4200000000000000", expiry: futureExpiry(), holder: "Jane Doe", cvv: "123" };
/** A checkout page, ready, with the approved test card typed in. */
async function filledCheckout(page: Page): Promise<CheckoutPage> {
  const checkout = new CheckoutPage(page);
  await checkout.open();
  await checkout.ready();
  await checkout.fill(CARD);
  return checkout;
}

/** Lets the first payment POST meet `fault`; later ones reach the gateway. */
async function failFirstPayment(page: Page, fault: (route: Route) => Promise<void>): Promise<void> {
  let first = true;
  await page.route(/\/v1\/checkouts\/[^/]+\/payment$/, (route) => {
    if (first && route.request().method() === "POST") {
      first = false;
      return fault(route);
    }
    return route.continue();
  });
}

const isPayment = (url: string, method: string) => method === "POST" && /\/v1\/checkouts\/[^/]+\/payment$/.test(url);

test("repeated Enter submits one payment", async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.open();
  await checkout.ready();
  await checkout.fill(CARD);
  const posts: string[] = [];
  page.on("request", (r) => {
    if (isPayment(r.url(), r.method())) posts.push(r.url());
  });
  await checkout.cvvInput().focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press("Enter");
  await expect(checkout.result()).toHaveText("Payment approved");
  expect(posts).toHaveLength(1);
});

test("a network failure shows a retryable error; the retry pays", async ({ page }) => {
  const checkout = await filledCheckout(page);
  await failFirstPayment(page, (route) => route.abort("internetdisconnected"));
  await checkout.pay();
  await expect(checkout.formMessage()).toHaveText(errorMessages.networkError);
  await expect(checkout.events).toContainText("error: PciIframeSubmitError");
  await expect(checkout.payButton()).toBeEnabled();
  await checkout.pay();
  await expect(checkout.result()).toHaveText("Payment approved");
});

test("a lost answer is retried with the same idempotency key and charges once", async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.open();
  await checkout.ready();
  await checkout.fill(CARD);
  const keys: string[] = [];
  let first = true;
  let chargedId = "";
  let replayed = "";
  await page.route(/\/v1\/checkouts\/[^/]+\/payment$/, async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    keys.push((await route.request().allHeaders())["idempotency-key"] ?? "");
    if (first) {
      first = false;
      // The gateway charges, and the answer is lost on the way back.
      chargedId = ((await (await route.fetch()).json()) as { id: string }).id;
      return route.abort("connectionreset");
    }
    const res = await route.fetch();
    replayed = res.headers()["idempotent-replayed"] ?? "";
    return route.fulfill({ response: res });
  });
  await checkout.pay();
  await expect(checkout.formMessage()).toHaveText(errorMessages.networkError);
  await checkout.pay();
  await expect(checkout.result()).toHaveText("Payment approved");
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  // The gateway answered the retry with the first (charged) payment, replayed: not a second charge.
  expect(replayed).toBe("true");
  expect(chargedId).toMatch(/^[0-9a-f]{32}$/);
  await expect(page.getByText(chargedId)).toBeVisible();
});

test("a gateway 5xx shows a retryable error in the form and through onError", async ({ page }) => {
  const checkout = await filledCheckout(page);
  await failFirstPayment(page, (route) =>
    route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ result: { code: "900.100.100" } }) }),
  );
  await checkout.pay();
  await expect(checkout.formMessage()).toHaveText(errorMessages.networkError);
  await expect(checkout.events).toContainText("error: PciIframeSubmitError");
  await checkout.pay();
  await expect(checkout.result()).toHaveText("Payment approved");
});

test("throttling backs off and tells the shopper", async ({ page }) => {
  const checkout = await filledCheckout(page);
  const body = { result: { code: "800.120.100", description: "Too many requests" }, buildNumber: "x", timestamp: "x", ndc: "x" };
  await failFirstPayment(page, (route) => route.fulfill({ status: 429, contentType: "application/json", body: JSON.stringify(body) }));
  await checkout.pay();
  await expect(checkout.formMessage()).toHaveText(errorMessages.throttledError);
  await expect(checkout.payButton()).toBeDisabled();
  await expect(checkout.payButton()).toBeEnabled({ timeout: 5_000 });
  await checkout.pay();
  await expect(checkout.result()).toHaveText("Payment approved");
});

test("a gateway restart in the middle of a checkout loses nothing: the shopper completes it", async ({ page }) => {
  test.slow(); // starts and kills its own gateway process twice
  const db = join(mkdtempSync(join(tmpdir(), "wpwl-restart-")), "gateway.sqlite");
  const stack = await startStack({ gatewayPort: 0, shopPort: 0, db });
  try {
    await page.goto(`${stack.shopUrl}/checkout`);
    const checkout = new CheckoutPage(page);
    await checkout.ready();
    await checkout.fill(CARD);
    await stack.restartGateway("SIGKILL");
    await checkout.pay();
    await expect(checkout.result()).toHaveText("Payment approved");
  } finally {
    await stack.stop();
  }
});
