import { describe, expect, it } from "vitest";
import { gatewayFixture } from "../events/receiver.test-support.ts";
import { SHORT_ID } from "../payments/short-id.ts";
import { DEBIT, ENTITY, get, type Json, type Params, post } from "../testing/test-harness.ts";

const f = gatewayFixture();
const app = () => f.gw.app;
type Payment = Json & { id: string; shortId: string; paymentType: string; merchantTransactionId?: string; linkedTransactions?: Payment[] };
const pay = async (params: Params) => (await post(app(), "/v1/payments", params)).json<Payment>();
const query = async (qs: string) => get(app(), `/v1/query?entityId=${ENTITY}&${qs}`);

describe("transaction query (spec 2.29)", () => {
  it("every payment has a shortId; one transaction by id (v1 and v3), with its linked operations on request", async () => {
    f.start();
    const pa = await pay({ ...DEBIT, paymentType: "PA" });
    expect(pa.shortId).toMatch(SHORT_ID);
    const cp = (
      await post(app(), `/v1/payments/${pa.id}`, { entityId: ENTITY, paymentType: "CP", amount: "50.00", currency: "EUR" })
    ).json<Payment>();
    const rf = (
      await post(app(), `/v1/payments/${cp.id}`, { entityId: ENTITY, paymentType: "RF", amount: "10.00", currency: "EUR" })
    ).json<Payment>();
    for (const v of ["v1", "v3"]) {
      const one = (await get(app(), `/${v}/query/${pa.id}?entityId=${ENTITY}`)).json<Payment>();
      expect(one).toMatchObject({ id: pa.id, paymentType: "PA" });
      expect(one.linkedTransactions).toBeUndefined();
    }
    const linked = (await get(app(), `/v1/query/${pa.id}?entityId=${ENTITY}&includeLinkedTransactions=true`)).json<Payment>();
    expect(linked.linkedTransactions?.map((t) => [t.id, t.paymentType])).toEqual([
      [cp.id, "CP"],
      [rf.id, "RF"],
    ]);
    const unknown = await get(app(), `/v1/query/${"0".repeat(32)}?entityId=${ENTITY}`);
    expect([unknown.statusCode, unknown.json<Json>().result.code]).toEqual([404, "700.400.580"]);
  });

  it("finds payments by merchantTransactionId (the recovery query of shop plugins)", async () => {
    f.start();
    const paid = await pay({ ...DEBIT, merchantTransactionId: "order-4711" });
    const found = (await query("merchantTransactionId=order-4711")).json<{ payments: Payment[] }>();
    expect(found.payments.map((p) => p.id)).toEqual([paid.id]);
    // Nothing found: 404 with the established "cannot find transaction" (shop plugins and reconciliation code test for it).
    const none = await query("merchantTransactionId=nothing-here");
    expect([none.statusCode, none.json<Json>().result]).toEqual([404, { code: "700.400.580", description: "cannot find transaction" }]);
    expect(none.json<{ payments?: unknown }>().payments).toBeUndefined();
    // The older path shop modules still ask (Customweb's OPP and PayUnity modules): the same query.
    const older = await get(app(), `/v1/payments?entityId=${ENTITY}&merchantTransactionId=order-4711`);
    expect(older.json<{ payments: Payment[] }>().payments.map((p) => p.id)).toEqual([paid.id]);
    expect((await get(app(), `/v1/payments?entityId=${ENTITY}&merchantTransactionId=nothing-here`)).statusCode).toBe(404);
  });

  it("by shortId, and by a time frame filtered by payment types and methods, up to the limit", async () => {
    f.start();
    const db = await pay(DEBIT);
    await pay({ ...DEBIT, paymentType: "PA" });
    expect((await query(`shortId=${db.shortId}`)).json<{ payments: Payment[] }>().payments.map((p) => p.id)).toEqual([db.id]);
    const frame = "date.from=2026-06-15%2000:00:00&date.to=2026-06-16%2000:00:00";
    expect((await query(frame)).json<{ payments: Payment[] }>().payments).toHaveLength(2);
    expect((await query(`${frame}&paymentTypes=DB`)).json<{ payments: Payment[] }>().payments.map((p) => p.id)).toEqual([db.id]);
    expect((await query(`${frame}&paymentMethods=CC`)).json<{ payments: Payment[] }>().payments).toHaveLength(2);
    expect((await query(`${frame}&paymentMethods=DD`)).json<Json>().result.code).toBe("700.400.580");
  });

  it.each<[string, string]>([
    ["date.from=2026-06-15%2000:00:00", "date.to"],
    ["merchantTransactionId=x1234567&date.from=2026-06-15%2000:00:00&date.to=2026-06-16%2000:00:00", "merchantTransactionId"],
    ["limit=50&merchantTransactionId=x1234567", "limit"],
    ["paymentTypes=DB,XX&merchantTransactionId=x1234567", "paymentTypes"],
    ["paymentMethods=ZZ&merchantTransactionId=x1234567", "paymentMethods"],
    ["", "merchantTransactionId"],
    ["colour=red&merchantTransactionId=x1234567", "colour"],
  ])("refuses %s, naming %s", async (qs, name) => {
    f.start();
    const res = await query(qs);
    expect(res.statusCode).toBe(400);
    expect(res.json<Json>().result.parameterErrors?.map((e) => e.name)).toContain(name);
  });

  it("lists the result codes the gateway answers with", async () => {
    f.start();
    const codes = (await get(app(), "/v1/resultcodes", {})).json<{ resultCodes: { code: string; description: string }[] }>().resultCodes;
    expect(codes).toContainEqual({ code: "000.100.110", description: expect.any(String) });
    expect(codes.length).toBeGreaterThan(30);
  });
});

describe("the query against 220 seeded transactions", () => {
  const SEPA: Params = {
    entityId: ENTITY,
    amount: "3.00",
    currency: "EUR",
    paymentType: "DB",
    paymentBrand: "DIRECTDEBIT_SEPA",
    "bankAccount.holder": "Jane Doe",
    "bankAccount.iban": "DE89370400440532013000",
    "bankAccount.bic": "COBADEFFXXX",
  };

  it("each filter finds exactly what was made: time frame, limit, payment types, methods, references", async () => {
    f.start();
    const made = { day1: [] as Payment[], day2: [] as Payment[] };
    // Day 1 (15 June): 120 card debits, 30 pre-authorizations, 20 SEPA debits; every tenth debit refunded.
    for (let i = 0; i < 120; i++) {
      const p = await pay({ ...DEBIT, merchantTransactionId: `seed-${String(i).padStart(4, "0")}` });
      made.day1.push(p);
      if (i % 10 === 0) {
        made.day1.push(
          (
            await post(app(), `/v1/payments/${p.id}`, { entityId: ENTITY, paymentType: "RF", amount: "1.00", currency: "EUR" })
          ).json<Payment>(),
        );
      }
    }
    for (let i = 0; i < 30; i++) made.day1.push(await pay({ ...DEBIT, paymentType: "PA" }));
    for (let i = 0; i < 20; i++) made.day1.push(await pay(SEPA));
    await post(app(), "/sandbox/v1/clock", { advance: "P1D" });
    // Day 2: 38 more card debits.
    for (let i = 0; i < 38; i++) made.day2.push(await pay(DEBIT));
    expect(made.day1.length + made.day2.length).toBe(220);
    const list = async (qs: string) => (await query(qs)).json<{ payments: Payment[] }>().payments;
    const day1 = "date.from=2026-06-15%2000:00:00&date.to=2026-06-15%2023:59:59";
    const both = "date.from=2026-06-15%2000:00:00&date.to=2026-06-17%2000:00:00";
    expect(await list(day1)).toHaveLength(100); // the default limit
    expect((await list(`${day1}&limit=500`)).map((p) => p.id)).toEqual(made.day1.map((p) => p.id));
    expect(await list(`${both}&limit=500`)).toHaveLength(220);
    expect(await list(`${both}&limit=150`)).toHaveLength(150);
    expect(await list(`${day1}&limit=500&paymentTypes=RF`)).toHaveLength(12);
    expect(await list(`${day1}&limit=500&paymentTypes=PA,RF`)).toHaveLength(42);
    expect(await list(`${both}&limit=500&paymentMethods=DD`)).toHaveLength(20);
    expect(await list(`${both}&limit=500&paymentMethods=CC&paymentTypes=DB`)).toHaveLength(158);
    const seed = await list("merchantTransactionId=seed-0042");
    expect(seed.map((p) => p.id)).toEqual([made.day1.find((p) => p.merchantTransactionId === "seed-0042")?.id]);
    const someone = made.day2[7];
    expect((await list(`shortId=${someone?.shortId}`)).map((p) => p.id)).toEqual([someone?.id]);
  });

  it("a schedule's runs are linked to the payment that stored the card", async () => {
    f.start();
    const first = await pay({ ...DEBIT, createRegistration: "true" });
    const registrationId = (first as Payment & { registrationId: string }).registrationId;
    const schedule = {
      entityId: ENTITY,
      registrationId,
      amount: "9.99",
      currency: "EUR",
      paymentType: "DB",
      "job.month": "*",
      "job.dayOfMonth": "1",
    };
    expect((await post(app(), "/scheduling/v1/schedules", schedule)).json<Json>().result.code).toBe("000.100.110");
    await post(app(), "/sandbox/v1/clock", { advance: "P50D" }); // 1 July and 1 August
    const linked = (await get(app(), `/v1/query/${first.id}?entityId=${ENTITY}&includeLinkedTransactions=true`)).json<Payment>();
    expect(linked.linkedTransactions?.map((t) => [t.paymentType, t.amount])).toEqual([
      ["DB", "9.99"],
      ["DB", "9.99"],
    ]);
  });
});
