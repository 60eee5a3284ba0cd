import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_ENTITY_ID, DEFAULT_TOKEN } from "../config.ts";
import type { GatewayRuntime } from "../server.ts";
import { Clock, gateway, VISA_CARD } from "../testing/test-harness.ts";
import { REQUEST_FAULTS } from "./request-faults.ts";

/**
 * Request faults (X-Sandbox-Fault), over real HTTP: each one as a merchant's server meets it, and what two shops
 * make of it — one that retries with the same Idempotency-Key and asks the gateway before giving up, one that
 * trusts the answer it got. The sandbox makes their difference visible: a double charge, a payment nobody fulfils.
 */
let gw: GatewayRuntime;
let address = "";
beforeAll(async () => {
  gw = gateway(new Clock(), { GATEWAY_RATE_LIMIT: "0" });
  address = await gw.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => gw.app.close());

const AUTH = { authorization: `Bearer ${DEFAULT_TOKEN}` };
let orders = 0;
const order = () => `ORDER-${++orders}-${Date.now()}`;
const debit = (reference: string) =>
  new URLSearchParams({
    entityId: DEFAULT_ENTITY_ID,
    amount: "25.00",
    currency: "EUR",
    paymentType: "DB",
    paymentBrand: "VISA",
    merchantTransactionId: reference,
    ...VISA_CARD,
  }).toString();

/** A POST of the merchant API; `answer` is undefined when the connection ended without one. */
async function pay(reference: string, headers: Record<string, string> = {}) {
  try {
    const res = await fetch(`${address}/v1/payments`, {
      method: "POST",
      headers: { ...AUTH, "content-type": "application/x-www-form-urlencoded", ...headers },
      body: debit(reference),
    });
    return {
      status: res.status,
      replayed: res.headers.get("idempotent-replayed"),
      answer: (await res.json()) as { id?: string; result: { code: string } },
    };
  } catch {
    return { status: 0, replayed: null, answer: undefined };
  }
}
/** What the gateway holds for an order (the transaction query by merchantTransactionId). */
async function paymentsOf(reference: string): Promise<{ id: string; result: { code: string } }[]> {
  const res = await fetch(`${address}/v1/query?entityId=${DEFAULT_ENTITY_ID}&merchantTransactionId=${reference}`, { headers: AUTH });
  return ((await res.json()) as { payments?: { id: string; result: { code: string } }[] }).payments ?? [];
}

describe("request faults", () => {
  it("are the documented four, each row of docs/faults.md in the table's own words", () => {
    expect(REQUEST_FAULTS.map((f) => f.name)).toEqual(["error-before-commit", "error-after-commit", "drop-after-commit", "latency"]);
    const doc = readFileSync(new URL("../../../docs/faults.md", import.meta.url), "utf8");
    for (const f of REQUEST_FAULTS) {
      const row = doc.split("\n").find((l) => l.startsWith(`| \`${f.name === "latency" ? "latency=<ms>" : f.name}\``));
      expect(row, f.name).toContain(`| ${f.does} | ${f.correct} |`);
    }
  });

  it.each([
    ["error-before-commit", 503, 0],
    ["error-after-commit", 500, 1],
    ["drop-after-commit", 0, 1],
  ] as const)("%s: answered %i, and the gateway holds %i payment", async (fault, status, held) => {
    const reference = order();
    const first = await pay(reference, { "x-sandbox-fault": fault });
    expect(first.status).toBe(status);
    expect(await paymentsOf(reference)).toHaveLength(held);
    // The next request, without the header, is answered as always: the fault was this request's only.
    const next = await pay(order());
    expect([next.status, next.answer?.result.code]).toEqual([200, "000.100.110"]);
  });

  it.each([
    ["error-after-commit", 500],
    // Never answered: Fastify runs no onResponse for it, and it was missing from the log until it was logged as it went.
    ["drop-after-commit", 200],
  ])("the request log shows %s with its request, the answer sent and the payment the client was not told of", async (fault, status) => {
    const reference = order();
    await pay(reference, { "x-sandbox-fault": fault });
    const res = await fetch(`${address}/sandbox/v1/logs?entityId=${DEFAULT_ENTITY_ID}&limit=1000`, { headers: AUTH });
    type Logged = { fault?: string; status: number; params: Record<string, string>; withheld?: { id?: string } };
    const logged = ((await res.json()) as { requests: Logged[] }).requests.find((r) => r.params.merchantTransactionId === reference);
    expect(logged).toMatchObject({ fault, status });
    expect(logged?.withheld?.id).toBe((await paymentsOf(reference))[0]?.id);
  });

  it("latency holds the answer back, then gives it", async () => {
    const started = performance.now();
    const r = await pay(order(), { "x-sandbox-fault": "latency=400" });
    expect(performance.now() - started).toBeGreaterThanOrEqual(380);
    expect(r.answer?.result.code).toBe("000.100.110");
  });

  it.each(["latency=0", "latency=99999", "explode", "error-before-commit, latency=5"])("refuses %s, naming the header", async (value) => {
    const r = await pay(order(), { "x-sandbox-fault": value });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.answer)).toContain("X-Sandbox-Fault");
  });

  it("the widget's endpoints do not read it: a shopper's browser cannot cause a fault", async () => {
    const made = await fetch(`${address}/v1/checkouts`, {
      method: "POST",
      headers: { ...AUTH, "content-type": "application/x-www-form-urlencoded" },
      body: `entityId=${DEFAULT_ENTITY_ID}&amount=1.00&currency=EUR&paymentType=DB`,
    });
    const { id } = (await made.json()) as { id: string };
    for (const path of [`/v1/checkouts/${id}/config`, "/v1/resultcodes"]) {
      const res = await fetch(`${address}${path}`, { headers: { "x-sandbox-fault": "error-before-commit" } });
      expect([path, res.status]).toEqual([path, 200]);
    }
  });
});

/** Two merchants' servers paying one order, each as it handles an answer it did not get. */
const shops = {
  /** Retries with the same Idempotency-Key; gives up only after asking the gateway. */
  careful: async (reference: string, fault: string) => {
    const key = `${reference}-attempt`;
    let r = await pay(reference, { "x-sandbox-fault": fault, "idempotency-key": key });
    if (r.status !== 200) r = await pay(reference, { "idempotency-key": key });
    return r.answer?.result.code.startsWith("000.") ? "paid" : (await paymentsOf(reference)).length > 0 ? "paid" : "failed";
  },
  /** Retries without a key after an error; takes no answer for a failure. */
  naive: async (reference: string, fault: string) => {
    let r = await pay(reference, { "x-sandbox-fault": fault });
    if (r.status >= 500) r = await pay(reference);
    return r.status === 200 ? "paid" : "failed";
  },
};

describe("what the faults make visible", () => {
  it.each([
    ["error-after-commit", "careful", "paid", 1],
    ["error-after-commit", "naive", "paid", 2],
    ["drop-after-commit", "careful", "paid", 1],
    ["drop-after-commit", "naive", "failed", 1],
    ["error-before-commit", "careful", "paid", 1],
  ] as const)("%s, the %s shop: the order is %s, the shopper charged %i time(s)", async (fault, shop, state, charged) => {
    const reference = order();
    expect(await shops[shop](reference, fault)).toBe(state);
    const held = await paymentsOf(reference);
    expect(held.filter((p) => p.result.code === "000.100.110")).toHaveLength(charged);
  });

  it("the careful shop's retry gets the first answer again, marked as replayed", async () => {
    const reference = order();
    const key = `${reference}-k`;
    const lost = await pay(reference, { "x-sandbox-fault": "drop-after-commit", "idempotency-key": key });
    expect(lost.status).toBe(0);
    const again = await pay(reference, { "idempotency-key": key });
    expect(again.replayed).toBe("true");
    expect(again.answer?.id).toBe((await paymentsOf(reference))[0]?.id);
  });
});
