import type { Page } from "@playwright/test";
import { DEFAULT_ENTITY_ID, DEFAULT_TOKEN } from "../src/gateway/config.ts";
import { CheckoutPage, futureExpiry } from "./support/checkout-page.ts";
import { labels, stack } from "./support/env.ts";
import { BankSimulatorPage, MethodsPage } from "./support/method-forms.ts";
import { expect, test } from "./support/test.ts";

const callLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { callbackLog: { name: string; thisTag: string; formClass?: string }[] }).callbackLog);

for (const [brand, name] of [
  ["GIROPAY", "giropay"],
  ["SOFORTUEBERWEISUNG", "Sofort"],
  ["IDEAL", "iDEAL"],
  ["EPS", "eps"],
] as const) {
  test(`${brand}: the shopper approves at the bank and the shop reads the final status`, async ({ page }) => {
    const shop = new MethodsPage(page);
    await shop.open(brand);
    const form = shop.onlineTransfer(brand);
    await expect(form.container.locator(`form.wpwl-form-onlineTransfer-${brand} .wpwl-brand-${brand}`)).toHaveText(name);
    await expect(form.container.getByText(labels.redirectNotice.replace("{brand}", name))).toBeVisible();
    const id = await shop.checkoutId();
    await form.pay();
    const bank = new BankSimulatorPage(page);
    await bank.expectShown(name === "eps" ? "eps-Überweisung" : name);
    await bank.answer("Approve payment");
    await expect(shop.result()).toHaveText("Payment approved");
    await expect(shop.result()).toHaveAttribute("data-code", "000.100.110");
    const url = new URL(page.url());
    expect([url.origin, url.pathname, url.searchParams.get("id")]).toEqual([stack().shopUrl, "/result", id]);
  });
}

test("the brand is a button that pays, as pages expect: a script clicking .wpwl-button-brand starts the redirect", async ({ page }) => {
  const shop = new MethodsPage(page);
  await shop.open("GIROPAY");
  const posts = shop.countPayments();
  const form = shop.onlineTransfer("GIROPAY");
  await expect(form.container.locator("button.wpwl-button-brand.wpwl-button-brand-GIROPAY")).toHaveText("giropay");
  // As a shop's onReady does for redirect brands: $(".wpwl-button-brand").trigger("click").
  await page.evaluate(() => document.querySelector<HTMLButtonElement>(".wpwl-button-brand")?.click());
  await new BankSimulatorPage(page).expectShown("giropay");
  expect(posts).toHaveLength(1);
});

test("a bank decline lands on the result page as not completed", async ({ page }) => {
  const shop = new MethodsPage(page);
  await shop.open("GIROPAY");
  await shop.onlineTransfer("GIROPAY").pay();
  await new BankSimulatorPage(page).answer("Decline payment");
  await expect(shop.result()).toHaveText("Payment not completed");
  await expect(shop.result()).toHaveAttribute("data-code", "800.100.152");
});

test("abandon GIROPAY, then pay the same checkout by card: one payment, by card", async ({ page }) => {
  const shop = new MethodsPage(page);
  await shop.open("GIROPAY VISA MASTER");
  const posts = shop.countPayments();
  const id = await shop.checkoutId();
  await shop.onlineTransfer("GIROPAY").pay();
  await new BankSimulatorPage(page).answer("Cancel and return to the shop");
  await expect(shop.result()).toHaveText("Payment not completed");
  await expect(shop.result()).toHaveAttribute("data-code", "100.396.101");
  // Back to the same checkout, another method.
  await page.getByRole("link", { name: "Choose another payment method" }).click();
  const checkout = new CheckoutPage(page);
  await checkout.ready();
  expect(await checkout.checkoutId()).toBe(id);
  // The page says why the shopper is back, shows one form (the card form), and offers the other methods for the same order.
  await expect(page.locator(".not-paid")).toContainText("Your payment was not completed");
  await expect(page.locator(".not-paid")).toContainText("100.396.101");
  await expect(page.locator(".wpwl-container")).toHaveCount(1);
  await expect(page.getByRole("link", { name: "SEPA direct debit" })).toHaveAttribute("href", new RegExp(`checkoutId=${id}`));
  await expect(page.getByRole("link", { name: "All methods" })).toHaveCount(0);
  await checkout.fill({ number: "4200000000000000", expiry: futureExpiry(), holder: "Jane Doe", cvv: "123" });
  await checkout.pay();
  await expect(checkout.result()).toHaveText("Payment approved");
  await expect(page.getByText("VISA", { exact: true })).toBeVisible();
  expect(posts).toHaveLength(2);
  // Paid at most once: the checkout page now refuses the checkout.
  await page.goto(`${stack().shopUrl}/checkout?checkoutId=${encodeURIComponent(id)}&brands=GIROPAY`);
  await expect(page.locator(".wpwl-container")).toContainText("This order has already been paid.");
});

test("onBeforeSubmitOnlineTransfer: false cancels, a later click goes to the bank once", async ({ page }) => {
  const shop = new MethodsPage(page);
  await shop.open("EPS", { scenario: "methods" });
  const posts = shop.countPayments();
  await page.evaluate(() => {
    (window as unknown as { beforeSubmitMode: string }).beforeSubmitMode = "false";
  });
  const form = shop.onlineTransfer("EPS");
  await form.pay();
  await form.pay();
  const calls = (await callLog(page)).filter((c) => c.name === "onBeforeSubmitOnlineTransfer");
  expect(calls).toHaveLength(2);
  expect(calls[0]?.formClass).toContain("wpwl-form-onlineTransfer-EPS");
  expect(posts).toEqual([]);
  await page.evaluate(() => {
    (window as unknown as { beforeSubmitMode: string }).beforeSubmitMode = "allow";
  });
  await page.evaluate(() =>
    (window as unknown as { wpwl: { executePayment(c: string): void } }).wpwl.executePayment("wpwl-container-onlineTransfer-EPS"),
  );
  await new BankSimulatorPage(page).expectShown("eps-Überweisung");
  expect(posts).toHaveLength(1);
});

test("server-to-server PAYPAL: the shopper approves on the bank page in the browser and returns with the payment's resourcePath", async ({
  page,
}) => {
  const { gatewayUrl, shopUrl } = stack();
  const auth = { authorization: `Bearer ${DEFAULT_TOKEN}` };
  const body = new URLSearchParams({
    entityId: DEFAULT_ENTITY_ID,
    amount: "19.90",
    currency: "EUR",
    paymentType: "DB",
    paymentBrand: "PAYPAL",
    shopperResultUrl: `${shopUrl}/after-paypal?order=7`,
  });
  const pending = (await (await fetch(`${gatewayUrl}/v1/payments`, { method: "POST", headers: auth, body })).json()) as {
    id: string;
    result: { code: string };
    redirect: { url: string; method: string; parameters: { name: string; value: string }[] };
  };
  expect([pending.result.code, pending.redirect.method]).toEqual(["000.200.000", "GET"]);
  // The merchant's server sends the shopper to redirect.url with its parameters as the query.
  const url = new URL(pending.redirect.url);
  for (const p of pending.redirect.parameters) url.searchParams.set(p.name, p.value);
  await page.goto(url.href);
  const bank = new BankSimulatorPage(page);
  await bank.expectShown("PayPal");
  await expect(page.getByText("19.90")).toBeVisible();
  await bank.answer("Approve payment");
  await expect(page).toHaveURL(/\/after-paypal\?/);
  const back = new URL(page.url());
  expect([back.origin, back.searchParams.get("order"), back.searchParams.get("id"), back.searchParams.get("resourcePath")]).toEqual([
    shopUrl,
    "7",
    pending.id,
    `/v1/payments/${pending.id}`,
  ]);
  const final = (await (
    await fetch(`${gatewayUrl}/v1/payments/${pending.id}?entityId=${DEFAULT_ENTITY_ID}`, { headers: auth })
  ).json()) as {
    result: { code: string };
  };
  expect(final.result.code).toBe("000.100.110");
});
