import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { encodeParams } from "../../shared/form-params.ts";
import type { GatewayRuntime } from "../server.ts";
import { TEST_CARDS } from "../simulator/test-cards.ts";
import { ACS_ONE_TIME_CODE } from "../simulator/three-d-secure.ts";
import { Clock, DEBIT, ENTITY, FORM, gateway, get, type Json, MINUTE, type Params, post, START } from "../testing/test-harness.ts";
import { verifyNotification } from "./notification-signature.ts";
import { decrypt, receiver } from "./receiver.test-support.ts";

type Receiver = Awaited<ReturnType<typeof receiver>>;
type Delivery = { id: string; status: string; attempts: number; nextAttemptAt: string | null; lastStatus: number | null; receiver: string };
type ClockJson = Json & { now: string; offset: number };

const gateways: GatewayRuntime[] = [];
const receivers: Receiver[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const g of gateways.splice(0)) await g.app.close();
  for (const r of receivers.splice(0)) await r.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function hookReceiver(behaviour?: Parameters<typeof receiver>[0]) {
  const r = await receiver(behaviour);
  receivers.push(r);
  return r;
}
function start(env: Record<string, string> = {}) {
  const g = gateway(new Clock(), { FRAME_ANCESTORS: "https://shop.example", ...env });
  gateways.push(g);
  return g;
}
async function register(g: GatewayRuntime, url: string) {
  return (await post(g.app, "/sandbox/v1/webhooks", { entityId: ENTITY, url })).json<{ id: string; secret: string }>();
}
const settle = async (g: GatewayRuntime) => {
  await new Promise((r) => setImmediate(r));
  await g.deliveries.drain();
};
const advance = async (g: GatewayRuntime, by: string) => (await post(g.app, "/sandbox/v1/clock", { advance: by })).json<ClockJson>();
const deliveries = async (g: GatewayRuntime, webhookId: string) =>
  (await get(g.app, `/sandbox/v1/webhooks/${webhookId}/deliveries?entityId=${ENTITY}`)).json<{ deliveries: Delivery[] }>().deliveries;
const at = (minutes: number) => new Date(START + minutes * MINUTE).toISOString();

describe("the sandbox clock", () => {
  it("starts at the machine's time and moves forward by an ISO 8601 duration, never back", async () => {
    const g = start();
    expect((await get(g.app, "/sandbox/v1/clock")).json<ClockJson>()).toMatchObject({
      now: at(0),
      offset: 0,
      result: { code: "000.000.100" },
    });
    expect(await advance(g, "PT31M")).toMatchObject({ now: at(31), offset: 31 * MINUTE });
    expect(await advance(g, "P1D")).toMatchObject({ now: at(31 + 24 * 60) });
    const back = await post(g.app, "/sandbox/v1/clock", { advance: "-PT5M" });
    expect(back.statusCode).toBe(400);
    expect(back.json<Json>().result.parameterErrors?.[0]?.message).toContain("never goes backwards");
    expect((await post(g.app, "/sandbox/v1/clock", {})).json<Json>().result.parameterErrors?.[0]?.name).toBe("advance");
    expect((await get(g.app, "/sandbox/v1/clock", {})).statusCode).toBe(401);
  });

  it("is the gateway's time: a checkout created before a 31-minute move has expired after it", async () => {
    const g = start();
    const id = (await post(g.app, "/v1/checkouts", { entityId: ENTITY, amount: "5.00", currency: "EUR", paymentType: "DB" })).json<Json>()
      .id;
    await advance(g, "PT31M");
    const config = (await get(g.app, `/v1/checkouts/${id}/config`, {})).json<{ expired: boolean }>();
    expect(config.expired).toBe(true);
  });

  it("is one clock for processes sharing a database file, and survives a restart", async () => {
    const dir = mkdtempSync(join(tmpdir(), "clock-"));
    dirs.push(dir);
    const env = { GATEWAY_DB: join(dir, "gw.sqlite") };
    const a = start(env);
    const b = start(env);
    await advance(a, "PT2H");
    expect((await get(b.app, "/sandbox/v1/clock")).json<ClockJson>().now).toBe(at(120));
    await a.app.close();
    await b.app.close();
    gateways.length = 0;
    expect((await get(start(env).app, "/sandbox/v1/clock")).json<ClockJson>().offset).toBe(120 * MINUTE);
  });
});

describe("delivery retries on the sandbox clock", () => {
  it("follows the ladder 1, 2, 4, 8 minutes … and delivers once the receiver answers 200", async () => {
    const r = await hookReceiver((n) => (n === 0 ? 200 : 500));
    const g = start();
    const w = await register(g, r.url);
    await post(g.app, "/v1/payments", DEBIT);
    await settle(g);
    expect((await deliveries(g, w.id))[0]).toMatchObject({ status: "PENDING", attempts: 1, lastStatus: 500, nextAttemptAt: at(1) });
    await advance(g, "PT10M"); // attempts at 1, 3 and 7 minutes
    expect((await deliveries(g, w.id))[0]).toMatchObject({ status: "PENDING", attempts: 4, nextAttemptAt: at(15) });
    r.set(() => 200);
    await advance(g, "PT5M");
    expect((await deliveries(g, w.id))[0]).toMatchObject({ status: "DELIVERED", attempts: 5, lastStatus: 200, nextAttemptAt: null });
    expect(r.got).toHaveLength(6);
  });

  it("gives up 30 days after the event: FAILED after 37 attempts", async () => {
    const r = await hookReceiver((n) => (n === 0 ? 200 : 503));
    const g = start();
    const w = await register(g, r.url);
    await post(g.app, "/v1/payments", DEBIT);
    await settle(g);
    await advance(g, "P31D");
    expect((await deliveries(g, w.id))[0]).toMatchObject({ status: "FAILED", attempts: 37, lastStatus: 503, nextAttemptAt: null });
  });

  it("a delivery pending when the gateway stops is delivered after a restart", async () => {
    const dir = mkdtempSync(join(tmpdir(), "deliveries-"));
    dirs.push(dir);
    const env = { GATEWAY_DB: join(dir, "gw.sqlite") };
    const r = await hookReceiver((n) => (n === 0 ? 200 : 500));
    const first = start(env);
    const w = await register(first, r.url);
    const pay = (await post(first.app, "/v1/payments", DEBIT)).json<Json>();
    await settle(first);
    await first.app.close();
    gateways.length = 0;
    r.set(() => 200);
    const second = start(env);
    await advance(second, "PT1M");
    expect((await deliveries(second, w.id))[0]).toMatchObject({ status: "DELIVERED", attempts: 2 });
    expect(decrypt(w.secret, r.got[2] as never).payload.id).toBe(pay.id);
  });

  it("redeliver sends a delivered event again", async () => {
    const r = await hookReceiver();
    const g = start();
    const w = await register(g, r.url);
    await post(g.app, "/v1/payments", DEBIT);
    await settle(g);
    const [d] = await deliveries(g, w.id);
    const res = await post(g.app, `/sandbox/v1/webhooks/deliveries/${d?.id}/redeliver`, { entityId: ENTITY });
    expect(res.json<Delivery>()).toMatchObject({ status: "PENDING" });
    await settle(g);
    expect(r.got).toHaveLength(3);
    expect(r.got[2]?.body).not.toBe(r.got[1]?.body); // a new IV each time
    expect(decrypt(w.secret, r.got[2] as never)).toEqual(decrypt(w.secret, r.got[1] as never));
    expect((await deliveries(g, w.id))[0]).toMatchObject({ status: "DELIVERED", attempts: 2 });
    expect((await post(g.app, `/sandbox/v1/webhooks/deliveries/${"0".repeat(32)}/redeliver`, { entityId: ENTITY })).statusCode).toBe(404);
  });

  it("a receiver that never answers does not slow the API down", async () => {
    const r = await hookReceiver((n) => (n === 0 ? 200 : "hang"));
    const g = start({ GATEWAY_WEBHOOK_TIMEOUT_MS: "20000" });
    await register(g, r.url);
    const started = performance.now();
    for (let i = 0; i < 20; i++) expect((await post(g.app, "/v1/payments", DEBIT)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Twenty payments answered while their deliveries hang; at most 8 attempts are held open by one receiver.
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(r.got.length - 1).toBeLessThanOrEqual(8);
    expect(g.deliveries.inFlight()).toBeLessThanOrEqual(8);
  });
});

describe("notificationUrl and time-driven state changes", () => {
  const enrolled = () => {
    const c = TEST_CARDS.find((t) => t.threeDS === "challenge" && t.brand === "VISA");
    return { paymentBrand: "VISA", "card.number": c?.number ?? "", "card.cvv": "123" };
  };

  it("each status of a payment with notificationUrl is posted there as JSON, as GET answers it", async () => {
    const r = await hookReceiver();
    const g = start();
    const pending = (
      await post(g.app, "/v1/payments", {
        ...DEBIT,
        ...enrolled(),
        shopperResultUrl: "https://shop.example/r",
        notificationUrl: `${r.url}/notify`,
      })
    ).json<Json & { redirect: { url: string } }>();
    const txn = new URL(pending.redirect.url).pathname.split("/").pop() ?? "";
    await g.app.inject({
      method: "POST",
      url: `/v1/threeds/${txn}`,
      headers: { ...FORM, "sec-fetch-site": "same-origin" },
      payload: new URLSearchParams({ action: "submit", otp: ACS_ONE_TIME_CODE }).toString(),
    });
    await settle(g);
    expect(r.got.map((x) => [x.method, x.url, x.headers["content-type"]])).toEqual([
      ["POST", "/hooks/notify", "application/json; charset=utf-8"],
      ["POST", "/hooks/notify", "application/json; charset=utf-8"],
    ]);
    const bodies = r.got.map((x) => JSON.parse(x.body) as Json);
    expect(bodies.map((b) => b.result.code)).toEqual(["000.200.000", "000.100.110"]);
    // Signed with the entity's notification key, which its server reads from the API (security round 3, item 4).
    const { key } = (await get(g.app, `/sandbox/v1/notification-key?entityId=${ENTITY}`)).json<{ key: string }>();
    const nowSeconds = Math.floor(Date.now() / 1000);
    for (const x of r.got) expect(verifyNotification(key, x.body, x.headers as Record<string, string>, nowSeconds)).toBe(true);
    expect(
      verifyNotification(
        key,
        (r.got[0]?.body ?? "").replace("000.200.000", "000.100.110"),
        r.got[0]?.headers as Record<string, string>,
        nowSeconds,
      ),
    ).toBe(false);
    expect(bodies[1]).toEqual((await get(g.app, `/v1/payments/${pending.id}?entityId=${ENTITY}`)).json<Json>());
    const listed = (await get(g.app, `/sandbox/v1/deliveries?entityId=${ENTITY}&resourceId=${pending.id}`)).json<{
      deliveries: Delivery[];
    }>();
    expect(listed.deliveries.map((d) => [d.receiver, d.status])).toEqual([
      ["notificationUrl", "DELIVERED"],
      ["notificationUrl", "DELIVERED"],
    ]);
  });

  it("a bank-page payment nobody finishes times out at minute 30, after the result-URL call at minute 29, each when due", async () => {
    const r = await hookReceiver();
    const g = start();
    const w = await register(g, r.url);
    const checkout = { entityId: ENTITY, amount: "5.00", currency: "EUR", paymentType: "DB", shopperResultUrl: `${r.url}/result` };
    const id = (await post(g.app, "/v1/checkouts", checkout)).json<Json>().id ?? "";
    const shop = { origin: "https://shop.example", "sec-fetch-site": "cross-site" };
    const pay: Params = { paymentBrand: "GIROPAY" };
    await g.app.inject({ method: "POST", url: `/v1/checkouts/${id}/payment`, headers: { ...FORM, ...shop }, payload: encodeParams(pay) });
    await settle(g);
    await advance(g, "PT31M");
    const seen = r.got.slice(1).map((x) => (x.method === "GET" ? `GET ${new URL(x.url, r.url).pathname}` : decrypt(w.secret, x).action));
    expect(seen).toEqual(["CREATED", "GET /hooks/result", "UPDATED"]);
    const timedOut = decrypt(w.secret, r.got[3] as never);
    expect((timedOut.payload.result as { code: string }).code).toBe("100.396.103");
  });
});
