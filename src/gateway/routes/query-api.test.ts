import { describe, expect, it } from "vitest";
import { gatewayFixture } from "../events/receiver.test-support.ts";
import { SHORT_ID } from "../payments/short-id.ts";
import { DEBIT, ENTITY, get, type Json, type Params, post } from "../test-harness.ts";

const f = gatewayFixture();
const app = () => f.gw.app;
type Payment = Json & { id: string; shortId: string; paymentType: string; linkedTransactions?: Payment[] };
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
    expect((await get(app(), `/v1/query/${"0".repeat(32)}?entityId=${ENTITY}`)).statusCode).toBe(404);
  });

  it("finds payments by merchantTransactionId (the recovery query of shop plugins)", async () => {
    f.start();
    const paid = await pay({ ...DEBIT, merchantTransactionId: "order-4711" });
    const found = (await query("merchantTransactionId=order-4711")).json<{ payments: Payment[] }>();
    expect(found.payments.map((p) => p.id)).toEqual([paid.id]);
    expect((await query("merchantTransactionId=nothing-here")).json<{ payments: Payment[] }>().payments).toEqual([]);
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
    expect((await query(`${frame}&paymentMethods=DD`)).json<{ payments: Payment[] }>().payments).toHaveLength(0);
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
