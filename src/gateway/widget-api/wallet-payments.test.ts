import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { encodeParams } from "../../shared/form-params.ts";
import { sandboxToken } from "../simulator/wallet-token.ts";
import { Clock, DEBIT, ENTITY, FORM, gateway, type Json, type Params, post } from "../testing/test-harness.ts";

const SHOP = "https://shop.example";
const FROM_SHOP = { origin: SHOP, "sec-fetch-site": "cross-site" };
const CHECKOUT: Params = { entityId: ENTITY, amount: "20.00", currency: "EUR", paymentType: "DB" };
const S2S: Params = Object.fromEntries(Object.entries(DEBIT).filter(([k]) => !k.startsWith("card.") && k !== "paymentBrand"));

describe("wallet payments", () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  const start = async () => {
    app = gateway(new Clock()).app;
    return app;
  };
  const checkout = async (a: FastifyInstance) => (await post(a, "/v1/checkouts", CHECKOUT)).json<Json>().id as string;
  const payFromShop = (a: FastifyInstance, id: string, params: Params) =>
    a.inject({ method: "POST", url: `/v1/checkouts/${id}/payment`, headers: { ...FORM, ...FROM_SHOP }, payload: encodeParams(params) });

  it.each([
    ["APPLEPAY", "applePay", "000.100.110"],
    ["APPLEPAYTKN", "applePay", "000.100.110"],
    ["GOOGLEPAY", "googlePay", "000.100.110"],
    ["SAMSUNGPAY", "samsungPay", "000.100.110"],
  ] as const)("the merchant page pays a checkout with %s and its %s token", async (brand, prefix, code) => {
    const a = await start();
    const id = await checkout(a);
    const token = sandboxToken(prefix, { number: "4200000000000000" });
    const extra: Params = prefix === "applePay" ? { "applePay.cardNetwork": "Visa", "applePay.cardType": "debit" } : {};
    const res = await payFromShop(a, id, { paymentBrand: brand, [`${prefix}.paymentToken`]: token, ...extra });
    expect(res.statusCode).toBe(200);
    expect(res.headers["access-control-allow-origin"]).toBe(SHOP);
    const body = res.json<Json>();
    expect(body.result.code).toBe(code);
    expect(body.paymentBrand).toBe(brand);
    expect(body.card).toMatchObject({ bin: "420000", last4Digits: "0000" });
    expect(res.body).not.toContain(token.slice(20, 60));
    // The checkout is paid: a second token payment is refused, never a second charge.
    expect((await payFromShop(a, id, { paymentBrand: brand, [`${prefix}.paymentToken`]: token })).json<Json>().result.code).toBe(
      "100.350.101",
    );
  });

  it.each<[string, Params, number, string]>([
    [
      "a declined test card behind the token",
      { paymentBrand: "GOOGLEPAY", "googlePay.paymentToken": sandboxToken("googlePay", { number: "4000000000000002" }) },
      400,
      "800.100.152",
    ],
    ["no token", { paymentBrand: "APPLEPAY" }, 400, "200.300.404"],
    [
      "another wallet's token",
      { paymentBrand: "APPLEPAY", "googlePay.paymentToken": sandboxToken("googlePay", { number: "4200000000000000" }) },
      400,
      "100.100.700",
    ],
    [
      "a token that is not a sandbox token",
      { paymentBrand: "APPLEPAY", "applePay.paymentToken": '{"version":"EC_v1","data":"x"}' },
      400,
      "100.100.101",
    ],
  ])("%s", async (_what, params, status, code) => {
    const a = await start();
    const res = await payFromShop(a, await checkout(a), params);
    expect(res.statusCode).toBe(status);
    expect(res.json<Json>().result.code).toBe(code);
  });

  it("refuses card data sent with a wallet brand from the merchant page", async () => {
    const a = await start();
    const res = await payFromShop(a, await checkout(a), { paymentBrand: "APPLEPAY", "card.number": "4200000000000000" });
    expect(res.statusCode).toBe(403);
  });

  it.each([
    ["encrypted token", { paymentBrand: "APPLEPAY", "applePay.paymentToken": sandboxToken("applePay", { number: "5454545454545454" }) }],
    [
      "decrypted card data with source app",
      {
        paymentBrand: "APPLEPAY",
        "card.number": "5454545454545454",
        "card.expiryMonth": "12",
        "card.expiryYear": "2030",
        "threeDSecure.verificationId": "AAABBBCCCDDDEEEFFFGGGHHHIII=",
        "threeDSecure.eci": "05",
        "applePay.source": "app",
      },
    ],
    [
      "Google Pay encrypted token",
      { paymentBrand: "GOOGLEPAY", "googlePay.paymentToken": sandboxToken("googlePay", { number: "5454545454545454" }) },
    ],
  ])("POST /v1/payments accepts the %s variant (spec 2.7)", async (_what, account) => {
    const a = await start();
    const res = await post(a, "/v1/payments", { ...S2S, ...account });
    const body = res.json<Json>();
    expect(res.statusCode).toBe(200);
    expect(body.result.code).toBe("000.100.110");
    expect(body.card?.last4Digits).toBe("5454");
    expect(res.body).not.toContain("5454545454545454");
    expect(res.body).not.toContain("AAABBBCCCDDDEEEFFFGGGHHHIII=");
  });

  it("a PAN_ONLY Google Pay token answers with its simulated 3-D Secure data", async () => {
    const a = await start();
    const token = sandboxToken("googlePay", { number: "4200000000000000", authMethod: "PAN_ONLY" });
    const res = await post(a, "/v1/payments", { ...S2S, paymentBrand: "GOOGLEPAY", "googlePay.paymentToken": token });
    expect(res.json<Record<string, unknown>>().threeDSecure).toEqual({ eci: "05", authenticationStatus: "Y", version: "2.2.0" });
  });
});

describe("POST /v1/applepay/merchant-validation", () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  const validate = (a: FastifyInstance, params: Params, headers: Record<string, string> = FROM_SHOP) =>
    a.inject({ method: "POST", url: "/v1/applepay/merchant-validation", headers: { ...FORM, ...headers }, payload: encodeParams(params) });

  it("answers a simulated merchant session for Apple's validation URL, to an allowed shop origin", async () => {
    app = gateway(new Clock()).app;
    const id = (await post(app, "/v1/checkouts", CHECKOUT)).json<Json>().id as string;
    const res = await validate(app, {
      checkoutId: id,
      validationURL: "https://apple-pay-gateway-cert.apple.com/paymentservices/startSession",
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["access-control-allow-origin"]).toBe(SHOP);
    const session = res.json<Record<string, unknown>>();
    expect(session).toMatchObject({ domainName: "shop.example", retries: 0 });
    expect(session.merchantSessionIdentifier).toMatch(/^SSH[0-9A-F]{32}$/);
    expect(typeof session.signature).toBe("string");
  });

  it.each([
    ["https://evil.example/startSession", 400],
    ["http://apple-pay-gateway.apple.com/paymentservices/startSession", 400],
    ["https://apple-pay-gateway.apple.com.evil.example/x", 400],
    ["https://user@apple-pay-gateway.apple.com/x", 400],
    ["https://cn-apple-pay-gateway.apple.com/paymentservices/startSession", 200],
    ["https://apple-pay-gateway-nc-pod1.apple.com/paymentservices/startSession", 200],
  ])("validationURL %s → %s", async (url, status) => {
    app = gateway(new Clock()).app;
    const id = (await post(app, "/v1/checkouts", CHECKOUT)).json<Json>().id as string;
    expect((await validate(app, { checkoutId: id, validationURL: url })).statusCode).toBe(status);
  });

  it("refuses an unknown checkout and an origin FRAME_ANCESTORS does not allow", async () => {
    app = gateway(new Clock(), { FRAME_ANCESTORS: "https://other.example" }).app;
    const url = "https://apple-pay-gateway.apple.com/paymentservices/startSession";
    expect((await validate(app, { checkoutId: "x".repeat(32), validationURL: url }, { origin: "https://other.example" })).statusCode).toBe(
      404,
    );
    expect((await validate(app, { checkoutId: "x".repeat(32), validationURL: url })).statusCode).toBe(403);
  });
});
