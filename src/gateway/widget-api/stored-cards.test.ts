import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Clock, DEBIT, ENTITY, gateway, get, type Json, type Params, post, VISA_CARD } from "../testing/test-harness.ts";

/** Stored cards in the widget (one-click) and the registration-only widget's endpoint. */
const OTHER_ENTITY = "0123456789abcdef0123456789abcdef";
const SAME_ORIGIN = { origin: "http://localhost:80" };
const CHECKOUT: Params = { entityId: ENTITY, amount: "25.00", currency: "EUR", paymentType: "DB" };

interface Config {
  registrations?: { id: string; brand: string; last4: string; expiryMonth: string; expiryYear: string; holder?: string }[];
}

let clock: Clock;
let gw: ReturnType<typeof gateway>;
beforeEach(() => {
  clock = new Clock();
  gw = gateway(clock);
});
afterEach(async () => {
  await gw.app.close();
});

const register = async (card: Params = VISA_CARD): Promise<string> => {
  const { "card.holder": _, ...noHolder } = DEBIT;
  const r = await post(gw.app, "/v1/payments", { ...noHolder, ...card, createRegistration: "true" });
  const id = r.json<Json>().registrationId;
  expect(id).toMatch(/^[0-9a-f]{32}$/);
  return id ?? "";
};
const checkout = async (extra: Params = {}) => {
  const r = await post(gw.app, "/v1/checkouts", { ...CHECKOUT, ...extra });
  expect(r.statusCode).toBe(200);
  return r.json<Json>().id ?? "";
};
const config = async (id: string) => (await get(gw.app, `/v1/checkouts/${id}/config`, {})).json<Config>();
const widgetPay = (id: string, params: Params) => post(gw.app, `/v1/checkouts/${id}/payment`, params, SAME_ORIGIN);

/** A card registration of another entity, stored as that entity's own payment would have stored it. */
function foreignRegistration(): string {
  const id = "f".repeat(32);
  gw.ctx.store.insertRegistration({
    id,
    entity_id: OTHER_ENTITY,
    created_at: clock.now(),
    account: JSON.stringify({
      kind: "card",
      brand: "MASTER",
      bin: "540000",
      last4: "0001",
      expiryMonth: "10",
      expiryYear: "2031",
      code: "000.100.110",
    }),
    params: "{}",
    checkout_id: null,
  });
  return id;
}

describe("a checkout with registrations[n].id", () => {
  it("shows the stored cards in list order, with brand, last 4 digits, expiry and holder only", async () => {
    const visa = await register();
    const master = await register({ "card.number": "5454545454545454", paymentBrand: "MASTER" });
    const id = await checkout({ "registrations[1].id": visa, "registrations[0].id": master });
    const { registrations } = await config(id);
    expect(registrations).toEqual([
      { id: master, brand: "MASTER", last4: "5454", expiryMonth: "12", expiryYear: "2030" },
      { id: visa, brand: "VISA", last4: "0000", expiryMonth: "12", expiryYear: "2030", holder: "Jane Jones" },
    ]);
    expect(JSON.stringify(registrations)).not.toContain("420000");
  });

  it("never shows or charges a registration of another entity, nor an unknown one", async () => {
    const foreign = foreignRegistration();
    const id = await checkout({ "registrations[0].id": foreign, "registrations[1].id": "a".repeat(32) });
    expect((await config(id)).registrations).toBeUndefined();
    const res = await widgetPay(id, { registrationId: foreign });
    expect(res.statusCode).toBe(400);
    expect(res.json<Json>().result.parameterErrors?.[0]?.name).toBe("registrationId");
    expect((await get(gw.app, `/v1/checkouts/${id}/payment`)).json<Json>().result.code).toBe("000.200.000");
  });

  it("refuses a registration of its entity that the checkout does not list", async () => {
    const listed = await register();
    const unlisted = await register();
    const id = await checkout({ "registrations[0].id": listed });
    expect((await widgetPay(id, { registrationId: unlisted })).statusCode).toBe(400);
  });

  it.each([
    ["without CVV", {}],
    ["with CVV", { "card.cvv": "123" }],
  ])("pays with a stored card %s, once", async (_name, extra: Params) => {
    const reg = await register();
    const id = await checkout({ "registrations[0].id": reg });
    const res = await widgetPay(id, { registrationId: reg, paymentBrand: "VISA", ...extra });
    expect(res.statusCode).toBe(200);
    expect(res.json<Json>()).toMatchObject({ registrationId: reg, amount: "25.00", card: { last4Digits: "0000" } });
    expect((await get(gw.app, `/v1/checkouts/${id}/payment`)).json<Json>().registrationId).toBe(reg);
    expect((await widgetPay(id, { registrationId: reg })).json<Json>().result.code).toBe("100.350.101");
  });

  it.each([
    ["card data with the registration", { "card.number": "4200000000000000" }, "card.number"],
    ["a malformed CVV", { "card.cvv": "12a" }, "card.cvv"],
    ["a malformed registration id", { registrationId: "x" }, "registrationId"],
  ])("answers 400 for %s", async (_name, extra: Params, field) => {
    const reg = await register();
    const id = await checkout({ "registrations[0].id": reg });
    const res = await widgetPay(id, { registrationId: reg, ...extra });
    expect(res.statusCode).toBe(400);
    expect(res.json<Json>().result.parameterErrors?.map((e) => e.name)).toContain(field);
  });

  it.each([
    ["/v1/payments", DEBIT],
    ["/v2/riskShield", { entityId: ENTITY, amount: "1.00", currency: "EUR", merchantTransactionId: "order-0001" }],
  ])("refuses registrations[n].id on %s (a checkout parameter)", async (url, params: Params) => {
    const res = await post(gw.app, url, { ...params, "registrations[0].id": "a".repeat(32) });
    expect(res.statusCode).toBe(400);
    expect(res.json<Json>().result.parameterErrors?.[0]?.name).toBe("registrations[0].id");
  });
});

describe("POST /v1/checkouts/{id}/registration (registration-only widget)", () => {
  const { "card.cvv": _, ...card } = VISA_CARD;
  const registerHere = (id: string, params: Params, headers: Record<string, string> = SAME_ORIGIN) =>
    post(gw.app, `/v1/checkouts/${id}/registration`, params, headers);
  /** A registration-only checkout (createRegistration=true, no paymentType): what the registration widget stores a card on. */
  const regOnly = async (extra: Params = {}) => {
    const r = await post(gw.app, "/v1/checkouts", { entityId: ENTITY, createRegistration: "true", ...extra });
    expect(r.statusCode).toBe(200);
    return r.json<Json>().id ?? "";
  };

  it("stores the card once; GET /v1/checkouts/{id}/registration answers it", async () => {
    const id = await regOnly({ "customer.givenName": "Jane", "customer.surname": "Jones", "customer.email": "jane@example.com" });
    const res = await registerHere(id, { ...card, "card.cvv": "123", paymentBrand: "VISA" });
    expect(res.statusCode).toBe(200);
    const stored = res.json<Json>();
    expect(stored).toMatchObject({ paymentBrand: "VISA", card: { last4Digits: "0000", holder: "Jane Jones" } });
    expect(JSON.stringify(stored)).not.toMatch(/4200000000000000|"123"/);
    const fetched = (await get(gw.app, `/v1/checkouts/${id}/registration`)).json<Json>();
    expect(fetched).toMatchObject({ id: stored.id, result: { code: "000.100.110" }, customer: { email: "jane@example.com" } });
    expect((await registerHere(id, card)).json<Json>().result.code).toBe("100.350.101");
    // The stored card can pay a later checkout.
    const next = await checkout({ "registrations[0].id": stored.id ?? "" });
    expect((await widgetPay(next, { registrationId: stored.id ?? "" })).statusCode).toBe(200);
  });

  it("answers a retried attempt with the first answer (one registration)", async () => {
    const id = await regOnly();
    const key = { ...SAME_ORIGIN, "idempotency-key": "attempt-0001" };
    const first = (await registerHere(id, card, key)).json<Json>();
    const again = await registerHere(id, card, key);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json<Json>().id).toBe(first.id);
  });

  it.each([
    ["a declined card", { ...card, "card.number": "4000000000000002" }, 400],
    ["no card", {}, 400],
  ])("stores nothing for %s", async (_name, params: Params, code) => {
    const id = await regOnly();
    expect((await registerHere(id, params)).statusCode).toBe(code);
    expect((await get(gw.app, `/v1/checkouts/${id}/registration`)).json<Json>().result.code).toBe("000.200.000");
  });

  it("answers 403 to another origin", async () => {
    const id = await regOnly();
    expect((await registerHere(id, card, { origin: "https://evil.example" })).statusCode).toBe(403);
  });
});
