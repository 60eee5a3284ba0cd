import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { AUTH, ENTITY, FORM, gatewayPerTest, type Json } from "./testing/test-harness.ts";

/**
 * The requests ActiveMerchant's gateway for the established platform (OppGateway) sends, built the way
 * it builds them: every field it knows, flattened with dots, names as they are, values CGI-escaped, a
 * missing value sent empty (nil.to_s), the entity as authentication.entityId beside the bearer token.
 * Its remote tests pass against the established test system; before this file every one of these
 * requests was refused here (empty descriptor, authentication.entityId).
 */
type Pairs = readonly (readonly [string, string | undefined])[];
const form = (pairs: Pairs) => pairs.map(([k, v]) => `${k}=${encodeURIComponent(v ?? "").replace(/%20/g, "+")}`).join("&");

const g = gatewayPerTest();
interface Answer extends Json {
  paymentType?: string;
  amount?: string;
  registrationId?: string;
  shipping?: Record<string, string>;
}
const send = async (app: FastifyInstance, url: string, pairs: Pairs) => {
  const res = await app.inject({ method: "POST", url, headers: { ...FORM, ...AUTH }, payload: form(pairs) });
  return { status: res.statusCode, body: res.json<Answer>() };
};

const AUTHENTICATION: Pairs = [["authentication.entityId", ENTITY]];
const invoice = (amount: string | undefined, extra: Pairs = []): Pairs => [
  ["amount", amount],
  ...(amount === undefined ? [] : ([["currency", "EUR"]] as const)),
  ["descriptor", undefined],
  ["merchantInvoiceId", undefined],
  ["merchantTransactionId", "50b5c1763c20c456a6208f7831dd0a04"],
  ...extra,
];
const card = (number: string): Pairs => [
  ["paymentBrand", "VISA"],
  ["card.holder", "Longbob Longsen"],
  ["card.number", number],
  ["card.expiryMonth", "05"],
  ["card.expiryYear", "2030"],
  ["card.cvv", "123"],
];
const PLUGIN: Pairs = [["customParameters[SHOPPER_pluginId]", "activemerchant"]];
const purchase = (type: string, number = "4200000000000000", extra: Pairs = []) =>
  send(g.app, "/v1/payments", [["paymentType", type], ...invoice("1.00"), ...card(number), ...extra, ...PLUGIN, ...AUTHENTICATION]);
const reference = (id: string, type: string, amount: string | undefined) =>
  send(g.app, `/v1/payments/${id}`, [["paymentType", type], ...invoice(amount), ...AUTHENTICATION]);

const APPROVED = { code: "000.100.110", description: "Request successfully processed in 'Merchant in Integrator Test Mode'" };

describe("ActiveMerchant's OppGateway against the sandbox", () => {
  it("purchase without options: descriptor= and merchantInvoiceId= sent empty are not sent", async () => {
    const r = await purchase("DB");
    expect(r.status).toBe(200);
    expect(r.body.result).toMatchObject(APPROVED);
    // Not sent: the established descriptor (short id and channel name), no merchantInvoiceId.
    expect((r.body as { descriptor?: string }).descriptor).toBe(`${(r.body as { shortId?: string }).shortId} Sandbox_Channel`);
    expect(r.body).not.toHaveProperty("merchantInvoiceId");
  });

  it("authorize, partial capture, refund; purchase and void with amount= empty", async () => {
    const auth = await purchase("PA");
    expect(auth.body.result.code).toBe("000.100.110");
    const capture = await reference(auth.body.id ?? "", "CP", "0.99");
    expect([capture.status, capture.body.result.code, capture.body.amount]).toEqual([200, "000.100.110", "0.99"]);
    const refund = await reference(capture.body.id ?? "", "RF", "0.99");
    expect([refund.status, refund.body.paymentType]).toEqual([200, "RF"]);
    const debit = await purchase("DB");
    const voided = await reference(debit.body.id ?? "", "RV", undefined);
    expect([voided.status, voided.body.paymentType, voided.body.result.code]).toEqual([200, "RV", "000.100.110"]);
  });

  it("the complete request of its remote test: addresses, customer, the recipient's name, custom parameters", async () => {
    const r = await purchase("DB", "4200000000000000", [
      ["billing.street1", "123 Test Street"],
      ["billing.street2", undefined],
      ["billing.city", "Test"],
      ["billing.state", "TE"],
      ["billing.postcode", "AB12CD"],
      ["billing.country", "GB"],
      // Its shipping address is replaced by the recipient's name (its code writes post[:shipping] twice).
      ["shipping.givenName", "Muton"],
      ["shipping.surname", "DeMicelis"],
      ["customer.merchantCustomerId", "your merchant/customer id"],
      ["customer.givenName", "Longbob"],
      ["customer.surname", "Longsen"],
      ["customer.birthDate", undefined],
      ["customer.email", "jane@jones.com"],
      ["customer.companyName", "JJ Ltd."],
      ["customer.identificationDocType", "PASSPORT"],
      ["customer.identificationDocId", "FakeID2342431234123"],
      ["customer.ip", "101.102.103.104"],
      ["customParameters[SHOPPER_test124TestName009]", "customParameters_test"],
    ]);
    expect(r.body.result).toMatchObject(APPROVED);
    expect(r.body.shipping).toEqual({ givenName: "Muton", surname: "DeMicelis" });
  });

  it("store, then purchase with the registration and the CVV", async () => {
    const store = await send(g.app, "/v1/registrations", [...card("4200000000000000"), ...PLUGIN, ...AUTHENTICATION]);
    expect(store.body.result).toMatchObject(APPROVED);
    const pay = await send(g.app, `/v1/registrations/${store.body.id}/payments`, [
      ["paymentType", "DB"],
      ...invoice("1.00"),
      ["card.cvv", "123"],
      ...PLUGIN,
      ...AUTHENTICATION,
    ]);
    expect([pay.body.result.code, pay.body.registrationId]).toEqual(["000.100.110", store.body.id]);
  });

  it("passes an external server's 3-D Secure 1 proof (eci, cavv as verificationId, xid)", async () => {
    const r = await purchase("DB", "4200000000000000", [
      ["threeDSecure.eci", "05"],
      ["threeDSecure.verificationId", "AAACAgSRBklmQCFgMpEGAAAAAAA="],
      ["threeDSecure.xid", "CAACCVVUlwCXUyhQNlSXAAAAAAA="],
    ]);
    expect(r.body.result.code).toBe("000.100.110");
  });

  it.each([["failed purchase", "4444444444444444", "100.100.101", "invalid creditcard, bank account number or bank name"]])(
    "%s: the code and text its tests expect",
    async (_t, number, code, description) => {
      const r = await purchase("DB", number);
      expect([r.status, r.body.result.code, r.body.result.description]).toEqual([400, code, description]);
    },
  );

  it.each([
    ["CP", "1.00", "700.400.510", "capture needs at least one successful transaction of type (PA)"],
    ["RF", "1.00", "700.400.520", "refund needs at least one successful transaction of type (CP or DB or RB or RC)"],
    ["RV", undefined, "700.400.530", "reversal needs at least one successful transaction of type (CP or DB or RB or PA)"],
  ])("%s of an id that names no payment: 404 with the established code and text", async (type, amount, code, description) => {
    const r = await reference("8a8444494a0033a6014e12b371fb6a1e", type, amount);
    expect([r.status, r.body.result.code, r.body.result.description]).toEqual([404, code, description]);
  });

  it("authentication.entityId beside a different entityId is refused; a required one sent empty says so", async () => {
    const both = await send(g.app, "/v1/payments", [
      ["paymentType", "DB"],
      ...invoice("1.00"),
      ...card("4200000000000000"),
      ["entityId", "8a8294174b7ecb28014b9699220015cb"],
      ...AUTHENTICATION,
    ]);
    expect(both.body.result.parameterErrors?.map((e) => e.name)).toEqual(["authentication.entityId"]);
    const empty = await send(g.app, "/v1/payments", [
      ["paymentType", "DB"],
      ...invoice(""),
      ...card("4200000000000000"),
      ...AUTHENTICATION,
    ]);
    expect(empty.body.result.parameterErrors).toContainEqual({ name: "amount", value: "", message: "is required (it was sent empty)" });
  });
});
