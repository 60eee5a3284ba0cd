import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_ENTITY_ID, DEFAULT_TOKEN } from "../config.ts";
import type { LoggedRequest } from "../request-log/request-log.ts";
import type { GatewayRuntime } from "../server.ts";
import { Clock, gateway, VISA_CARD } from "../testing/test-harness.ts";

/**
 * A checkout's fault (POST /sandbox/v1/checkouts/{id}/faults), over real HTTP: the merchant's server sets it, the
 * shopper's next attempt through the widget's card frame meets it — refused before anything is done, answered 500 or
 * not at all after the payment was made, or late — and two shops make of it what they make: one that asks the gateway
 * for the checkout's result when the shopper comes back, one that trusts what the browser said. Only that checkout's
 * attempts, only as many as set, only by the token of its entity.
 */
const OTHER_ENTITY = "b2".repeat(16);
const OTHER_TOKEN = "other-account-token-0123456789";
let gw: GatewayRuntime;
let address = "";
beforeAll(async () => {
  gw = gateway(new Clock(), {
    GATEWAY_RATE_LIMIT: "0",
    GATEWAY_ACCOUNTS: JSON.stringify([{ token: OTHER_TOKEN, entityIds: [OTHER_ENTITY] }]),
  });
  address = await gw.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => gw.app.close());

type Answer = { id?: string; result?: { code?: string; parameterErrors?: { name: string }[] }; set?: unknown; attempts?: number };
const form = { "content-type": "application/x-www-form-urlencoded; charset=UTF-8" };
const merchant = (token = DEFAULT_TOKEN) => ({ authorization: `Bearer ${token}` });
async function send(method: string, path: string, headers: Record<string, string>, params?: Record<string, string>) {
  try {
    const res = await fetch(`${address}${path}`, {
      method,
      headers: { ...(params ? form : {}), ...headers },
      ...(params ? { body: new URLSearchParams(params).toString() } : {}),
    });
    return { status: res.status, replayed: res.headers.get("idempotent-replayed"), body: (await res.json()) as Answer };
  } catch {
    return { status: 0, replayed: null, body: undefined };
  }
}
const checkout = async () =>
  (
    await send("POST", "/v1/checkouts", merchant(), {
      entityId: DEFAULT_ENTITY_ID,
      amount: "25.00",
      currency: "EUR",
      paymentType: "DB",
    })
  ).body?.id ?? "";
const setFault = (id: string, params: Record<string, string>, token = DEFAULT_TOKEN, entityId = DEFAULT_ENTITY_ID) =>
  send("POST", `/sandbox/v1/checkouts/${id}/faults`, merchant(token), { entityId, ...params });
/** The card frame's post: same origin, an idempotency key per attempt. */
const shopperPays = (id: string, key: string) =>
  send(
    "POST",
    `/v1/checkouts/${id}/payment`,
    { origin: address, "sec-fetch-site": "same-origin", "idempotency-key": key },
    {
      paymentBrand: "VISA",
      ...VISA_CARD,
    },
  );
/** What the merchant's server reads when the shopper comes back (GET /v1/checkouts/{id}/payment). */
const result = async (id: string) =>
  (await send("GET", `/v1/checkouts/${id}/payment?entityId=${DEFAULT_ENTITY_ID}`, merchant())).body?.result?.code;

/** The shop that asks the gateway when the shopper comes back (the checkout's result), whatever the browser said. */
const carefulShop = (checkoutResult: string | undefined) => (checkoutResult === "000.100.110" ? "ships the order" : "keeps the order open");
/** The shop that trusts the browser's outcome. */
const naiveShop = (browserSaw: number) => (browserSaw === 200 ? "ships the order" : "cancels the order");
/** A checkout nobody has paid yet (GET /v1/checkouts/{id}/payment). */
const UNPAID = "000.200.000";

describe("a checkout's fault, met by the shopper's next attempt", () => {
  it.each([
    // fault, what the shopper's browser got, the payment the gateway holds, the careful shop, the naive one
    ["error-before-commit", 503, UNPAID, "keeps the order open", "cancels the order"],
    ["error-after-commit", 500, "000.100.110", "ships the order", "cancels the order"],
    ["drop-after-commit", 0, "000.100.110", "ships the order", "cancels the order"],
  ] as const)(
    "%s: the browser gets %i, the checkout's result is %s; the careful shop %s, the naive one %s",
    async (fault, status, held, careful, naive) => {
      const id = await checkout();
      expect((await setFault(id, { fault })).status).toBe(200);
      const first = await shopperPays(id, `${fault}-1`);
      expect(first.status).toBe(status);
      const found = await result(id);
      expect(found).toBe(held);
      expect([carefulShop(found), naiveShop(first.status)]).toEqual([careful, naive]);
      // The widget's retry with the same key: after a commit, the payment that was made (never a second); before it,
      // the first real attempt. The fault was one attempt's.
      const retry = await shopperPays(id, `${fault}-1`);
      expect([retry.status, retry.body?.result?.code, retry.replayed]).toEqual([200, "000.100.110", held === UNPAID ? null : "true"]);
    },
  );

  it("latency: the answer comes that much later, and is the payment", async () => {
    const id = await checkout();
    await setFault(id, { fault: "latency", ms: "300" });
    const t0 = performance.now();
    const paid = await shopperPays(id, "latency-1");
    expect(performance.now() - t0).toBeGreaterThanOrEqual(290);
    expect([paid.status, paid.body?.result?.code]).toEqual([200, "000.100.110"]);
  });

  it("acts on as many attempts as set, then ends; GET shows what is left, DELETE ends it early", async () => {
    const id = await checkout();
    const set = await setFault(id, { fault: "error-before-commit", attempts: "2" });
    expect(set.body).toMatchObject({ fault: "error-before-commit", ms: null, attempts: 2 });
    expect((await shopperPays(id, "attempt-a-0001")).status).toBe(503);
    const left = await send("GET", `/sandbox/v1/checkouts/${id}/faults?entityId=${DEFAULT_ENTITY_ID}`, merchant());
    expect(left.body?.set).toEqual({ fault: "error-before-commit", ms: null, attempts: 1 });
    await send("DELETE", `/sandbox/v1/checkouts/${id}/faults?entityId=${DEFAULT_ENTITY_ID}`, merchant());
    expect((await shopperPays(id, "attempt-a-0002")).status).toBe(200);
  });

  it("touches no other checkout, nor the merchant's own reads of it", async () => {
    const faulted = await checkout();
    const other = await checkout();
    await setFault(faulted, { fault: "error-after-commit" });
    expect((await shopperPays(other, "attempt-o-0001")).status).toBe(200);
    expect(await result(faulted)).toBe(UNPAID);
    expect((await shopperPays(faulted, "attempt-f-0001")).status).toBe(500);
  });

  it("is set by the merchant's server of the checkout's entity only: not another entity's token, not the shopper's browser", async () => {
    const id = await checkout();
    expect((await setFault(id, { fault: "error-after-commit" }, OTHER_TOKEN, OTHER_ENTITY)).status).toBe(404);
    expect((await setFault(id, { fault: "error-after-commit" }, OTHER_TOKEN)).status).toBe(403);
    const fromBrowser = await send(
      "POST",
      `/sandbox/v1/checkouts/${id}/faults`,
      { origin: address, "sec-fetch-site": "same-origin" },
      { entityId: DEFAULT_ENTITY_ID, fault: "error-after-commit" },
    );
    expect(fromBrowser.status).toBe(401);
    // X-Sandbox-Fault is the merchant API's: the widget's endpoint never reads it.
    const header = await send(
      "POST",
      `/v1/checkouts/${id}/payment`,
      { origin: address, "sec-fetch-site": "same-origin", "idempotency-key": "attempt-h-0001", "x-sandbox-fault": "error-after-commit" },
      { paymentBrand: "VISA", ...VISA_CARD },
    );
    expect(header.status).toBe(200);
  });

  it.each([
    [{ fault: "latency" }, "ms"],
    [{ fault: "error-after-commit", ms: "10" }, "ms"],
    [{ fault: "timeout" }, "fault"],
    [{ fault: "latency", ms: "30001" }, "ms"],
    [{ fault: "error-after-commit", attempts: "11" }, "attempts"],
  ])("refuses %j, naming %s", async (params, name) => {
    const bad = await setFault(await checkout(), params);
    expect([bad.status, bad.body?.result?.parameterErrors?.map((e) => e.name)]).toEqual([400, [name]]);
  });

  it("the request log keeps the shopper's faulted attempt with its fault and the answer the browser never got", async () => {
    const id = await checkout();
    await setFault(id, { fault: "error-after-commit" });
    await shopperPays(id, "logged-1");
    const logs = await send("GET", `/sandbox/v1/logs?entityId=${DEFAULT_ENTITY_ID}&limit=1`, merchant());
    const [step] = (logs.body as { requests?: LoggedRequest[] } | undefined)?.requests ?? [];
    expect([step?.by, step?.status, step?.fault, step?.resultCode]).toEqual(["shopper", 500, "error-after-commit", "900.100.100"]);
    expect((step?.withheld as Answer | undefined)?.result?.code).toBe("000.100.110");
  });
});
