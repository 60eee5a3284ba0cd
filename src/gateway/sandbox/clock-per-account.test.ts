import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AUTH, Clock, ENTITY, gateway, get, type Json, type Params, post, VISA_CARD } from "../testing/test-harness.ts";

/**
 * Security round 3, item 3: each account keeps its own sandbox time. Account B moving its clock a week ahead reaches
 * none of account A's entities — A's open checkout, pending 3-D Secure payment, schedule, card that is charged back by
 * itself, settlement and webhook retries all wait for A's own clock — and A moving its clock does all of it.
 */
const TOKEN_B = "account-b-token-0123456789abcdef";
const B = "b2".repeat(16);
const AUTH_B = { authorization: `Bearer ${TOKEN_B}` };
const FRAME = { origin: "http://localhost:80" };
const A_DEBIT: Params = { entityId: ENTITY, amount: "10.00", currency: "EUR", paymentType: "DB", paymentBrand: "VISA", ...VISA_CARD };

let gw: ReturnType<typeof gateway>;
beforeEach(() => {
  gw = gateway(new Clock(), { GATEWAY_ACCOUNTS: JSON.stringify([{ token: TOKEN_B, entityIds: [B] }]) });
});
afterEach(async () => {
  await gw.app.close();
});

const count = (sql: string, ...args: string[]) => Number(gw.ctx.store.db.prepare<string[], { n: number }>(sql).get(...args)?.n ?? 0);

/** What A has waiting on its clock, as the database holds it. */
function aState() {
  return {
    chargebacks: count("SELECT COUNT(*) AS n FROM payments WHERE entity_id = ? AND payment_type = 'CB'", ENTITY),
    settled: count("SELECT COUNT(*) AS n FROM settlement_records WHERE entity_id = ?", ENTITY),
    scheduledRuns: count("SELECT COUNT(*) AS n FROM schedule_runs"),
    deliveryAttempts: count("SELECT COALESCE(SUM(attempts), 0) AS n FROM deliveries WHERE entity_id = ?", ENTITY),
  };
}

async function aWaitsForItsClock() {
  const open = (await post(gw.app, "/v1/checkouts", { entityId: ENTITY, amount: "20.00", currency: "EUR", paymentType: "DB" })).json<Json>()
    .id as string;
  const challenged = (
    await post(gw.app, "/v1/payments", {
      ...A_DEBIT,
      "card.number": "4000000000003022",
      shopperResultUrl: "https://shop.example/result",
    })
  ).json<Json>();
  expect(challenged.result.code).toBe("000.200.000");
  // Charged back by itself 5 days later; its notification goes to a port nobody listens on, so it is retried.
  const debit = await post(gw.app, "/v1/payments", {
    ...A_DEBIT,
    "card.number": "4000000000000259",
    notificationUrl: "http://127.0.0.1:9/notify",
  });
  expect(debit.json<Json>().result.code).toBe("000.100.110");
  const reg = (await post(gw.app, "/v1/registrations", { entityId: ENTITY, paymentBrand: "VISA", ...VISA_CARD })).json<Json>().id as string;
  const schedule = await post(gw.app, "/scheduling/v1/schedules", {
    registrationId: reg,
    entityId: ENTITY,
    amount: "9.99",
    currency: "EUR",
    paymentType: "DB",
    "job.month": "*",
    "job.dayOfMonth": "*",
    "job.hour": "0",
  });
  expect(schedule.statusCode, schedule.body).toBe(200);
  await gw.work.runDue();
  return { open, challenged: challenged.id as string };
}

describe("the sandbox clock of one account moves only that account's time (security round 3, item 3)", () => {
  it("B advancing a week leaves A's checkout open, its 3-D Secure payment pending, its schedule, chargeback, settlement and retries waiting", async () => {
    const { open, challenged } = await aWaitsForItsClock();
    const before = aState();
    const moved = await post(gw.app, "/sandbox/v1/clock", { advance: "P7D" }, AUTH_B);
    expect(moved.json<{ offset: number }>().offset).toBe(7 * 86_400_000);
    await gw.work.runDue();

    expect(aState()).toEqual(before);
    expect((await get(gw.app, "/sandbox/v1/clock")).json<{ offset: number }>().offset).toBe(0);
    expect((await get(gw.app, `/v1/payments/${challenged}?entityId=${ENTITY}`)).json<Json>().result.code).toBe("000.200.000");
    const paid = await post(gw.app, `/v1/checkouts/${open}/payment`, { paymentBrand: "VISA", ...VISA_CARD }, FRAME);
    expect(paid.json<Json>().result.code).toBe("000.100.110");
    // B's own answers carry B's time; A's carry A's.
    const bRead = (await get(gw.app, "/sandbox/v1/clock", AUTH_B)).json<{ now: string }>();
    const aRead = (await get(gw.app, "/sandbox/v1/clock", AUTH)).json<{ now: string }>();
    expect(Date.parse(bRead.now) - Date.parse(aRead.now)).toBe(7 * 86_400_000);
  });

  it("A advancing a week runs all of it: expiry, the schedule's runs, the chargeback, settlement and the retries", async () => {
    const { open, challenged } = await aWaitsForItsClock();
    const before = aState();
    await post(gw.app, "/sandbox/v1/clock", { advance: "P7D" }, AUTH);

    const after = aState();
    expect(after.chargebacks).toBe(1);
    expect(after.settled).toBeGreaterThan(before.settled);
    expect(after.scheduledRuns).toBe(7);
    expect(after.deliveryAttempts).toBeGreaterThan(before.deliveryAttempts);
    expect((await get(gw.app, `/v1/payments/${challenged}?entityId=${ENTITY}`)).json<Json>().result.code).toBe("100.396.103");
    const late = await post(gw.app, `/v1/checkouts/${open}/payment`, { paymentBrand: "VISA", ...VISA_CARD }, FRAME);
    expect(late.json<Json>().result.code).not.toBe("000.100.110");
    // B's time stood still.
    expect((await get(gw.app, "/sandbox/v1/clock", AUTH_B)).json<{ offset: number }>().offset).toBe(0);
  });
});
