import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { buildShop } from "../demo/server.ts";
import { runClient } from "../src/gateway/cli-client.ts";
import { DEFAULT_ENTITY_ID, DEFAULT_TOKEN, readConfig } from "../src/gateway/config.ts";
import { startupWebhook } from "../src/gateway/events/startup-webhook.ts";
import type { Recording } from "../src/gateway/request-log/recording-api.ts";
import { buildServer, type GatewayRuntime } from "../src/gateway/server.ts";
import { CheckoutPage, futureExpiry } from "./support/checkout-page.ts";
import { MethodsPage } from "./support/method-forms.ts";
import { expect, test } from "./support/test.ts";
import { ACS_ONE_TIME_CODE, AcsPage, enrolledCard } from "./support/three-d-secure.ts";

/**
 * Issue 52's done-when: a session of the demo shop — a shopper paying by card, through a 3-D Secure challenge and at
 * a bank's page, the shop's server creating each checkout and reading each result, the shop's webhook told of each
 * payment — recorded with
 * `payment-widgets record` and replayed with `payment-widgets replay` on a fresh sandbox: every answer the same. A
 * deliberately changed gateway answer shows in the report at its step, and the replay fails.
 * The session runs on a sandbox and shop of its own, so no other test's requests fall into its window.
 */
const dist = join(import.meta.dirname, "../dist");
const sandbox = () => buildServer(readConfig({ GATEWAY_DB: ":memory:", GATEWAY_RATE_LIMIT: "0", GATEWAY_DIST: dist }));
const started: GatewayRuntime[] = [];
let shop: FastifyInstance;
let recorded = "";
let shopUrl = "";
let dir = "";

test.describe.configure({ mode: "serial" });
/** The shop's webhook key: each sandbox registers the shop's receiver with it, as `npm run demo` does (GATEWAY_WEBHOOK_URL). */
const webhookSecret = randomBytes(32).toString("hex").toUpperCase();
test.beforeAll(async () => {
  const gw = sandbox();
  started.push(gw);
  recorded = await gw.app.listen({ port: 0, host: "127.0.0.1" });
  shop = buildShop({ url: recorded, token: DEFAULT_TOKEN, entityId: DEFAULT_ENTITY_ID }, { webhookSecret });
  shopUrl = await shop.listen({ port: 0, host: "localhost" });
  startupWebhook(gw.webhooks, DEFAULT_ENTITY_ID, `${shopUrl}/webhooks`, webhookSecret, Date.now());
  dir = mkdtempSync(join(tmpdir(), "record-replay-"));
});
test.afterAll(async () => {
  await shop?.close();
  for (const gw of started) await gw.app.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A fresh sandbox, listening, with the shop's webhook: what a merchant's CI starts to replay the fixture against. */
async function freshSandbox(): Promise<string> {
  const gw = sandbox();
  started.push(gw);
  startupWebhook(gw.webhooks, DEFAULT_ENTITY_ID, `${shopUrl}/webhooks`, webhookSecret, Date.now());
  return gw.app.listen({ port: 0, host: "127.0.0.1" });
}
const cli = (gateway: string, ...args: string[]) => runClient([...args, "--gateway", gateway], {});
const fixture = () => join(dir, "demo-session.json");

test("a shopper's session at the demo shop is recorded: the shop's requests and the shopper's steps, card data masked", async ({
  page,
}) => {
  const card = new CheckoutPage(page);
  await page.goto(`${shopUrl}/checkout`);
  await card.ready();
  await card.fill({ number: "4200000000000000", expiry: futureExpiry(), holder: "Jane Doe", cvv: "123" });
  await card.pay();
  await expect(card.result()).toHaveText("Payment approved");

  await page.goto(`${shopUrl}/checkout?scenario=three-d-secure`);
  await card.ready();
  await card.fill(enrolledCard("challenge"));
  await card.pay();
  await AcsPage.inline(page).submit(ACS_ONE_TIME_CODE);
  await expect(card.result()).toHaveText("Payment approved");

  const methods = new MethodsPage(page);
  await page.goto(`${shopUrl}/checkout?brands=GIROPAY`);
  await expect(methods.events.getByText("ready", { exact: true })).toBeVisible();
  await methods.onlineTransfer("GIROPAY").pay();
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expect(card.result()).toHaveText("Payment approved");

  expect(await cli(recorded, "record", "--out", fixture())).toEqual({ print: `recorded 12 requests into ${fixture()}`, exitCode: 0 });
  const text = readFileSync(fixture(), "utf8");
  const steps = (JSON.parse(text) as Recording).steps.map(
    (s) => `${s.by ?? "merchant"} ${s.method} ${s.path.replace(/[0-9A-Fa-f]{32}(\.[a-z0-9-]+)?/g, "{id}")} ${s.status}`,
  );
  expect(steps).toEqual([
    "merchant POST /v1/checkouts 200",
    "shopper POST /v1/checkouts/{id}/payment 200",
    "merchant GET /v1/checkouts/{id}/payment 200",
    "merchant POST /v1/checkouts 200",
    "shopper POST /v1/checkouts/{id}/payment 200",
    "shopper POST /v1/threeds/{id} 200",
    "shopper POST /v1/threeds/{id} 200",
    "merchant GET /v1/checkouts/{id}/payment 200",
    "merchant POST /v1/checkouts 200",
    "shopper POST /v1/checkouts/{id}/payment 200",
    "shopper POST /v1/simulator/redirect/{id} 303",
    "merchant GET /v1/checkouts/{id}/payment 200",
  ]);
  // The events the shop's webhook was sent (the shop fulfils its orders from them).
  const events = (JSON.parse(text) as Recording).events ?? [];
  expect(events.map((e) => `${e.type} ${e.action} ${e.receiver}`)).toEqual([
    "PAYMENT CREATED webhook",
    "PAYMENT CREATED webhook",
    "PAYMENT UPDATED webhook",
    "PAYMENT CREATED webhook",
    "PAYMENT UPDATED webhook",
  ]);
  expect(text).toContain('"card.number": "420000******0000"');
  expect(text).not.toContain("4200000000000000");
});

test("the recorded session replays clean on a fresh sandbox", async () => {
  const r = await cli(await freshSandbox(), "replay", fixture());
  expect(r.print.split("\n").filter((line) => !/^ *\d+ same /.test(line))).toEqual(["13 the same, 0 different, 0 skipped"]);
  expect(r.exitCode).toBe(0);
});

test("a deliberately changed gateway answer shows in the replay report, at its step", async () => {
  const recording = JSON.parse(readFileSync(fixture(), "utf8")) as Recording & { steps: { answer?: { amount?: string } }[] };
  const result = recording.steps[2]?.answer;
  if (!result?.amount) throw new Error("the shop's first result has no amount");
  const was = result.amount;
  result.amount = "999.99";
  const changed = join(dir, "changed.json");
  writeFileSync(changed, JSON.stringify(recording));
  const r = await cli(await freshSandbox(), "replay", changed);
  expect(r.exitCode).toBe(1);
  expect(r.print).toMatch(
    new RegExp(`\\n {2}3 different GET /v1/checkouts/[^\\n]+/payment\\n {6}amount: recorded "999.99", now "${was}"\\n`),
  );
  expect(r.print.split("\n").at(-1)).toBe("12 the same, 1 different, 0 skipped");
});
