import type { Page, Request } from "@playwright/test";
import { DEFAULT_ENTITY_ID } from "../src/gateway/config.ts";
import { CheckoutPage, futureExpiry } from "./support/checkout-page.ts";
import { stack } from "./support/env.ts";
import { merchantApi } from "./support/stored-cards-page.ts";
import { SummaryPage } from "./support/summary-page.ts";
import { expect, test } from "./support/test.ts";
import { ACS_ONE_TIME_CODE, AcsPage, checkoutPayments, enrolledCard, resultRow } from "./support/three-d-secure.ts";

/**
 * wpwlOptions.useSummaryPage (demo/scenarios.ts "summary", "summary-callback"): the shopper's pay only
 * saves the payment data; the shop's summary page shows it and its server confirms it.
 */

const VISA = { number: "4200000000000000", expiry: futureExpiry(), holder: "Jane Jones", cvv: "123" };

/** Every payment POST to the gateway, from any frame. */
function paymentPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().startsWith(stack().gatewayUrl) && r.url().endsWith("/payment")) posts.push(r);
  });
  return posts;
}

test("pay saves the card, the shop's summary page shows it, “Confirm and pay” pays once", async ({ page }) => {
  const checkout = new CheckoutPage(page);
  const summary = new SummaryPage(page);
  const posts = paymentPosts(page);
  await checkout.open({ scenario: "summary" });
  await checkout.ready();
  const id = await checkout.checkoutId();
  await checkout.fill(VISA);
  await checkout.pay();
  await expect(summary.title).toBeVisible();
  expect(new URL(page.url()).searchParams.get("resourcePath")).toBe(`/v1/checkouts/${id}/payment`);
  // The widget's one post, from the gateway's frame, carries the flag; nothing is charged yet.
  expect(posts).toHaveLength(1);
  expect(posts[0]?.frame().url().startsWith(`${stack().gatewayUrl}/v1/pciIframe.html`)).toBe(true);
  expect(posts[0]?.postData()).toContain("useSummaryPage=true");
  expect(checkoutPayments(id).total).toBe(0);
  await expect(summary.row("Amount")).toHaveText("EUR 49.99");
  await expect(summary.row("Card")).toHaveText("VISA •••• 0000");
  await expect(summary.row("Card holder")).toHaveText("Jane Jones");
  expect(await page.content()).not.toContain("4200000000000000");
  const status = await merchantApi("GET", `/v1/checkouts/${id}/payment?entityId=${DEFAULT_ENTITY_ID}`);
  expect(status.result.code).toBe("000.200.110");

  await summary.confirm.click();
  await expect(checkout.result()).toHaveText("Payment approved");
  await expect(resultRow(page, "Card")).toHaveText("•••• 0000");
  expect(checkoutPayments(id)).toEqual({ total: 1, successful: 1 });
  // The summary page again (reload, back button): the result, no second payment.
  await page.goto(
    `${stack().shopUrl}/summary?id=${encodeURIComponent(id)}&resourcePath=${encodeURIComponent(`/v1/checkouts/${id}/payment`)}`,
  );
  await expect(checkout.result()).toHaveText("Payment approved");
  expect(checkoutPayments(id)).toEqual({ total: 1, successful: 1 });
});

test("onSaveTransactionData gets the saved data (masked card, no number) instead of the redirect", async ({ page }) => {
  const checkout = new CheckoutPage(page);
  const summary = new SummaryPage(page);
  await checkout.open({ scenario: "summary-callback" });
  await checkout.ready();
  const id = await checkout.checkoutId();
  await checkout.fill({ ...VISA, number: "5454545454545454", holder: "Max Muster" });
  await checkout.pay();
  // The shop's callback opened its summary page (via=callback), not the widget's redirect.
  await expect(summary.title).toBeVisible();
  expect(new URL(page.url()).searchParams.get("via")).toBe("callback");
  const log = await page.evaluate(() => JSON.parse(sessionStorage.getItem("callbackLog") ?? "[]") as { name: string; args: unknown[] }[]);
  const saved = log.find((e) => e.name === "onSaveTransactionData");
  const expiry = VISA.expiry;
  expect(saved?.args[0]).toEqual({
    result: { code: "000.200.110", description: expect.any(String) },
    paymentBrand: "MASTER",
    card: { last4Digits: "5454", expiryMonth: expiry.slice(0, 2), expiryYear: `20${expiry.slice(2)}`, holder: "Max Muster" },
  });
  expect(JSON.stringify(log)).not.toContain("5454545454545454");
  expect(log.map((e) => e.name)).not.toContain("onError");
  expect(checkoutPayments(id).total).toBe(0);
  await expect(summary.row("Card")).toHaveText("MASTER •••• 5454");
  await summary.confirm.click();
  await expect(checkout.result()).toHaveText("Payment approved");
  expect(checkoutPayments(id)).toEqual({ total: 1, successful: 1 });
});

test("a 3-D Secure challenge card: the confirmation sends the shopper to the bank's page, then to the result", async ({ page }) => {
  const checkout = new CheckoutPage(page);
  const summary = new SummaryPage(page);
  await checkout.open({ scenario: "summary" });
  await checkout.ready();
  const id = await checkout.checkoutId();
  await checkout.fill(enrolledCard("challenge"));
  await checkout.pay();
  // Saving never authenticates: the summary page comes first, without a challenge.
  await expect(summary.title).toBeVisible();
  await expect(page.locator("iframe")).toHaveCount(0);
  await summary.confirm.click();
  await page.waitForURL(`${stack().gatewayUrl}/v1/threeds/**`);
  await new AcsPage(page).submit(ACS_ONE_TIME_CODE);
  await expect(checkout.result()).toHaveText("Payment approved");
  await expect(resultRow(page, "3-D Secure status")).toHaveText("Y");
  expect(new URL(page.url()).searchParams.get("resourcePath")).toBe(`/v1/checkouts/${id}/payment`);
  expect(checkoutPayments(id)).toEqual({ total: 1, successful: 1 });
});
