import { describe, expect, it } from "vitest";
import {
  AUTH,
  DEBIT,
  ENTITY,
  gateway,
  gatewayPerTest,
  get,
  type Json,
  MINUTE,
  type Params,
  post,
  VISA_CARD,
} from "../testing/test-harness.ts";

/** POST /v1/registrations/{id}/payments and the per-operation throttle (split from payments-api.test.ts). */
const g = gatewayPerTest();

const pay = async (params: Params) => {
  const res = await post(g.app, "/v1/payments", params);
  return { status: res.statusCode, body: res.json<Json>(), text: res.body };
};

describe("registrations", () => {
  const register = async () => {
    const r = await pay({ ...DEBIT, createRegistration: "true", "customer.givenName": "Jane", "customer.surname": "Jones" });
    expect(r.body.registrationId).toMatch(/^[0-9a-f]{32}$/);
    return r.body.registrationId ?? "";
  };
  const payOver = (id: string, extra: Params = {}) =>
    post(g.app, `/v1/registrations/${id}/payments`, { entityId: ENTITY, amount: "10.00", currency: "EUR", paymentType: "DB", ...extra });

  it("pays over a registration with the stored card and customer", async () => {
    const id = await register();
    const res = await payOver(id);
    expect(res.statusCode).toBe(200);
    expect(res.json<Json>()).toMatchObject({
      registrationId: id,
      paymentBrand: "VISA",
      card: { bin: "420000", last4Digits: "0000", binCountry: "DE", type: "CREDIT" },
      customer: { givenName: "Jane" },
    });
    // The registration's own answer shows its card the same way.
    const stored = await get(g.app, `/v1/registrations/${id}?entityId=${ENTITY}`);
    expect(stored.json<Json>().card).toMatchObject({ bin: "420000", last4Digits: "0000", binCountry: "DE", type: "CREDIT" });
  });

  it("reuses the stored customer in the fraud check; the request's data wins", async () => {
    const id = await register();
    const res = await payOver(id, { "customer.givenName": "simulate", "customer.surname": "red" });
    expect(res.json<Json>().result.code).toBe("100.400.147");
  });

  it("overrideHolder replaces an empty stored holder for this payment only", async () => {
    const { "card.holder": _, ...noHolder } = DEBIT;
    const id = (await pay({ ...noHolder, createRegistration: "true" })).body.registrationId ?? "";
    const withHolder = await payOver(id, { overrideHolder: "true", "card.holder": "Jane Jones" });
    expect(withHolder.json<Json>().card?.holder).toBe("Jane Jones");
    expect((await payOver(id)).json<Json>().card?.holder).toBeUndefined();
  });

  it("declines with the negative-testing holder, 404 for an unknown registration, 400 for card data", async () => {
    const id = await register();
    expect((await payOver(id, { "card.holder": "800.100.153" })).json<Json>().result.code).toBe("800.100.153");
    expect((await payOver("0".repeat(32))).statusCode).toBe(404);
    expect((await payOver(id, VISA_CARD)).statusCode).toBe(400);
  });

  it("a declined payment stores no registration", async () => {
    const r = await pay({ ...DEBIT, createRegistration: "true", "card.number": "4000000000000002" });
    expect(r.body.registrationId).toBeUndefined();
  });
});

describe("throttling", () => {
  it("answers 800.120.100 past the rate, with id, buildNumber, ndc and timestamp, and recovers the next second", async () => {
    const small = gateway(g.clock, { GATEWAY_RATE_LIMIT: "3" }).app;
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) codes.push((await post(small, "/v2/riskShield", { entityId: ENTITY }, AUTH)).statusCode);
      expect(codes).toEqual([400, 400, 400, 429, 429]);
      const res = await post(small, "/v2/riskShield", {}, AUTH);
      const body = res.json<Json>();
      expect(body.result.code).toBe("800.120.100");
      expect(body.id).toMatch(/^[0-9a-f]{32}$/);
      expect(body.buildNumber && body.ndc && body.timestamp).toBeTruthy();
      // another operation has its own budget
      expect((await get(small, `/v1/payments/${"0".repeat(32)}`)).statusCode).toBe(404);
      g.clock.advance(1000);
      expect((await post(small, "/v2/riskShield", {}, AUTH)).statusCode).toBe(400);
    } finally {
      await small.close();
    }
  });

  it("is generous by default", async () => {
    const results = await Promise.all(
      Array.from({ length: 60 }, () =>
        post(g.app, "/v1/checkouts", { entityId: ENTITY, amount: "1.00", currency: "EUR", paymentType: "DB" }),
      ),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    g.clock.advance(MINUTE);
  });
});
