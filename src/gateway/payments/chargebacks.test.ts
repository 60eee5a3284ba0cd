import { describe, expect, it } from "vitest";
import { decrypt, gatewayFixture } from "../events/receiver.test-support.ts";
import { DEBIT, ENTITY, get, type Json, type Params, post } from "../testing/test-harness.ts";

const f = gatewayFixture();
const app = () => f.gw.app;
type Payment = Json & { id: string; paymentType: string; referencedId?: string; amount: string };
const pay = async (params: Params) => (await post(app(), "/v1/payments", params)).json<Payment>();
const chargeback = (id: string, params: Params = {}) =>
  post(app(), `/sandbox/v1/payments/${id}/chargeback`, { entityId: ENTITY, ...params });

describe("chargebacks", () => {
  it("books a CB against a debit with its result code, then a CR against it; both are payments with referencedId and events", async () => {
    const hook = await f.listen();
    f.start();
    const w = (await post(app(), "/sandbox/v1/webhooks", { entityId: ENTITY, url: hook.url, types: "PAYMENT" })).json<{ secret: string }>();
    const db = await pay(DEBIT);
    const cb = await chargeback(db.id, { chargebackResultCode: "000.100.203", amount: "50.00" });
    expect(cb.statusCode).toBe(200);
    expect(cb.json<Payment>()).toMatchObject({ paymentType: "CB", referencedId: db.id, amount: "50.00", result: { code: "000.100.203" } });
    const cbId = cb.json<Payment>().id;
    const cr = (await post(app(), `/sandbox/v1/payments/${cbId}/chargeback-reversal`, { entityId: ENTITY })).json<Payment>();
    expect(cr).toMatchObject({ paymentType: "CR", referencedId: cbId, amount: "50.00" });
    expect((await get(app(), `/v1/payments/${cbId}?entityId=${ENTITY}`)).json<Payment>().paymentType).toBe("CB");
    await f.gw.work.runDue();
    const events = hook.got.slice(1).map((g) => decrypt(w.secret, g).payload as unknown as Payment);
    expect(events.map((e) => [e.paymentType, e.referencedId ?? null])).toEqual([
      ["DB", null],
      ["CB", db.id],
      ["CR", cbId],
    ]);
  });

  it.each<[string, Params, string]>([
    ["more than the debit", { amount: "92.01" }, "cannot charge back 92.01"],
    ["a code outside 000.100.2xx", { chargebackResultCode: "000.100.110" }, ""],
  ])("refuses %s", async (_, params, message) => {
    f.start();
    const db = await pay(DEBIT);
    const res = await chargeback(db.id, params);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
  });

  it("charges back at most what the debit moved, in parts; an authorization cannot be charged back", async () => {
    f.start();
    const db = await pay(DEBIT);
    expect((await chargeback(db.id, { amount: "90.00" })).statusCode).toBe(200);
    expect((await chargeback(db.id, { amount: "3.00" })).json<Json>().result.description).toContain("2.00 of this payment is left");
    const pa = await pay({ ...DEBIT, paymentType: "PA" });
    expect((await chargeback(pa.id)).json<Json>().result.code).toBe("700.400.700");
    expect((await chargeback("0".repeat(32))).statusCode).toBe(404);
  });
});

describe("the test card the acquirer charges back by itself", () => {
  it("gets a chargeback (000.100.201) 5 days after its debit, on the sandbox clock, once", async () => {
    f.start();
    const db = await pay({ ...DEBIT, "card.number": "4000000000000259" });
    expect(db.result.code).toBe("000.100.110");
    await post(app(), "/sandbox/v1/clock", { advance: "P4D" });
    const count = () =>
      f.gw.ctx.store.db.prepare("SELECT COUNT(*) AS n FROM payments WHERE referenced_id = ? AND payment_type = 'CB'").get(db.id) as {
        n: number;
      };
    expect(count().n).toBe(0);
    await post(app(), "/sandbox/v1/clock", { advance: "P2D" });
    expect(count().n).toBe(1);
    const cb = f.gw.ctx.store.db.prepare("SELECT response FROM payments WHERE referenced_id = ?").get(db.id) as { response: string };
    expect(JSON.parse(cb.response)).toMatchObject({ paymentType: "CB", amount: "92.00", result: { code: "000.100.201" } });
    await post(app(), "/sandbox/v1/clock", { advance: "P30D" });
    expect(count().n).toBe(1);
  });
});
