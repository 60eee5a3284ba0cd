import { describe, expect, it } from "vitest";
import { CODES } from "../../shared/result-codes.ts";
import { AUTH, DEBIT, ENTITY, FORM, gatewayPerTest, type Json, type Params, post, VISA_CARD } from "../testing/test-harness.ts";

/**
 * customParameters[forceResultCode], the established platform's test switch (ActiveMerchant's Cardprocess
 * tests, a Salesforce Commerce cartridge and WooCommerce plugins send it in test mode): the simulated
 * acquirer answers the code, after the checks that come before it. Before, it was echoed and did nothing.
 */
const g = gatewayPerTest();
const FORCE = "customParameters[forceResultCode]";
const pay = async (params: Params, url = "/v1/payments") => {
  const res = await post(g.app, url, params);
  return { status: res.statusCode, body: res.json<Json & { customParameters?: Record<string, string> }>() };
};

describe("customParameters[forceResultCode]", () => {
  it.each([
    ["800.100.151", 400, "transaction declined (invalid card)"],
    ["600.200.100", 400, "invalid Payment Method"],
    ["800.100.171", 400, "transaction declined (pick up card)"],
    ["100.100.303", 400, "card expired"],
    ["000.100.112", 200, "simulated result"],
    ["000.100.110", 200, "Request successfully processed in 'Merchant in Integrator Test Mode'"],
  ])("%s: the payment answers it (HTTP %i), and still echoes the switch", async (code, status, description) => {
    const r = await pay({ ...DEBIT, paymentType: "PA", [FORCE]: code });
    expect([r.status, r.body.result.code, r.body.result.description]).toEqual([status, code, description]);
    expect(r.body.customParameters).toEqual({ forceResultCode: code });
  });

  it("a forced decline moves no money: it cannot be captured; a forced success can", async () => {
    const declined = await pay({ ...DEBIT, paymentType: "PA", [FORCE]: "800.100.151" });
    const cp = await pay({ entityId: ENTITY, paymentType: "CP", amount: "92.00", currency: "EUR" }, `/v1/payments/${declined.body.id}`);
    expect(cp.body.result.code).toBe(CODES.captureNeedsAuthorization);
    const approved = await pay({ ...DEBIT, paymentType: "PA", [FORCE]: "000.100.112" });
    const ok = await pay({ entityId: ENTITY, paymentType: "CP", amount: "92.00", currency: "EUR" }, `/v1/payments/${approved.body.id}`);
    expect(ok.body.result.code).toBe("000.100.110");
  });

  it("the checks before the acquirer still come first: card data, the fraud check", async () => {
    const luhn = await pay({ ...DEBIT, "card.number": "4200000000000001", [FORCE]: "000.100.110" });
    expect(luhn.body.result.code).toBe("100.100.101");
    const fraud = await pay({ ...DEBIT, "customer.givenName": "simulate", "customer.surname": "red", [FORCE]: "000.100.110" });
    expect(fraud.body.result.code).toBe("100.400.147");
  });

  it("forces a registration's answer too (POST /v1/registrations)", async () => {
    const { entityId, paymentBrand } = DEBIT;
    const r = await pay(
      { entityId: entityId ?? "", paymentBrand: paymentBrand ?? "", ...VISA_CARD, [FORCE]: "800.100.160" },
      "/v1/registrations",
    );
    expect([r.status, r.body.result.code, r.body.id]).toEqual([400, "800.100.160", undefined]);
  });

  it("set on a checkout, it forces the widget's payment", async () => {
    const checkout = await pay(
      { entityId: ENTITY, amount: "5.00", currency: "EUR", paymentType: "DB", [FORCE]: "800.100.165" },
      "/v1/checkouts",
    );
    const res = await g.app.inject({
      method: "POST",
      url: `/v1/checkouts/${checkout.body.id}/payment`,
      headers: { ...FORM, origin: "http://localhost:80" },
      payload: new URLSearchParams({ paymentBrand: "VISA", ...VISA_CARD }).toString(),
    });
    expect(res.json<Json>().result.code).toBe("800.100.165");
  });

  it("on a redirect brand, the bank answers it once the shopper approved; a cancel stays a cancel", async () => {
    const paypal = { entityId: ENTITY, amount: "5.00", currency: "EUR", paymentType: "DB", paymentBrand: "PAYPAL" };
    const answer = async (decision: string) => {
      const pending = await pay({ ...paypal, shopperResultUrl: "https://shop.example/r", [FORCE]: "800.100.152" });
      const { redirect } = pending.body as { redirect?: { url: string; parameters: { name: string; value: string }[] } };
      const ticket = redirect?.parameters.find((p) => p.name === "ticket")?.value ?? "";
      await g.app.inject({
        method: "POST",
        url: new URL(redirect?.url ?? "").pathname,
        headers: { ...FORM, "sec-fetch-site": "same-origin" },
        payload: new URLSearchParams({ ticket, decision }).toString(),
      });
      return (await g.app.inject({ method: "GET", url: `/v1/payments/${pending.body.id}?entityId=${ENTITY}`, headers: AUTH })).json<Json>();
    };
    expect((await answer("approve")).result.code).toBe("800.100.152");
    expect((await answer("abandon")).result.code).toBe("100.396.101");
  });

  it.each<[string, Params, string]>([
    ["not a result code", { [FORCE]: "declined" }, FORCE],
    ["a pending code", { [FORCE]: "000.200.000" }, FORCE],
    ["3DS2_enrolled other than true/false", { "customParameters[3DS2_enrolled]": "yes" }, "customParameters[3DS2_enrolled]"],
    ["3DS2_flow other than challenge/frictionless", { "customParameters[3DS2_flow]": "method" }, "customParameters[3DS2_flow]"],
  ])("%s is a parameter error naming the switch", async (_t, params, name) => {
    const r = await pay({ ...DEBIT, ...params });
    expect(r.status).toBe(400);
    expect(r.body.result.parameterErrors?.map((e) => e.name)).toEqual([name]);
  });

  it("is refused on a capture, refund or reversal and on a risk-only request, which it would not change", async () => {
    const debit = await pay(DEBIT);
    const rf = await pay(
      { entityId: ENTITY, paymentType: "RF", amount: "1.00", currency: "EUR", [FORCE]: "800.100.151" },
      `/v1/payments/${debit.body.id}`,
    );
    expect(rf.body.result.parameterErrors?.[0]?.message).toMatch(/test switch of a payment or registration/);
    const risk = await pay(
      { entityId: ENTITY, amount: "1.00", currency: "EUR", merchantTransactionId: "order-0001", [FORCE]: "800.100.151" },
      "/v2/riskShield",
    );
    expect(risk.body.result.parameterErrors?.map((e) => e.name)).toEqual([FORCE]);
  });
});
