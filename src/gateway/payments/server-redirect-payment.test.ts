import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { encodeParams } from "../../shared/form-params.ts";
import { Clock, ENTITY, FORM, gateway, get, type Json, MINUTE, type Params, post } from "../testing/test-harness.ts";

/**
 * Redirect brands and virtual accounts paid server-to-server (POST /v1/payments, spec 2.22, 3): as the
 * public request samples of the established gateway send them — the brand, the amount, shopperResultUrl,
 * for an online transfer the shopper's bank at most — pending with redirect.url; the sandbox's bank page
 * settles them and returns the shopper to shopperResultUrl with the payment's own resourcePath.
 */
const RESULT = "https://shop.example/result?order=17";
const BASE: Params = { entityId: ENTITY, amount: "92.12", currency: "EUR", paymentType: "DB", shopperResultUrl: RESULT };

interface PendingJson extends Json {
  redirect?: { url: string; method: string; parameters: { name: string; value: string }[] };
  bankAccount?: Record<string, string>;
  paymentBrand?: string;
}

let clock: Clock;
let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});
function start(env: Record<string, string> = {}): FastifyInstance {
  clock = new Clock();
  app = gateway(clock, env).app;
  return app;
}

const pay = async (web: FastifyInstance, params: Params) => {
  const res = await post(web, "/v1/payments", { ...BASE, ...params });
  return { status: res.statusCode, body: res.json<PendingJson>() };
};
const bankPage = (body: PendingJson) => {
  const url = new URL(body.redirect?.url ?? "");
  const ticket = body.redirect?.parameters.find((p) => p.name === "ticket")?.value ?? "";
  return { path: url.pathname, ticket };
};
const answer = (web: FastifyInstance, body: PendingJson, decision: string) => {
  const { path, ticket } = bankPage(body);
  return web.inject({
    method: "POST",
    url: path,
    headers: { ...FORM, "sec-fetch-site": "same-origin" },
    payload: encodeParams({ ticket, decision }),
  });
};
const status = async (web: FastifyInstance, id: string) => (await get(web, `/v1/payments/${id}?entityId=${ENTITY}`)).json<PendingJson>();

describe("server-to-server redirect brands and virtual accounts", () => {
  it.each<[string, Params]>([
    ["PAYPAL", { paymentBrand: "PAYPAL", paymentType: "PA" }],
    ["PAYPAL with the account", { paymentBrand: "PAYPAL", "virtualAccount.accountId": "jane@example.com" }],
    ["STC_PAY", { paymentBrand: "STC_PAY", "virtualAccount.accountId": "0512345678" }],
    ["SOFORTUEBERWEISUNG", { paymentBrand: "SOFORTUEBERWEISUNG", "bankAccount.country": "AT" }],
    ["IDEAL", { paymentBrand: "IDEAL", "bankAccount.bankName": "ING_TEST", "bankAccount.country": "NL", paymentType: "PA" }],
    ["EPS", { paymentBrand: "EPS", "bankAccount.country": "AT" }],
    ["GIROPAY", { paymentBrand: "GIROPAY", "bankAccount.bic": "TESTDETT421", "bankAccount.country": "DE" }],
  ])("%s: pending with redirect.url; approve settles it and returns the shopper with the payment's resourcePath", async (_, params) => {
    const web = start();
    const { status: http, body } = await pay(web, params);
    expect(http).toBe(200);
    expect(body.result.code).toBe("000.200.000");
    expect(body.paymentBrand).toBe(params.paymentBrand);
    expect(body.redirect?.method).toBe("GET");
    const id = body.id ?? "";
    expect((await status(web, id)).result.code).toBe("000.200.000");

    const { path, ticket } = bankPage(body);
    const page = await web.inject({ method: "GET", url: `${path}?ticket=${ticket}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("92.12");
    expect(page.headers["content-security-policy"]).toContain("form-action 'self' https://shop.example");
    if (params["bankAccount.bankName"]) expect(page.body).toContain("ING_TEST · NL");
    if (params["virtualAccount.accountId"]?.includes("@")) {
      expect(page.body).toContain("j…@example.com");
      expect(page.body).not.toContain("jane@example.com");
    }

    const done = await answer(web, body, "approve");
    expect(done.statusCode).toBe(303);
    const back = new URL(done.headers.location as string);
    expect(`${back.origin}${back.pathname}`).toBe("https://shop.example/result");
    expect(Object.fromEntries(back.searchParams)).toEqual({ order: "17", id, resourcePath: `/v1/payments/${id}` });
    const final = await status(web, id);
    expect(final.result.code).toBe("000.100.110");
    expect(final.redirect).toBeUndefined();
    expect(final.amount).toBe("92.12");
    // One answer per payment.
    expect((await answer(web, body, "decline")).statusCode).toBe(409);
  });

  it("the bank page shows the named bank as text, never as markup", async () => {
    const web = start();
    const { status: http, body } = await pay(web, { paymentBrand: "IDEAL", "bankAccount.bankName": '<img src=x onerror="alert(1)">' });
    expect(http).toBe(200);
    const { path, ticket } = bankPage(body);
    const page = await web.inject({ method: "GET", url: `${path}?ticket=${ticket}` });
    expect(page.body).not.toContain("<img");
    expect(page.body).toContain("&#60;img src=x onerror=&#34;alert(1)&#34;&#62;");
  });

  it("decline and abandon are final states of the payment (400 on the status call)", async () => {
    const web = start();
    for (const [decision, code] of [
      ["decline", "800.100.152"],
      ["abandon", "100.396.101"],
    ] as const) {
      const { body } = await pay(web, { paymentBrand: "PAYPAL" });
      expect((await answer(web, body, decision)).statusCode).toBe(303);
      const res = await get(web, `/v1/payments/${body.id}?entityId=${ENTITY}`);
      expect([res.statusCode, res.json<Json>().result.code]).toEqual([400, code]);
    }
  });

  it("an approved PA is captured and refunded like any authorization", async () => {
    const web = start();
    const { body } = await pay(web, { paymentBrand: "PAYPAL", paymentType: "PA" });
    await answer(web, body, "approve");
    const capture = await post(web, `/v1/payments/${body.id}`, { entityId: ENTITY, paymentType: "CP", amount: "92.12", currency: "EUR" });
    expect(capture.json<Json>().result.code).toBe("000.100.110");
    const refund = await post(web, `/v1/payments/${capture.json<Json>().id}`, {
      entityId: ENTITY,
      paymentType: "RF",
      amount: "10.00",
      currency: "EUR",
    });
    expect(refund.json<Json>().result.code).toBe("000.100.110");
  });

  it("a pending one nobody answers times out after 30 minutes: the page is gone, the status says 100.396.103", async () => {
    const web = start();
    const { body } = await pay(web, { paymentBrand: "SOFORTUEBERWEISUNG" });
    clock.advance(29 * MINUTE);
    const { path, ticket } = bankPage(body);
    expect((await web.inject({ method: "GET", url: `${path}?ticket=${ticket}` })).statusCode).toBe(200);
    clock.advance(1 * MINUTE);
    const late = await web.inject({ method: "GET", url: `${path}?ticket=${ticket}` });
    expect(late.statusCode).toBe(410);
    expect(late.body).toContain("30 minutes");
    const res = await get(web, `/v1/payments/${body.id}?entityId=${ENTITY}`);
    expect([res.statusCode, res.json<Json>().result.code]).toEqual([400, "100.396.103"]);
  });

  it("the sandbox clock's expiry work times it out when due, with nobody looking", async () => {
    const web = start();
    const { body } = await pay(web, { paymentBrand: "PAYPAL" });
    expect((await post(web, "/sandbox/v1/clock", { advance: "PT29M" })).statusCode).toBe(200);
    expect((await status(web, body.id ?? "")).result.code).toBe("000.200.000");
    await post(web, "/sandbox/v1/clock", { advance: "PT1M" });
    expect((await status(web, body.id ?? "")).result.code).toBe("100.396.103");
  });

  it("the fraud simulation applies: red denies at once, no bank page", async () => {
    const web = start();
    const { status: http, body } = await pay(web, { paymentBrand: "PAYPAL", "customer.givenName": "simulate", "customer.surname": "red" });
    expect(http).toBe(400);
    expect(body.result.code).toMatch(/^100\.400\./);
    expect(body.redirect).toBeUndefined();
  });

  it.each<[string, Params, string, RegExp]>([
    ["no shopperResultUrl", { paymentBrand: "PAYPAL", shopperResultUrl: "" }, "shopperResultUrl", /./],
    ["card data", { paymentBrand: "PAYPAL", "card.holder": "Jane Jones" }, "card.holder", /wallet's page/],
    [
      "a bank account for a wallet",
      { paymentBrand: "PAYPAL", "bankAccount.country": "DE" },
      "bankAccount.country",
      /virtualAccount\.accountId/,
    ],
    ["the shopper's IBAN", { paymentBrand: "GIROPAY", "bankAccount.iban": "DE14940593100000012346" }, "bankAccount.iban", /bank's page/],
    [
      "a wallet account for a bank",
      { paymentBrand: "EPS", "virtualAccount.accountId": "x@y.at" },
      "virtualAccount.accountId",
      /bank's page/,
    ],
    ["3-D Secure data", { paymentBrand: "IDEAL", "threeDSecure.eci": "05" }, "threeDSecure.eci", /card payments/],
    ["a registration", { paymentBrand: "PAYPAL", createRegistration: "true" }, "createRegistration", /stores nothing/],
    ["a credit", { paymentBrand: "PAYPAL", paymentType: "CD" }, "paymentType", /./],
    ["a bad STC Pay number", { paymentBrand: "STC_PAY", "virtualAccount.accountId": "12345" }, "virtualAccount.accountId", /mobile/],
  ])("refused, naming the parameter: %s", async (_, params, name, message) => {
    const web = start();
    const sent = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== ""));
    const res = await post(web, "/v1/payments", { ...Object.fromEntries(Object.entries(BASE).filter(([k]) => params[k] !== "")), ...sent });
    expect(res.statusCode).toBe(400);
    const errors = res.json<Json>().result.parameterErrors ?? [];
    const error = errors.find((e) => e.name === name);
    expect(error, JSON.stringify(errors)).toBeDefined();
    expect(error?.message).toMatch(message);
  });

  it("a brand the sandbox does not simulate is named as such (not as a missing account)", async () => {
    const web = start();
    const res = await post(web, "/v1/payments", { ...BASE, paymentBrand: "KLARNA_INVOICE" });
    expect(res.statusCode).toBe(400);
    expect(res.json<Json>().result.parameterErrors).toEqual([
      { name: "paymentBrand", value: "KLARNA_INVOICE", message: expect.stringContaining("does not simulate KLARNA_INVOICE") },
    ]);
  });
});
