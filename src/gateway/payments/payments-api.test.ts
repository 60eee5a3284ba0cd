import { describe, expect, it } from "vitest";
import { FRAUD_SIMULATIONS } from "../simulator/fraud.ts";
import { TEST_CARDS } from "../simulator/test-cards.ts";
import { sandboxToken } from "../simulator/wallet-token.ts";
import { DEBIT, ENTITY, gatewayPerTest, get, type Json, type Params, post, SHOWN_VISA_CARD } from "../testing/test-harness.ts";

const g = gatewayPerTest();

const pay = async (params: Params) => {
  const res = await post(g.app, "/v1/payments", params);
  return { status: res.statusCode, body: res.json<Json>(), text: res.body };
};
const op = async (id: string, params: Params) => {
  const res = await post(g.app, `/v1/payments/${id}`, { entityId: ENTITY, ...params });
  return { status: res.statusCode, body: res.json<Json>() };
};
const authorize = async (amount = "100.00", extra: Params = {}) => {
  const r = await pay({ ...DEBIT, paymentType: "PA", amount, ...extra });
  expect(r.status).toBe(200);
  return r.body.id ?? "";
};

describe("POST /v1/payments", () => {
  it.each(["DB", "PA", "CD"])("processes paymentType %s with a card and answers spec 2.30", async (paymentType) => {
    const { status, body, text } = await pay({ ...DEBIT, paymentType, "customParameters[orderRef]": "A-1" });
    expect(status).toBe(200);
    expect(body.id).toMatch(/^[0-9a-f]{32}$/);
    expect(body).toMatchObject({ paymentType, amount: "92.00", currency: "EUR", paymentBrand: "VISA", testMode: "INTERNAL" });
    expect(body.result).toMatchObject({ code: "000.100.110", avsResponse: "F", cvvResponse: "M" });
    expect(body.card).toEqual(SHOWN_VISA_CARD);
    expect(body.customParameters).toEqual({ orderRef: "A-1" });
    // A string, as the established gateway writes it ("risk":{"score":"0"}).
    expect(body.risk?.score).toBe("0");
    expect(body.timestamp).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}\+0000$/);
    expect(text).not.toContain("4200000000000000");
    expect(text).not.toMatch(/"cvv"/);
  });

  // Enrolled 3-D Secure cards: three-d-secure-payment.test.ts.
  it.each(TEST_CARDS.filter((c) => !c.threeDS).map((c) => [c.number, c.brand, c.code, c.avs, c.cvv] as const))(
    "test card %s (%s) answers %s, AVS %s, CVV %s",
    async (number, brand, code, avs, cvv) => {
      const { status, body } = await pay({
        ...DEBIT,
        paymentBrand: brand,
        "card.number": number,
        "card.cvv": brand === "AMEX" ? "1234" : "123",
      });
      expect(body.result.code).toBe(code);
      expect(status).toBe(code.startsWith("000.") ? 200 : 400);
      expect(body.result.avsResponse).toBe(avs);
      expect(body.result.cvvResponse).toBe(cvv);
    },
  );

  it.each([["800.100.151"], ["800.100.162"]])("declines with the holder's result code %s (negative testing)", async (code) => {
    expect((await pay({ ...DEBIT, "card.holder": code })).body.result.code).toBe(code);
  });

  it("accepts a MADA card co-badged with VISA under either brand", async () => {
    const card = { "card.number": "4464040000000007" };
    expect((await pay({ ...DEBIT, ...card, paymentBrand: "MADA" })).body.paymentBrand).toBe("MADA");
    expect((await pay({ ...DEBIT, ...card, paymentBrand: "VISA" })).status).toBe(200);
  });

  it.each<[string, Params]>([
    ["bankAccount", { "bankAccount.holder": "Jane Jones", "bankAccount.iban": "DE89370400440532013000", "bankAccount.bic": "COBADEFF" }],
    [
      "tokenAccount",
      {
        "tokenAccount.number": "4200000000000000",
        "tokenAccount.type": "NETWORK",
        "tokenAccount.cryptogram": "AAABBBCCCDDDEEEFFFGGGHHHIII=",
      },
    ],
    ["wallet token", { "applePay.paymentToken": sandboxToken("applePay", { number: "4200000000000000" }), paymentBrand: "APPLEPAY" }],
    // PAYPAL and STC_PAY (virtualAccount) are paid on the wallet's page: pending, payments/server-redirect-payment.test.ts.
  ])("pays with a %s", async (_kind, account) => {
    const base = Object.fromEntries(Object.entries(DEBIT).filter(([k]) => !k.startsWith("card.") && k !== "paymentBrand"));
    const { status, body, text } = await pay({ ...base, ...account });
    expect(status).toBe(200);
    expect(body.result.code).toBe("000.100.110");
    expect(text).not.toContain("AAABBBCCCDDDEEEFFFGGGHHHIII=");
    expect(text).not.toContain("EC_v1");
  });

  it("answers 400 200.300.404 with every offending parameter", async () => {
    const { status, body } = await pay({ ...DEBIT, amount: "1,00", currency: "eur", "customer.email": "x", unknownThing: "1" });
    expect(status).toBe(400);
    expect(body.result.code).toBe("200.300.404");
    const names = (body.result.parameterErrors ?? []).map((e) => e.name).sort();
    expect(names).toEqual(["amount", "currency", "customer.email", "customer.givenName", "customer.surname", "unknownThing"]);
  });

  it("answers 400 without an account structure, or with two", async () => {
    const { "card.number": _, ...noNumber } = DEBIT;
    const base = Object.fromEntries(Object.entries(DEBIT).filter(([k]) => !k.startsWith("card.")));
    expect((await pay(base)).body.result.parameterErrors?.[0]?.name).toBe("(account)");
    expect((await pay({ ...DEBIT, "virtualAccount.accountId": "x" })).status).toBe(400);
    expect((await pay(noNumber)).body.result.parameterErrors?.map((e) => e.name)).toEqual(["card.number"]);
  });

  it.each([
    ["no header", {}, 401],
    ["a wrong token", { authorization: "Bearer bm90LXRoZS1zYW5kYm94LXRva2Vu" }, 403],
  ])("answers %s with %i", async (_name, headers, status) => {
    expect((await post(g.app, "/v1/payments", DEBIT, headers)).statusCode).toBe(status);
  });

  it("answers 403 for an entity the token may not use", async () => {
    expect((await pay({ ...DEBIT, entityId: "0123456789abcdef0123456789abcdef" })).status).toBe(403);
  });

  it("says which simulator ran with testMode EXTERNAL", async () => {
    const { body } = await pay({ ...DEBIT, testMode: "EXTERNAL" });
    expect(body.testMode).toBe("EXTERNAL");
    expect(body.resultDetails?.simulator).toMatch(/^EXTERNAL/);
  });
});

describe("fraud simulation (spec 6.5)", () => {
  it.each(FRAUD_SIMULATIONS.map((s) => [s.surname, s.code, s.score] as const))(
    "surname %s → %s, risk.score %s",
    async (surname, code, score) => {
      const { status, body } = await pay({ ...DEBIT, "customer.givenName": "simulate", "customer.surname": surname });
      expect(status).toBe(400);
      expect(body.result.code).toBe(code);
      expect(body.risk?.score).toBe(score === undefined ? undefined : String(score));
    },
  );

  it("a denied payment cannot be captured", async () => {
    const { body } = await pay({ ...DEBIT, paymentType: "PA", "customer.givenName": "simulate", "customer.surname": "red" });
    // The established code and text, which client libraries' tests match (ActiveMerchant's Cardprocess: equal).
    const cp = (await op(body.id ?? "", { paymentType: "CP", amount: "1.00", currency: "EUR" })).body.result;
    expect(cp).toEqual({ code: "700.400.510", description: "capture needs at least one successful transaction of type (PA)" });
  });

  it.each(FRAUD_SIMULATIONS.map((s) => [s.surname, s.code] as const))("POST /v2/riskShield with surname %s → %s", async (surname, code) => {
    const res = await post(g.app, "/v2/riskShield", {
      entityId: ENTITY,
      amount: "5.00",
      currency: "EUR",
      merchantTransactionId: "order-0001",
      "customer.givenName": "simulate",
      "customer.surname": surname,
    });
    const body = res.json<Json>();
    expect(body.result.code).toBe(code);
    expect(body.customer).toEqual({ givenName: "simulate", surname });
  });

  it("POST /v2/riskShield passes others with score 0 and echoes the parameters", async () => {
    const res = await post(g.app, "/v2/riskShield", {
      entityId: ENTITY,
      amount: "5.00",
      currency: "EUR",
      merchantTransactionId: "order-0001",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Json>()).toMatchObject({ amount: "5.00", currency: "EUR", risk: { score: "0" }, result: { code: "000.100.110" } });
  });
});

describe("GET and POST /v1/payments/{id}", () => {
  it("answers the stored payment, and 404 for an unknown id", async () => {
    const id = (await pay(DEBIT)).body.id ?? "";
    const res = await get(g.app, `/v1/payments/${id}?entityId=${ENTITY}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<Json>().id).toBe(id);
    expect((await get(g.app, `/v1/payments/${"0".repeat(32)}`)).statusCode).toBe(404);
    expect((await get(g.app, `/v1/payments/${id}?entityId=${"0".repeat(32)}`)).statusCode).toBe(403);
  });

  it("captures partially up to the authorized amount and answers referencedId", async () => {
    const pa = await authorize("100.00");
    const first = await op(pa, { paymentType: "CP", amount: "60.00", currency: "EUR" });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ paymentType: "CP", amount: "60.00", referencedId: pa });
    // The brand is the authorization's: nothing was detected (spec 2.30 brandResult).
    expect(first.body).toMatchObject({ paymentBrand: "VISA" });
    expect(first.body).not.toHaveProperty("brandResult");
    expect((await op(pa, { paymentType: "CP", amount: "40.01", currency: "EUR" })).body.result.code).toBe("700.400.100");
    expect((await op(pa, { paymentType: "CP", amount: "40.00", currency: "EUR" })).status).toBe(200);
    expect((await op(pa, { paymentType: "CP", amount: "0.01", currency: "EUR" })).body.result.code).toBe("700.400.100");
  });

  it("takes at most numberOfCaptures captures", async () => {
    const pa = await authorize("100.00", { numberOfCaptures: "2" });
    expect((await op(pa, { paymentType: "CP", amount: "10.00", currency: "EUR" })).status).toBe(200);
    expect((await op(pa, { paymentType: "CP", amount: "10.00", currency: "EUR" })).status).toBe(200);
    expect((await op(pa, { paymentType: "CP", amount: "10.00", currency: "EUR" })).body.result.code).toBe("700.400.100");
  });

  it("closes the authorization with sequence=FINAL", async () => {
    const pa = await authorize("100.00");
    expect((await op(pa, { paymentType: "CP", amount: "10.00", currency: "EUR", sequence: "FINAL" })).status).toBe(200);
    expect((await op(pa, { paymentType: "CP", amount: "10.00", currency: "EUR" })).body.result.code).toBe("700.400.100");
  });

  it("refunds never more than captured", async () => {
    const pa = await authorize("100.00");
    const cp = (await op(pa, { paymentType: "CP", amount: "30.00", currency: "EUR" })).body.id ?? "";
    expect((await op(cp, { paymentType: "RF", amount: "30.01", currency: "EUR" })).body.result.code).toBe("700.400.200");
    expect((await op(cp, { paymentType: "RF", amount: "20.00", currency: "EUR" })).status).toBe(200);
    expect((await op(pa, { paymentType: "RF", amount: "10.01", currency: "EUR" })).body.result.code).toBe("700.400.200");
    expect((await op(pa, { paymentType: "RF", amount: "10.00", currency: "EUR" })).status).toBe(200);
  });

  it("refunds a debit up to its amount, then not at all after a reversal", async () => {
    const db = (await pay(DEBIT)).body.id ?? "";
    expect((await op(db, { paymentType: "RF", amount: "92.01", currency: "EUR" })).status).toBe(400);
    expect((await op(db, { paymentType: "RF", amount: "2.00", currency: "EUR" })).status).toBe(200);
    expect((await op(db, { paymentType: "RV" })).body.result.code).toBe("700.400.300");
    const other = (await pay(DEBIT)).body.id ?? "";
    expect((await op(other, { paymentType: "RV" })).status).toBe(200);
    expect((await op(other, { paymentType: "RF", amount: "1.00", currency: "EUR" })).body.result.code).toBe("700.400.200");
  });

  it("reverses an authorization once; no capture after it", async () => {
    const pa = await authorize();
    const rv = await op(pa, { paymentType: "RV" });
    expect(rv.body).toMatchObject({ paymentType: "RV", referencedId: pa, amount: "100.00" });
    expect((await op(pa, { paymentType: "RV" })).body.result.code).toBe("700.400.300");
    expect((await op(pa, { paymentType: "CP", amount: "1.00", currency: "EUR" })).body.result.code).toBe("700.400.100");
  });

  it.each<[string, Params, string[]]>([
    ["CP without amount and currency", { paymentType: "CP" }, ["amount", "currency"]],
    ["a DB on the reference path", { paymentType: "DB", amount: "1.00", currency: "EUR" }, ["paymentType"]],
    ["card data", { paymentType: "RV", "card.number": "4200000000000000" }, ["card.number"]],
    ["another currency", { paymentType: "CP", amount: "1.00", currency: "USD" }, ["currency"]],
  ])("answers 400 to %s", async (_name, params, names) => {
    const pa = await authorize();
    const r = await op(pa, params);
    expect(r.status).toBe(400);
    expect((r.body.result.parameterErrors ?? []).map((e) => e.name)).toEqual(names);
  });
});

describe("REAUTHORIZATION and INCREMENTAL_AUTH (referenceUuid)", () => {
  it("an incremental authorization raises what can be captured", async () => {
    const pa = await authorize("50.00");
    const inc = await pay({
      ...Object.fromEntries(Object.entries(DEBIT).filter(([k]) => !k.startsWith("card."))),
      paymentType: "PA",
      amount: "25.00",
      referenceUuid: pa,
      "standingInstruction.industryPractice": "INCREMENTAL_AUTH",
    });
    expect(inc.status).toBe(200);
    expect(inc.body.referencedId).toBe(pa);
    expect((await op(pa, { paymentType: "CP", amount: "75.00", currency: "EUR" })).status).toBe(200);
  });

  it("a reauthorization is a new authorization linked to the original", async () => {
    const pa = await authorize("50.00");
    const re = await pay({ ...DEBIT, paymentType: "PA", referenceUuid: pa, "standingInstruction.industryPractice": "REAUTHORIZATION" });
    expect(re.body.referencedId).toBe(pa);
    expect((await op(re.body.id ?? "", { paymentType: "CP", amount: "92.00", currency: "EUR" })).status).toBe(200);
  });

  it("fails with a validation error when no transaction matches", async () => {
    const r = await pay({ ...DEBIT, paymentType: "PA", referenceUuid: "f".repeat(32) });
    expect(r.status).toBe(400);
    expect(r.body.result.code).toBe("200.300.404");
    expect(r.body.result.parameterErrors?.[0]?.name).toBe("referenceUuid");
  });
});
