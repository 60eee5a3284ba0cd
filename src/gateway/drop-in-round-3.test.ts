import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AUTH, Clock, ENTITY, gateway, type Json, type Params, post } from "./testing/test-harness.ts";

/**
 * Drop-in fidelity, round 3 (the gateway as merchants' servers use it), numbered as in the issue: what
 * real server-side clients send and read, reproduced by our own requests.
 */
let gw: ReturnType<typeof gateway>;
beforeEach(() => {
  gw = gateway(new Clock());
});
afterEach(async () => {
  await gw.app.close();
});
const CARD_NO_CVV: Params = {
  "card.number": "4200000000000000",
  "card.expiryMonth": "12",
  "card.expiryYear": "2031",
  "card.holder": "Jane Jones",
};
const DEBIT: Params = { entityId: ENTITY, amount: "9.99", currency: "EUR", paymentType: "DB", paymentBrand: "VISA" };

describe("11. A merchant-initiated repeat card payment needs no CVV", () => {
  it.each<[string, Params, number, string]>([
    [
      "MIT REPEATED RECURRING with its initial transaction",
      {
        "standingInstruction.source": "MIT",
        "standingInstruction.mode": "REPEATED",
        "standingInstruction.type": "RECURRING",
        "standingInstruction.initialTransactionId": "123456123456789",
      },
      200,
      "000.100.110",
    ],
    ["a cardholder-initiated payment without a CVV", {}, 400, "100.100.600"],
  ])("%s", async (_what, instruction, status, code) => {
    const res = await post(gw.app, "/v1/payments", { ...DEBIT, ...CARD_NO_CVV, ...instruction });
    expect(res.statusCode).toBe(status);
    expect(res.json<Json>().result.code).toBe(code);
  });
});

describe("12. Country and currency codes are checked against ISO 3166-1 and ISO 4217, not only their shape", () => {
  const CARD: Params = { ...CARD_NO_CVV, "card.cvv": "123" };
  it.each<[string, Params, string | undefined]>([
    ["currency=ABC", { currency: "ABC" }, "currency"],
    ["billing.country=XX", { "billing.country": "XX" }, "billing.country"],
    ["shipping.country=ZZ", { "shipping.country": "ZZ" }, "shipping.country"],
    ["currency=EUR, billing.country=DE", { "billing.country": "DE" }, undefined],
    ["currency=JPY, billing.country=JP", { currency: "JPY", amount: "100.00", "billing.country": "JP" }, undefined],
  ])("%s", async (_what, params, refused) => {
    const res = await post(gw.app, "/v1/payments", { ...DEBIT, ...CARD, ...params });
    if (refused === undefined) expect(res.json<Json>().result.code).toBe("000.100.110");
    else {
      expect(res.statusCode).toBe(400);
      expect(res.json<Json>().result.parameterErrors).toEqual([
        expect.objectContaining({ name: refused, message: expect.stringContaining("no such code") }),
      ]);
    }
  });
});

describe("13. Every answer with an id starts with it, as the established platform's do", () => {
  it("payments, their operations, checkouts, registrations, and what GET answers for them", async () => {
    const CARD: Params = { ...CARD_NO_CVV, "card.cvv": "123" };
    const raw: [string, string][] = [];
    const keep = async (what: string, res: Promise<{ body: string }>) => {
      const body = (await res).body;
      raw.push([what, body]);
      return JSON.parse(body) as { id?: string };
    };
    const paid = await keep("POST /v1/payments", post(gw.app, "/v1/payments", { ...DEBIT, ...CARD }));
    await keep("GET /v1/payments/{id}", gw.app.inject({ method: "GET", url: `/v1/payments/${paid.id}?entityId=${ENTITY}`, headers: AUTH }));
    await keep(
      "a refund",
      post(gw.app, `/v1/payments/${paid.id}`, { entityId: ENTITY, amount: "1.00", currency: "EUR", paymentType: "RF" }),
    );
    const pa = await keep("a preauthorization", post(gw.app, "/v1/payments", { ...DEBIT, ...CARD, paymentType: "PA" }));
    await keep(
      "a capture",
      post(gw.app, `/v1/payments/${pa.id}`, { entityId: ENTITY, amount: "9.99", currency: "EUR", paymentType: "CP" }),
    );
    const checkout = await keep(
      "POST /v1/checkouts",
      post(gw.app, "/v1/checkouts", { entityId: ENTITY, amount: "9.99", currency: "EUR", paymentType: "DB" }),
    );
    await keep("POST /v1/checkouts/{id}", post(gw.app, `/v1/checkouts/${checkout.id}`, { entityId: ENTITY, amount: "5.00" }));
    const reg = await keep(
      "POST /v1/registrations",
      post(gw.app, "/v1/registrations", { entityId: ENTITY, paymentBrand: "VISA", ...CARD }),
    );
    await keep(
      "GET /v1/registrations/{id}",
      gw.app.inject({ method: "GET", url: `/v1/registrations/${reg.id}?entityId=${ENTITY}`, headers: AUTH }),
    );
    await keep(
      "POST /v1/registrations/{id}/payments",
      post(gw.app, `/v1/registrations/${reg.id}/payments`, { entityId: ENTITY, amount: "2.00", currency: "EUR", paymentType: "DB" }),
    );
    await keep(
      "POST /v2/riskShield",
      post(gw.app, "/v2/riskShield", { entityId: ENTITY, amount: "9.99", currency: "EUR", merchantTransactionId: "order-0001" }),
    );
    await keep("GET /v1/query/{id}", gw.app.inject({ method: "GET", url: `/v1/query/${paid.id}?entityId=${ENTITY}`, headers: AUTH }));
    const notFirst = raw.filter(([, body]) => !body.startsWith('{"id":"')).map(([what, body]) => `${what}: ${body.slice(0, 60)}`);
    expect(notFirst).toEqual([]);
  });
});

describe("1. (gateway) An instalment plan's recurring.numberOfInstallments is a parameter, not an unknown name", () => {
  it("accepted on a payment and echoed; a malformed one is refused with its format; from the widget's form too", async () => {
    const CARD: Params = { ...CARD_NO_CVV, "card.cvv": "123" };
    const paid = await post(gw.app, "/v1/payments", { ...DEBIT, ...CARD, "recurring.numberOfInstallments": "6" });
    expect(paid.json<Json>().result.code).toBe("000.100.110");
    expect(paid.json<{ recurring?: unknown }>().recurring).toEqual({ numberOfInstallments: "6" });
    const bad = await post(gw.app, "/v1/payments", { ...DEBIT, ...CARD, "recurring.numberOfInstallments": "six" });
    expect(bad.json<Json>().result.parameterErrors?.[0]).toMatchObject({ name: "recurring.numberOfInstallments" });
    const checkout = (
      await post(gw.app, "/v1/checkouts", { entityId: ENTITY, amount: "9.99", currency: "EUR", paymentType: "DB" })
    ).json<Json>().id;
    const widget = await post(
      gw.app,
      `/v1/checkouts/${checkout}/payment`,
      { paymentBrand: "VISA", ...CARD, "recurring.numberOfInstallments": "12" },
      { origin: "http://localhost:80" },
    );
    expect(widget.json<Json>().result.code).toBe("000.100.110");
    expect(widget.json<{ recurring?: unknown }>().recurring).toEqual({ numberOfInstallments: "12" });
  });
});

describe("9. customer.merchantCustomerId from the payment form", () => {
  const CARD: Params = { paymentBrand: "VISA", ...CARD_NO_CVV, "card.cvv": "123" };
  const FRAME = { origin: "http://localhost:80" };
  const NAMED_CHECKOUT: Params = {
    entityId: ENTITY,
    amount: "9.99",
    currency: "EUR",
    paymentType: "DB",
    "customer.givenName": "Jane",
    "customer.surname": "Jones",
  };
  const checkout = async (extra: Params) => (await post(gw.app, "/v1/checkouts", { ...NAMED_CHECKOUT, ...extra })).json<Json>().id;
  it.each<[string, Params, Params, number]>([
    [
      "the value the merchant's server set: no change, it pays",
      { "customer.merchantCustomerId": "c-42" },
      { "customer.merchantCustomerId": "c-42" },
      200,
    ],
    [
      "another value: refused (a browser never tags a card to another customer)",
      { "customer.merchantCustomerId": "c-42" },
      { "customer.merchantCustomerId": "c-43" },
      400,
    ],
    ["one the merchant did not set: refused", {}, { "customer.merchantCustomerId": "c-43" }, 400],
  ])("%s", async (_what, set, sent, status) => {
    const id = await checkout(set);
    const res = await post(gw.app, `/v1/checkouts/${id}/payment`, { ...CARD, ...sent }, FRAME);
    expect(res.statusCode, res.body).toBe(status);
  });
});

describe("first hour, item 3: a page the browser will refuse the card fields is told so in the checkout's /config", () => {
  const configAs = async (frameAncestors: string, origin: string | undefined) => {
    await gw.app.close();
    gw = gateway(new Clock(), { FRAME_ANCESTORS: frameAncestors });
    const id = (await post(gw.app, "/v1/checkouts", { entityId: ENTITY, amount: "5.00", currency: "EUR", paymentType: "DB" })).json<Json>()
      .id;
    const res = await gw.app.inject({ method: "GET", url: `/v1/checkouts/${id}/config`, headers: origin ? { origin } : {} });
    return res.json<{ pageRefused?: boolean }>().pageRefused === true;
  };
  it.each<[string, string | undefined, boolean]>([
    ["http://localhost:3000", "http://localhost:5173", true],
    ["http://localhost:3000", "http://localhost:3000", false],
    ["http://localhost:*", "http://localhost:5173", false],
    ["*", "http://localhost:5173", false],
    // A data: document in a webview, a file, a sandboxed frame: no origin the browser lets frame the fields.
    ["*", "null", true],
    // No Origin (a server, the same origin): nothing to say.
    ["http://localhost:3000", undefined, false],
  ])("FRAME_ANCESTORS %s, Origin %s: pageRefused %s", async (list, origin, refused) => {
    expect(await configAs(list, origin)).toBe(refused);
  });
});

describe("first hour, item 8: small things a newcomer hits", () => {
  it("a body over the limit is refused naming the limit", async () => {
    const res = await gw.app.inject({
      method: "POST",
      url: "/v1/payments",
      headers: { ...AUTH, "content-type": "application/x-www-form-urlencoded" },
      payload: `entityId=${ENTITY}&customParameters[big]=${"x".repeat(300 * 1024)}`,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json<Json>().result.description).toBe("invalid request: the body is larger than 256 KB, the most the gateway reads");
  });
});
