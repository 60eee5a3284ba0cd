import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { decrypt, gatewayFixture, type Receiver } from "../events/receiver.test-support.ts";
import { AUTH, DEBIT, ENTITY, get, type Json, type Params, post } from "../testing/test-harness.ts";
import { WEBHOOK_FAULTS } from "./webhook-faults.ts";

/**
 * Webhook faults end to end: a receiver on loopback, real payments, the sandbox clock — and two receivers' ways of
 * handling what arrives, one that de-duplicates and orders by timestamp, one that takes each notification as it comes.
 */
const f = gatewayFixture();
const app = () => f.gw.app;
type Event = { type: string; action?: string; payload: Record<string, unknown> };
type Delivery = { type: string; action: string; fault: string | null; attempts: number; status: string; lastError: string | null };

async function start() {
  const hook = await f.listen();
  f.start();
  const res = await post(app(), "/sandbox/v1/webhooks", { entityId: ENTITY, url: hook.url, types: "PAYMENT" });
  const { id, secret } = res.json<{ id: string; secret: string }>();
  return { hook, id, secret };
}
const settle = async () => {
  for (let i = 0; i < 3; i++) {
    await new Promise((r) => setImmediate(r));
    await f.gw.deliveries.drain();
  }
};
const advance = async (by: string) => {
  await post(app(), "/sandbox/v1/clock", { advance: by });
  await settle();
};
const fault = (id: string, params: Params) => post(app(), `/sandbox/v1/webhooks/${id}/faults`, { entityId: ENTITY, ...params });
/** The events the receiver got after the registration's test notification, decrypted. */
const events = (hook: Receiver, secret: string): Event[] => hook.got.slice(1).map((r) => decrypt(secret, r));
const deliveries = async (id: string) =>
  (await get(app(), `/sandbox/v1/webhooks/${id}/deliveries?entityId=${ENTITY}`)).json<{ deliveries: Delivery[] }>().deliveries;

/** Acts once per event (type, action, payment id, result code), and keeps the newest state by the payload's timestamp. */
function carefulReceiver(got: Event[]) {
  const seen = new Set<string>();
  const state = new Map<string, { code: string; at: string }>();
  let fulfilled = 0;
  for (const e of got) {
    const p = e.payload as { id: string; timestamp: string; result: { code: string } };
    const key = `${e.type}|${e.action}|${p.id}|${p.result.code}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (p.result.code === "000.100.110") fulfilled++;
    const before = state.get(p.id);
    if (!before || before.at <= p.timestamp) state.set(p.id, { code: p.result.code, at: p.timestamp });
  }
  return { fulfilled, state };
}
/** Fulfils at every approval it is told of, and takes the last notification as the payment's state. */
function naiveReceiver(got: Event[]) {
  const state = new Map<string, { code: string }>();
  let fulfilled = 0;
  for (const e of got) {
    const p = e.payload as { id: string; result: { code: string } };
    if (p.result.code === "000.100.110") fulfilled++;
    state.set(p.id, { code: p.result.code });
  }
  return { fulfilled, state };
}

describe("webhook faults", () => {
  it("are the documented four, each row of docs/faults.md in the table's own words", () => {
    const doc = readFileSync(new URL("../../../docs/faults.md", import.meta.url), "utf8");
    for (const w of WEBHOOK_FAULTS) expect(doc, w.name).toContain(`| \`${w.name}\` | ${w.does} | ${w.correct} |`);
  });

  it("duplicate: the next event comes twice; the careful receiver fulfils once, the naive one twice; then it is used up", async () => {
    const { hook, id, secret } = await start();
    expect((await fault(id, { fault: "duplicate" })).json<Json>()).toMatchObject({ fault: "duplicate", events: 1 });
    await post(app(), "/v1/payments", DEBIT);
    await settle();
    const got = events(hook, secret);
    expect(got.map((e) => `${e.type} ${e.action}`)).toEqual(["PAYMENT CREATED", "PAYMENT CREATED"]);
    expect(carefulReceiver(got).fulfilled).toBe(1);
    expect(naiveReceiver(got).fulfilled).toBe(2);
    expect((await deliveries(id)).map((d) => d.fault)).toEqual(["duplicate", "duplicate"]);
    // The console shows each delivery the fault made, with the payment it was about.
    const page = (await get(app(), `/sandbox/console?entityId=${ENTITY}`)).body;
    expect(page.match(/rehearsed fault: duplicate/g)).toHaveLength(2);
    await post(app(), "/v1/payments", DEBIT);
    await settle();
    expect(events(hook, secret)).toHaveLength(3);
    expect((await get(app(), `/sandbox/v1/webhooks/${id}/faults?entityId=${ENTITY}`)).json<Json>()).toMatchObject({ set: null });
  });

  it("late: the event waits the given minutes of sandbox time", async () => {
    const { hook, id } = await start();
    await fault(id, { fault: "late", minutes: "30" });
    await post(app(), "/v1/payments", DEBIT);
    await settle();
    expect(hook.got).toHaveLength(1);
    await advance("PT29M");
    expect(hook.got).toHaveLength(1);
    await advance("PT2M");
    expect(hook.got).toHaveLength(2);
  });

  it("out-of-order: CREATED comes after UPDATED; ordered by timestamp the payment is approved, taken as it comes it stays pending", async () => {
    const { hook, id, secret } = await start();
    await fault(id, { fault: "out-of-order" });
    const pending = await post(app(), "/sandbox/v1/triggers", { entityId: ENTITY, trigger: "payment.pending" });
    const paymentId = pending.json<{ resourceId: string }>().resourceId;
    await settle();
    expect(events(hook, secret)).toEqual([]);
    // The shopper answers at the bank a minute later: the UPDATED event's timestamp is the later one.
    await advance("PT1M");
    await post(app(), "/sandbox/v1/triggers", { entityId: ENTITY, trigger: "payment.updated", for: paymentId });
    await settle();
    const got = events(hook, secret);
    expect(got.map((e) => e.action)).toEqual(["UPDATED", "CREATED"]);
    expect(carefulReceiver(got).state.get(paymentId)?.code).toBe("000.100.110");
    expect(naiveReceiver(got).state.get(paymentId)?.code).toBe("000.200.000");
  });

  it("out-of-order without a later event: delivered after ten minutes all the same", async () => {
    const { hook, id } = await start();
    await fault(id, { fault: "out-of-order" });
    await post(app(), "/v1/payments", DEBIT);
    await settle();
    expect(hook.got).toHaveLength(1);
    await advance("PT10M");
    expect(hook.got).toHaveLength(2);
  });

  it("fail-first: the first attempts fail without reaching the receiver, then the ladder delivers it once", async () => {
    const { hook, id } = await start();
    await fault(id, { fault: "fail-first", attempts: "2" });
    await post(app(), "/v1/payments", DEBIT);
    await settle();
    expect(hook.got).toHaveLength(1);
    expect((await deliveries(id))[0]).toMatchObject({
      attempts: 1,
      status: "PENDING",
      fault: "fail-first",
      lastError: expect.stringContaining("fail-first"),
    });
    await advance("PT1M");
    expect(hook.got).toHaveLength(1);
    await advance("PT2M");
    expect(hook.got).toHaveLength(2);
    expect((await deliveries(id))[0]).toMatchObject({ attempts: 3, status: "DELIVERED" });
  });

  it("touches only its webhook: another receiver of the entity gets each event once, on time", async () => {
    const { hook, id, secret } = await start();
    const other = await f.listen();
    const second = await post(app(), "/sandbox/v1/webhooks", { entityId: ENTITY, url: `${other.url}`, types: "PAYMENT" });
    expect(second.statusCode).toBe(200);
    await fault(id, { fault: "duplicate", events: "5" });
    await post(app(), "/v1/payments", DEBIT);
    await settle();
    expect(events(hook, secret)).toHaveLength(2);
    expect(other.got).toHaveLength(2);
  });

  it.each<[string, Params, string]>([
    ["late without minutes", { fault: "late" }, "minutes"],
    ["minutes on duplicate", { fault: "duplicate", minutes: "5" }, "minutes"],
    ["an unknown fault", { fault: "explode" }, "fault"],
    ["too many attempts", { fault: "fail-first", attempts: "9" }, "attempts"],
  ])("refuses %s", async (_, params, name) => {
    const { id } = await start();
    const res = await fault(id, params);
    expect(res.statusCode).toBe(400);
    expect(res.json<Json>().result.parameterErrors?.map((e) => e.name)).toContain(name);
  });

  it("another entity's or an unknown webhook: 404; without the token: 401", async () => {
    await start();
    expect((await fault("0".repeat(32), { fault: "duplicate" })).statusCode).toBe(404);
    expect(
      (await post(app(), `/sandbox/v1/webhooks/${"0".repeat(32)}/faults`, { entityId: ENTITY, fault: "duplicate" }, {})).statusCode,
    ).toBe(401);
    expect(AUTH.authorization).toMatch(/^Bearer /);
  });
});
