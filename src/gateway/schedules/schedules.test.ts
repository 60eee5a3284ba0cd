import { describe, expect, it } from "vitest";
import { decrypt, gatewayFixture } from "../events/receiver.test-support.ts";
import { AUTH, DEBIT, ENTITY, get, type Json, type Params, post, VISA_CARD } from "../testing/test-harness.ts";
import { MAX_ACTIVE_SCHEDULES } from "./schedules-api.ts";

type Schedule = Json & {
  id: string;
  state: string;
  nextRun: string | null;
  job: Record<string, string>;
  payments: { id: string; paymentType: string; date: string; result: { code: string } }[];
};
type Registration = Json & { id: string; card?: { bin?: string; last4Digits?: string } };

const f = gatewayFixture();
const app = () => f.gw.app;
const start = () => {
  f.start();
};
const CARD: Params = { entityId: ENTITY, paymentBrand: "VISA", ...VISA_CARD };
const register = async (params: Params = CARD) => (await post(app(), "/v1/registrations", params)).json<Registration>();
const del = (url: string) => app().inject({ method: "DELETE", url, headers: AUTH });
const MONTHLY: Params = { entityId: ENTITY, amount: "9.99", currency: "EUR", paymentType: "DB", "job.month": "*", "job.dayOfMonth": "1" };
const createSchedule = (registrationId: string, params: Params = MONTHLY) =>
  post(app(), "/scheduling/v1/schedules", { registrationId, ...params });
const readSchedule = async (id: string) => (await get(app(), `/scheduling/v1/schedules/${id}?entityId=${ENTITY}`)).json<Schedule>();
const advance = (by: string) => post(app(), "/sandbox/v1/clock", { advance: by });

describe("registrations", () => {
  it("stores a card without a payment, shows it masked, deletes it; a deleted one cannot pay", async () => {
    start();
    const r = await register();
    expect(r.result.code).toBe("000.100.110");
    expect(r.id).toMatch(/^[0-9a-f]{32}$/);
    const shown = (await get(app(), `/v1/registrations/${r.id}?entityId=${ENTITY}`)).json<Registration>();
    expect(shown.card).toMatchObject({ bin: "420000", last4Digits: "0000" });
    expect(JSON.stringify(shown)).not.toContain(VISA_CARD["card.number"]);
    const pay = { entityId: ENTITY, amount: "5.00", currency: "EUR", paymentType: "DB" };
    expect((await post(app(), `/v1/registrations/${r.id}/payments`, pay)).json<Json>().result.code).toBe("000.100.110");
    expect((await del(`/v1/registrations/${r.id}?entityId=${ENTITY}`)).statusCode).toBe(200);
    const after = await get(app(), `/v1/registrations/${r.id}?entityId=${ENTITY}`);
    expect(after.statusCode).toBe(400);
    const paid = await post(app(), `/v1/registrations/${r.id}/payments`, pay);
    expect(paid.statusCode).toBe(400);
    expect(paid.json<Json>().result.description).toContain("was deleted");
    expect((await del(`/v1/registrations/${"0".repeat(32)}?entityId=${ENTITY}`)).statusCode).toBe(404);
  });

  it.each<[string, Params, string]>([
    ["a paymentType", { ...CARD, paymentType: "DB" }, "paymentType"],
    ["job.*", { ...CARD, "job.month": "*" }, "job.month"],
    ["no account", { entityId: ENTITY }, "(account)"],
    ["a parameter a registration does not keep", { ...CARD, amount: "5.00" }, "amount"],
    ["notificationUrl", { ...CARD, notificationUrl: "https://shop.example/n" }, "notificationUrl"],
  ])("refuses %s", async (_, params, name) => {
    start();
    const res = await post(app(), "/v1/registrations", params);
    expect(res.statusCode).toBe(400);
    expect(res.json<Json>().result.parameterErrors?.map((e) => e.name)).toContain(name);
  });

  it("keeps recurringMigration.* (spec 2.19) with the registration", async () => {
    f.start();
    const r = await register({ ...CARD, "recurringMigration.paymentType": "DB", "recurringMigration.connectorTxId1": "legacy-0001" });
    const shown = (await get(app(), `/v1/registrations/${r.id}?entityId=${ENTITY}`)).json<{
      recurringMigration?: Record<string, string>;
    }>();
    expect(shown.recurringMigration).toEqual({ paymentType: "DB", connectorTxId1: "legacy-0001" });
  });

  it("a fraud check against a registration uses its stored customer data", async () => {
    start();
    const r = await register({ ...CARD, "customer.givenName": "simulate", "customer.surname": "red" });
    const res = await post(app(), `/v2/registrations/${r.id}/riskShield`, {
      entityId: ENTITY,
      amount: "5.00",
      currency: "EUR",
      merchantTransactionId: "order-0001",
    });
    expect(res.json<Json>().result.code).toBe("100.400.147");
    expect(res.json<{ registrationId: string }>().registrationId).toBe(r.id);
  });

  it("sends REGISTRATION CREATED and DELETED events", async () => {
    await f.listen();
    start();
    const w = (await post(app(), "/sandbox/v1/webhooks", { entityId: ENTITY, url: f.hook.url, types: "REGISTRATION" })).json<{
      secret: string;
    }>();
    const r = await register();
    await del(`/v1/registrations/${r.id}?entityId=${ENTITY}`);
    await f.gw.work.runDue();
    expect(
      f.hook.got
        .slice(1)
        .map((g) => decrypt(w.secret, g))
        .map((e) => [e.type, e.action, e.payload.id]),
    ).toEqual([
      ["REGISTRATION", "CREATED", r.id],
      ["REGISTRATION", "DELETED", r.id],
    ]);
  });
});

describe("scheduled payments", () => {
  it("a monthly schedule charges the registration on the 1st: 12 months on the clock, 12 payments on the right dates", async () => {
    start();
    const r = await register();
    const created = await createSchedule(r.id);
    expect(created.statusCode).toBe(200);
    const s = created.json<Schedule>();
    expect(s).toMatchObject({ state: "ACTIVE", nextRun: "2026-07-01T00:00:00.000Z", job: { expression: "0 0 0 1 * ? *" } });
    await advance("P12M");
    const after = await readSchedule(s.id);
    expect(after.payments.map((p) => p.date.slice(0, 10))).toEqual([
      "2026-07-01",
      "2026-08-01",
      "2026-09-01",
      "2026-10-01",
      "2026-11-01",
      "2026-12-01",
      "2027-01-01",
      "2027-02-01",
      "2027-03-01",
      "2027-04-01",
      "2027-05-01",
      "2027-06-01",
    ]);
    expect(after.payments.every((p) => p.result.code === "000.100.110" && p.paymentType === "DB")).toBe(true);
    expect(after.nextRun).toBe("2027-07-01T00:00:00.000Z");
    const first = (await get(app(), `/v1/payments/${after.payments[0]?.id}?entityId=${ENTITY}`)).json<
      Json & { standingInstruction?: Record<string, string>; registrationId?: string }
    >();
    expect(first.standingInstruction).toMatchObject({ type: "RECURRING", source: "MIT", mode: "REPEATED" });
    expect(first.amount).toBe("9.99");
  });

  it("job.durationUnit and durationNumber end the schedule that long after its start: MONTH 3 gives 3 charges", async () => {
    start();
    const r = await register();
    const s = (await createSchedule(r.id, { ...MONTHLY, "job.durationUnit": "MONTH", "job.durationNumber": "3" })).json<Schedule>();
    await advance("P12M");
    const after = await readSchedule(s.id);
    expect(after.payments.map((p) => p.date.slice(0, 10))).toEqual(["2026-07-01", "2026-08-01", "2026-09-01"]);
    expect(after.state).toBe("ENDED");
  });

  it("a card that expires mid-schedule: those months fail with 100.100.303, the schedule goes on", async () => {
    start();
    const r = await register({ ...CARD, "card.expiryMonth": "09", "card.expiryYear": "2026" });
    const s = (await createSchedule(r.id)).json<Schedule>();
    await advance("P6M");
    const codes = (await readSchedule(s.id)).payments.map((p) => p.result.code);
    expect(codes).toEqual(["000.100.110", "000.100.110", "000.100.110", "100.100.303", "100.100.303", "100.100.303"]);
    expect((await readSchedule(s.id)).state).toBe("ACTIVE");
  });

  it("a deleted schedule charges nothing more; deleting the registration deletes its schedules; SCHEDULE events", async () => {
    await f.listen();
    start();
    const w = (await post(app(), "/sandbox/v1/webhooks", { entityId: ENTITY, url: f.hook.url, types: "SCHEDULE" })).json<{
      secret: string;
    }>();
    const r = await register();
    const a = (await createSchedule(r.id)).json<Schedule>();
    const b = (await createSchedule(r.id, { ...MONTHLY, "job.dayOfMonth": "15" })).json<Schedule>();
    await advance("P1M");
    expect((await del(`/scheduling/v1/schedules/${a.id}?entityId=${ENTITY}`)).json<Schedule>().state).toBe("DELETED");
    await del(`/v1/registrations/${r.id}?entityId=${ENTITY}`);
    await advance("P3M");
    expect((await readSchedule(a.id)).payments).toHaveLength(1);
    expect((await readSchedule(b.id)).payments).toHaveLength(1);
    expect((await readSchedule(b.id)).state).toBe("DELETED");
    await f.gw.work.runDue();
    const events = f.hook.got
      .slice(1)
      .map((g) => decrypt(w.secret, g))
      .map((e) => `${e.type} ${e.action} ${e.payload.id}`);
    expect(events).toEqual([
      `SCHEDULE CREATED ${a.id}`,
      `SCHEDULE CREATED ${b.id}`,
      `SCHEDULE DELETED ${a.id}`,
      `SCHEDULE DELETED ${b.id}`,
    ]);
  });

  it.each<[string, Params, string]>([
    ["an expression that is not one", { "job.expression": "every monday" }, "job.expression"],
    ["day of month and day of week both set", { "job.expression": "0 0 0 1 * 2" }, "job.expression"],
    ["a schedule that never runs", { "job.expression": "0 0 0 1 1 ? 2020" }, "job.expression"],
    ["an end before the start", { "job.startDate": "2026-09-01 00:00:00", "job.endDate": "2026-08-01 00:00:00" }, "job.endDate"],
    ["an account structure", { "card.number": "4200000000000000" }, "card.number"],
    ["a notice period (not simulated)", { "job.noticeUnit": "MONTH", "job.noticeNumber": "1" }, "job.noticeUnit"],
    ["a duration unit without its number", { "job.durationUnit": "MONTH" }, "job.durationNumber"],
  ])("refuses %s", async (_, extra, name) => {
    start();
    const r = await register();
    const res = await createSchedule(r.id, { ...MONTHLY, ...extra });
    expect(res.statusCode).toBe(400);
    expect(res.json<Json>().result.parameterErrors?.map((e) => e.name)).toContain(name);
  });

  it("refuses an unknown or deleted registration, and a registration of another entity is not found", async () => {
    start();
    expect((await createSchedule("0".repeat(32))).json<Json>().result.parameterErrors?.[0]?.name).toBe("registrationId");
    expect((await post(app(), "/scheduling/v1/schedules", MONTHLY)).json<Json>().result.parameterErrors?.[0]?.name).toBe("registrationId");
    expect((await get(app(), `/scheduling/v1/schedules/${"0".repeat(32)}?entityId=${ENTITY}`)).statusCode).toBe(404);
  });

  it("job.* on a payment is refused with the scheduling endpoint named, never charged once", async () => {
    start();
    const res = await post(app(), "/v1/payments", { ...DEBIT, "job.month": "*" });
    expect(res.statusCode).toBe(400);
    expect(res.json<Json>().result.parameterErrors?.[0]?.message).toContain("/scheduling/v1/schedules");
  });
});

describe("checkout states over time", () => {
  it("an expired checkout nobody paid answers the expiry (200.300.404, no payment session), not pending", async () => {
    start();
    const id = (await post(app(), "/v1/checkouts", { entityId: ENTITY, amount: "5.00", currency: "EUR", paymentType: "DB" })).json<Json>()
      .id;
    expect((await get(app(), `/v1/checkouts/${id}/payment?entityId=${ENTITY}`)).json<Json>().result.code).toBe("000.200.000");
    await advance("PT31M");
    const res = await get(app(), `/v1/checkouts/${id}/payment?entityId=${ENTITY}`);
    expect(res.statusCode).toBe(400);
    expect(res.json<Json>().result).toMatchObject({
      code: "200.300.404",
      description: expect.stringContaining("no payment session found"),
    });
  });
});

describe("card on file over the API (spec 2.27)", () => {
  const MIT_PAY = {
    entityId: ENTITY,
    amount: "9.99",
    currency: "EUR",
    paymentType: "DB",
    "standingInstruction.mode": "REPEATED",
    "standingInstruction.source": "MIT",
    "standingInstruction.type": "RECURRING",
  };

  it("an INITIAL payment answers initialTransactionId and agreementId; its registration keeps them for the REPEATED ones", async () => {
    start();
    const initial = (
      await post(app(), "/v1/payments", {
        ...DEBIT,
        createRegistration: "true",
        "standingInstruction.mode": "INITIAL",
        "standingInstruction.source": "CIT",
        "standingInstruction.type": "RECURRING",
        "standingInstruction.numberOfInstallments": "2",
      })
    ).json<Json & { registrationId: string; standingInstruction: Record<string, string> }>();
    expect(initial.standingInstruction.initialTransactionId).toMatch(/^\d{15}$/);
    expect(initial.standingInstruction.agreementId).toMatch(/^[0-9A-F]{20}$/);
    const repeated = (await post(app(), `/v1/registrations/${initial.registrationId}/payments`, MIT_PAY)).json<
      Json & { standingInstruction: Record<string, string> }
    >();
    expect(repeated.result.code).toBe("000.100.110");
    expect(repeated.standingInstruction.initialTransactionId).toBe(initial.standingInstruction.initialTransactionId);
    // numberOfInstallments 2: the INITIAL and one REPEATED; a third is refused.
    const third = await post(app(), `/v1/registrations/${initial.registrationId}/payments`, MIT_PAY);
    expect(third.statusCode).toBe(400);
    expect(third.json<Json>().result.parameterErrors?.[0]?.name).toBe("standingInstruction.numberOfInstallments");
  });

  it("a merchant-initiated REPEATED card payment without its reference is refused", async () => {
    start();
    const { entityId: _e, ...mit } = MIT_PAY;
    const res = await post(app(), "/v1/payments", { ...DEBIT, ...mit });
    expect(res.statusCode).toBe(400);
    expect(res.json<Json>().result.parameterErrors?.[0]?.name).toBe("standingInstruction.initialTransactionId");
  });
});

describe("the sandbox's limits on schedules (security round 3, item 5)", () => {
  it.each([
    ["every second", "* * * * * ?", "runs every 1 seconds"],
    ["every minute", "0 * * * * ?", "runs every 60 seconds"],
    ["every 30 minutes", "0 0/30 * * * ?", "runs every 1800 seconds"],
  ])("refuses a schedule that runs %s", async (_what, expression, message) => {
    start();
    const r = await register();
    const res = await createSchedule(r.id, { ...MONTHLY, "job.expression": expression });
    expect(res.statusCode).toBe(400);
    expect(res.json<Json>().result.parameterErrors?.[0]).toMatchObject({ name: "job.expression" });
    expect(JSON.stringify(res.json())).toContain(message);
    expect(JSON.stringify(res.json())).toContain("at most once an hour");
  });

  it(`accepts an hourly one; the ${MAX_ACTIVE_SCHEDULES + 1}th active schedule of a token is refused, a deleted one frees its place`, async () => {
    start();
    const r = await register();
    const hourly = { ...MONTHLY, "job.expression": "0 0 * * * ?" };
    const ids: string[] = [];
    for (let i = 0; i < MAX_ACTIVE_SCHEDULES; i++) {
      const res = await createSchedule(r.id, hourly);
      expect(res.statusCode).toBe(200);
      ids.push(res.json<Schedule>().id);
    }
    const refused = await createSchedule(r.id, hourly);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<Json>().result.description).toContain(`${MAX_ACTIVE_SCHEDULES} active schedules`);
    expect((await del(`/scheduling/v1/schedules/${ids[0]}?entityId=${ENTITY}`)).statusCode).toBe(200);
    expect((await createSchedule(r.id, hourly)).statusCode).toBe(200);
  });

  it("a move of the clock that runs many schedules lets a shopper's request through between its batches", async () => {
    start();
    const r = await register();
    for (let i = 0; i < 20; i++) await createSchedule(r.id, { ...MONTHLY, "job.expression": "0 0 * * * ?" });
    const checkout = (
      await post(app(), "/v1/checkouts", { entityId: ENTITY, amount: "1.00", currency: "EUR", paymentType: "DB" })
    ).json<Json>().id;
    const origin = await app().listen({ port: 0, host: "127.0.0.1" });
    const order: string[] = [];
    const moving = fetch(`${origin}/sandbox/v1/clock`, {
      method: "POST",
      headers: { ...AUTH, "content-type": "application/x-www-form-urlencoded" },
      body: "advance=P2D",
    }).then(() => order.push("clock moved"));
    // Asked once the move has begun: answered while its 960 runs go on, not after them.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const config = fetch(`${origin}/v1/checkouts/${checkout}/config`).then((res) => order.push(`config ${res.status}`));
    await Promise.all([moving, config]);
    expect(order).toEqual(["config 200", "clock moved"]);
  });
});
