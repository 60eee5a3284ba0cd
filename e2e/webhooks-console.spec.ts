import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { type Stack, startStack } from "../demo/stack.ts";
import { DEFAULT_ENTITY_ID, DEFAULT_TOKEN } from "../src/gateway/config.ts";
import { CheckoutPage, futureExpiry } from "./support/checkout-page.ts";
import { stack } from "./support/env.ts";
import { ACS_ONE_TIME_CODE, AcsPage, enrolledCard } from "./support/three-d-secure.ts";

const AUTH = { authorization: `Bearer ${DEFAULT_TOKEN}` };

/**
 * This file's tests read the console, which lists what the sandbox holds: they get a gateway and shop of
 * their own (a fresh database), so what they see does not depend on what the rest of the run made before
 * them (at the end of a run, hundreds of payments and deliveries: 23-33 s a test on two busy cores).
 * They run in order in one worker, on that stack; stack() (support/env.ts) reads it from the environment.
 */
test.describe.configure({ mode: "default" });
let own: { stack: Stack; dir: string; saved: Record<string, string | undefined> } | undefined;
const STACK_ENV = ["E2E_GATEWAY_URL", "E2E_SHOP_URL", "E2E_DB"] as const;
test.beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), "wpwl-e2e-console-"));
  const db = join(dir, "gateway.sqlite");
  const ownStack = await startStack({ gatewayPort: 0, shopPort: 0, db, shopData: join(dir, "shop") });
  own = { stack: ownStack, dir, saved: Object.fromEntries(STACK_ENV.map((k) => [k, process.env[k]])) };
  Object.assign(process.env, { E2E_GATEWAY_URL: ownStack.gatewayUrl, E2E_SHOP_URL: ownStack.shopUrl, E2E_DB: db });
});
test.afterAll(async () => {
  if (!own) return;
  for (const k of STACK_ENV) process.env[k] = own.saved[k];
  await own.stack.stop();
  rmSync(own.dir, { recursive: true, force: true });
  own = undefined;
});

/** Signs in to the gateway's sandbox console with the bearer token, as a developer would. */
async function openConsole(page: Page) {
  await page.goto(`${stack().gatewayUrl}/sandbox/console`);
  await page.getByLabel("Bearer token").fill(DEFAULT_TOKEN);
  await page.getByRole("button", { name: "Sign in" }).press("Enter");
  await expect(page.getByRole("heading", { name: "Sandbox console", level: 1 })).toBeVisible();
}

/** The shop's order page, reloaded until the order shows the state (webhooks arrive asynchronously). */
async function expectOrderState(page: Page, checkoutId: string, state: string) {
  await expect(async () => {
    await page.goto(`${stack().shopUrl}/orders/${checkoutId}`);
    await expect(page.locator("h1.order-state")).toHaveAttribute("data-state", state, { timeout: 500 });
  }).toPass({ timeout: 10_000 });
}

test("a payment in the demo shop: the order is paid by its webhook, and the console shows the payment and the delivery", async ({
  page,
}) => {
  const checkout = new CheckoutPage(page);
  await checkout.open();
  await checkout.ready();
  const checkoutId = await checkout.checkoutId();
  await checkout.fill({ number: "4200000000000000", expiry: futureExpiry(), holder: "Jane Doe", cvv: "123" });
  await checkout.pay();
  await expect(checkout.result()).toHaveText("Payment approved");
  const paymentId =
    (
      await page
        .locator("tr", { has: page.locator("th", { hasText: "Payment id" }) })
        .locator("td")
        .textContent()
    )?.trim() ?? "";
  await expectOrderState(page, checkoutId, "paid");
  await expect(page.getByText("The gateway's webhook confirmed the payment")).toBeVisible();

  await openConsole(page);
  const row = page.locator(`tr#p-${paymentId}`);
  await expect(row).toContainText("000.100.110");
  // By the whole id: the ids of one gateway process share their first characters (envelope.ts orderedId).
  const delivery = page
    .locator("section[aria-labelledby=deliveries-h] tr", { has: page.locator(`a[href^="/sandbox/console/payments/${paymentId}?"]`) })
    .first();
  await expect(delivery).toContainText("DELIVERED");
  await delivery.locator("summary").click();
  await expect(delivery.locator("pre")).toContainText(`"id": "${paymentId}"`);
  const axe = async () => {
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  };
  await axe();
  // The payment's story: its checkout, its operation, its event and the delivery, on one page.
  await row.getByRole("link", { name: paymentId }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(paymentId);
  await expect(page.locator("section[aria-labelledby=checkout-h]")).toContainText(checkoutId);
  await expect(page.locator("section[aria-labelledby=events-h]")).toContainText("DELIVERED");
  await axe();
});

test("a 3-D Secure challenge finished after the shopper closed the tab: the order is still paid", async ({ page, context }) => {
  const checkout = new CheckoutPage(page);
  await checkout.open();
  await checkout.ready();
  const checkoutId = await checkout.checkoutId();
  await checkout.fill(enrolledCard("challenge"));
  await checkout.pay();
  await expect(AcsPage.inline(page).code).toBeVisible();
  const acsUrl =
    page
      .frames()
      .find((f) => f.url().includes("/v1/threeds/"))
      ?.url() ?? "";
  expect(acsUrl).toContain("/v1/threeds/");
  await page.close();
  // The shopper confirms in the banking app (the ACS gets the answer; no browser comes back to the shop).
  const confirmed = await context.request.post(acsUrl, {
    form: { action: "submit", otp: ACS_ONE_TIME_CODE },
    headers: { "sec-fetch-site": "same-origin" },
  });
  expect(confirmed.status()).toBe(200);
  const order = await context.newPage();
  await expectOrderState(order, checkoutId, "paid");
});

test("a fraud case decided in the console calls the merchant's tieback receiver", async ({ page, request }) => {
  const got: string[] = [];
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => {
      body += c.toString();
    });
    req.on("end", () => {
      got.push(body);
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const g = stack().gatewayUrl;
    const reference = `E2E-${Date.now()}`;
    const configured = await request.post(`${g}/sandbox/v1/tieback`, {
      headers: AUTH,
      form: { entityId: DEFAULT_ENTITY_ID, "urls[0]": `http://127.0.0.1:${port}/tieback`, keys: "transactionid,decision,userid" },
    });
    expect(configured.status()).toBe(200);
    const paid = await request.post(`${g}/v1/payments`, {
      headers: AUTH,
      form: {
        entityId: DEFAULT_ENTITY_ID,
        amount: "12.00",
        currency: "EUR",
        paymentType: "DB",
        paymentBrand: "VISA",
        "card.number": "4200000000000000",
        "card.expiryMonth": "12",
        "card.expiryYear": String(new Date().getFullYear() + 2),
        "card.cvv": "123",
        merchantTransactionId: reference,
        "customer.givenName": "simulate",
        "customer.surname": "yellow",
      },
    });
    expect((await paid.json()).result.code).toBe("100.400.148");

    await openConsole(page);
    const caseRow = page.locator("section[aria-labelledby=cases-h] tr", { hasText: reference });
    await caseRow.getByLabel("Decision").selectOption("APPROVE");
    await caseRow.getByLabel("Analyst").fill("analyst-7");
    await caseRow.getByRole("button", { name: "Decide" }).click();
    await expect(page.getByRole("status")).toContainText("The decision is recorded");
    await expect.poll(() => got).toContainEqual(`transactionid=${reference}&decision=APPROVE&userid=analyst-7`);
    await expect(page.locator("section[aria-labelledby=cases-h] tr", { hasText: reference })).toContainText("APPROVE");
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
