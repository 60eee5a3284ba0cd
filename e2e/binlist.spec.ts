import type { Page, Request } from "@playwright/test";
import { CheckoutPage, futureExpiry } from "./support/checkout-page.ts";
import { labels, stack } from "./support/env.ts";
import { paymentBodies, wpwlMessages } from "./support/payment-bodies.ts";
import { recordMessages } from "./support/record-messages.ts";
import { expect, test } from "./support/test.ts";

/**
 * wpwlOptions.brandDetectionType "binlist" against the sandbox gateway's BIN table (README "Test
 * data"): the card-number frame asks the gateway, the merchant page learns brands, card type and
 * country, never a digit.
 */
const MADA_ONLY_IN_TABLE = "4286710000000001";
const MAESTRO_MASTER = "5351100000000002";
const BRANDS = "VISA MASTER MAESTRO MADA AMEX";

interface Call {
  name: string;
  thisTag: string;
  args: unknown[];
  keys?: string[];
}
const callsOf = async (page: Page, name: string) =>
  (await page.evaluate(() => (window as unknown as { callbackLog?: Call[] }).callbackLog ?? [])).filter((c) => c.name === name);

/** The BIN lookups the page's frames make (POST …/bin). */
function binRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && /\/v1\/checkouts\/[^/]+\/bin$/.test(r.url())) requests.push(r);
  });
  return requests;
}

const rest = { expiry: futureExpiry(), holder: "Jane Doe", cvv: "123" };

test("without binlist the prefix table decides: the mada card of the BIN table shows as Visa, and nothing is asked", async ({ page }) => {
  const lookups = binRequests(page);
  const checkout = new CheckoutPage(page);
  await checkout.open({ scenario: "callbacks", brands: BRANDS });
  await checkout.ready();
  await checkout.fill({ number: MADA_ONLY_IN_TABLE });
  await expect(checkout.container.locator("select.wpwl-control-brand")).toHaveValue("VISA");
  await expect(checkout.container.getByRole("group", { name: labels.coBadgedBrand })).toHaveCount(0);
  expect(lookups).toEqual([]);
});

test("a BIN only the gateway knows makes the card mada, Visa stays a choice; onDetectBin and every message and request of the page carry no digit of it", async ({
  page,
}) => {
  const seen = await recordMessages(page);
  const mainFrameTraffic: string[] = [];
  page.on("request", (r) => {
    if (r.frame() === page.mainFrame()) mainFrameTraffic.push(`${r.method()} ${r.url()} ${r.postData() ?? ""}`);
  });
  const lookups = binRequests(page);
  const bodies = paymentBodies(page);
  const checkout = new CheckoutPage(page);
  await checkout.open({ scenario: "binlist", brands: BRANDS });
  await checkout.ready();
  await checkout.fill({ number: MADA_ONLY_IN_TABLE, ...rest });

  const brand = checkout.container.locator("select.wpwl-control-brand");
  await expect(brand).toHaveValue("MADA");
  const choice = checkout.container.getByRole("group", { name: labels.coBadgedBrand });
  await expect(choice.getByRole("radio")).toHaveCount(2);
  await expect(choice.getByRole("radio", { name: "mada" })).toBeChecked();
  await expect.poll(async () => (await callsOf(page, "onDetectBrand")).at(-1)?.args).toEqual([["MADA", "VISA"]]);
  const detected = await callsOf(page, "onDetectBin");
  expect(detected.map((c) => c.args)).toEqual([[{ brands: ["MADA", "VISA"], type: "DEBIT", country: "SA" }]]);
  expect(detected[0]?.keys).toEqual(["brands", "country", "type"]);
  expect(detected[0]?.thisTag).toBe("IFRAME");
  await expect(checkout.events.getByText("card: MADA / VISA, DEBIT, issued in SA")).toBeVisible();

  // The shopper prefers the international brand of the co-badged card.
  await checkout.container.locator("label.wpwl-brand-VISA").click();
  await expect(brand).toHaveValue("VISA");
  await checkout.pay();
  await expect(checkout.result()).toHaveAttribute("class", /result-approved/);
  expect(bodies[0]?.get("paymentBrand")).toBe("VISA");

  // One lookup, of the first six digits, from the gateway's frame to the gateway, not cached.
  expect(lookups.map((r) => r.postData())).toEqual(["card.bin=428671"]);
  expect(lookups[0]?.url().startsWith(`${stack().gatewayUrl}/v1/checkouts/`)).toBe(true);
  expect(lookups[0]?.frame()).not.toBe(page.mainFrame());
  expect((await lookups[0]?.response())?.headers()["cache-control"]).toBe("no-store");
  // The merchant page saw the BIN-derived data, never the BIN or the number: not in a message, not in a request.
  expect(seen.some((m) => m.includes('"bin":{"brands":["MADA","VISA"]'))).toBe(true);
  for (const m of seen.map((text) => text.replace(/[0-9a-f]{32}/g, "<channel>"))) {
    expect(m).not.toContain("428671");
    expect(m).not.toContain("4286 71");
  }
  expect(mainFrameTraffic.length).toBeGreaterThan(0);
  for (const entry of mainFrameTraffic) expect(entry).not.toContain("428671");
  const log = await page.evaluate(() => sessionStorage.getItem("callbackLog") ?? "");
  expect(log).toContain("onDetectBin");
  expect(log).not.toContain("428671");
});

test("a co-badged Maestro/Mastercard BIN lets the shopper choose the brand, and the choice pays", async ({ page }) => {
  const bodies = paymentBodies(page);
  const checkout = new CheckoutPage(page);
  await checkout.open({ scenario: "binlist", brands: BRANDS });
  await checkout.ready();
  await checkout.fill({ number: MAESTRO_MASTER, ...rest });
  const choice = checkout.container.getByRole("group", { name: labels.coBadgedBrand });
  await expect(choice.getByRole("radio")).toHaveCount(2);
  // The issuer's first brand is preselected (no brandDetectionPriority on this page).
  await expect(choice.getByRole("radio", { name: "Maestro" })).toBeChecked();
  await expect(checkout.container.locator("select.wpwl-control-brand")).toHaveValue("MAESTRO");
  await expect
    .poll(async () => (await callsOf(page, "onDetectBin")).at(-1)?.args)
    .toEqual([{ brands: ["MAESTRO", "MASTER"], type: "DEBIT", country: "DE" }]);
  await checkout.container.locator("label.wpwl-brand-MASTER").click();
  await expect(checkout.container.locator("select.wpwl-control-brand")).toHaveValue("MASTER");
  await expect.poll(async () => (await callsOf(page, "onChangeBrand")).at(-1)?.args).toEqual(["MASTER"]);
  // Deleting the number back under six digits: nothing is known any more.
  await checkout.numberInput().press("End");
  for (let i = 0; i < 12; i++) await checkout.numberInput().press("Backspace");
  await expect.poll(async () => (await callsOf(page, "onDetectBin")).at(-1)?.args).toEqual([{ brands: [] }]);
  await expect(choice).toHaveCount(0);
  await checkout.numberInput().pressSequentially(MAESTRO_MASTER.slice(4));
  await expect(choice.getByRole("radio", { name: "Mastercard" })).toBeChecked();
  await checkout.pay();
  await expect(checkout.result()).toHaveAttribute("class", /result-approved/);
  expect(bodies.map((b) => b.get("paymentBrand"))).toEqual(["MASTER"]);
});

test("with the BIN lookup unreachable the local detection stands, silently, and the shopper pays", async ({ page }) => {
  const refused: string[] = [];
  await page.route("**/v1/checkouts/*/bin", (route) => {
    refused.push(route.request().url());
    return route.abort("connectionrefused");
  });
  const messages = wpwlMessages(page);
  const bodies = paymentBodies(page);
  const checkout = new CheckoutPage(page);
  await checkout.open({ scenario: "binlist", brands: BRANDS });
  await checkout.ready();
  await checkout.fill({ number: MADA_ONLY_IN_TABLE, ...rest });
  await expect.poll(() => refused.length).toBe(1);
  await expect(checkout.container.locator("select.wpwl-control-brand")).toHaveValue("VISA");
  await expect(checkout.container.getByRole("group", { name: labels.coBadgedBrand })).toHaveCount(0);
  await checkout.pay();
  await expect(checkout.result()).toHaveAttribute("class", /result-approved/);
  expect(bodies.map((b) => b.get("paymentBrand"))).toEqual(["VISA"]);
  expect(await page.evaluate(() => sessionStorage.getItem("callbackLog") ?? "")).not.toContain("onDetectBin");
  expect(messages).toEqual([]);
});

test("a BIN lookup slower than the widget waits for is abandoned: the local detection stands", async ({ page }) => {
  await page.route("**/v1/checkouts/*/bin", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4000));
    await route.continue().catch(() => undefined);
  });
  const checkout = new CheckoutPage(page);
  await checkout.open({ scenario: "binlist", brands: BRANDS });
  await checkout.ready();
  await checkout.fill({ number: MAESTRO_MASTER });
  await expect(checkout.container.locator("select.wpwl-control-brand")).toHaveValue("MASTER");
  // Past the 2.5 s timeout and the late answer: still the prefix table's brand, no choice, no onDetectBin.
  await page.waitForTimeout(4500);
  await expect(checkout.container.locator("select.wpwl-control-brand")).toHaveValue("MASTER");
  await expect(checkout.container.getByRole("group", { name: labels.coBadgedBrand })).toHaveCount(0);
  expect(await callsOf(page, "onDetectBin")).toEqual([]);
});
