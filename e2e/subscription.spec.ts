import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Stack, startStack } from "../demo/stack.ts";
import { DEFAULT_TOKEN } from "../src/gateway/config.ts";
import { CheckoutPage, futureExpiry } from "./support/checkout-page.ts";
import { expect, test } from "./support/test.ts";

// This test moves the sandbox clock by months: it runs on a stack of its own, so the shared one's checkouts do not expire.
let own: Stack;
let dir: string;
test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "wpwl-subscription-"));
  own = await startStack({ gatewayPort: 0, shopPort: 0, db: join(dir, "gateway.sqlite"), shopData: join(dir, "shop") });
});
test.afterAll(async () => {
  await own?.stop();
  rmSync(dir, { recursive: true, force: true });
});

test("subscribe monthly with a saved card, advance the clock in the console: the charges and their webhooks arrive", async ({ page }) => {
  await page.goto(`${own.shopUrl}/save-card`);
  const checkout = new CheckoutPage(page);
  await checkout.ready();
  await checkout.fill({ number: "4200000000000000", expiry: futureExpiry(), holder: "Jane Doe", cvv: "123" });
  await checkout.pay();
  await expect(checkout.result()).toHaveText("Card saved");

  await page.goto(`${own.shopUrl}/subscription`);
  await page.getByRole("button", { name: /Subscribe/ }).click();
  await expect(page.locator("h1.subscription")).toHaveAttribute("data-state", "ACTIVE");
  const subscriptionUrl = page.url();
  await expect(async () => {
    await page.reload();
    await expect(page.locator("ol.webhook-events")).toContainText("SCHEDULE CREATED", { timeout: 500 });
  }).toPass({ timeout: 10_000 });

  await page.goto(`${own.gatewayUrl}/sandbox/console`);
  await page.getByLabel("Bearer token").fill(DEFAULT_TOKEN);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByLabel("Advance by (ISO 8601 duration)").fill("P2M");
  await page.getByRole("button", { name: "Advance" }).click();
  await expect(page.getByRole("status")).toContainText("The clock moved");

  await page.goto(subscriptionUrl);
  await expect(page.locator("table.charges tbody tr")).toHaveCount(2);
  await expect(page.locator("table.charges")).toContainText("000.100.110");
  await expect(async () => {
    await page.reload();
    await expect(page.locator("ol.webhook-events li", { hasText: "PAYMENT CREATED" })).toHaveCount(2, { timeout: 500 });
  }).toPass({ timeout: 10_000 });
});
