import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { encodeParams } from "../../shared/form-params.ts";
import { TEST_BANK_ACCOUNTS } from "../simulator/test-bank-accounts.ts";
import { AUTH, Clock, ENTITY, FORM, gateway, get, type Json, type Params, post, VISA_CARD } from "../testing/test-harness.ts";

const SHOP = "https://shop.example";
const RESULT = `${SHOP}/result`;
const CHECKOUT: Params = { entityId: ENTITY, amount: "20.00", currency: "EUR", paymentType: "DB" };
const FROM_SHOP = { origin: SHOP, "sec-fetch-site": "cross-site" };
const SEPA: Params = {
  paymentBrand: "DIRECTDEBIT_SEPA",
  "bankAccount.holder": "Jane Jones",
  "bankAccount.iban": "DE89370400440532013000",
  "bankAccount.bic": "COBADEFFXXX",
  shopperResultUrl: RESULT,
};

interface PendingJson extends Json {
  redirect?: { url: string; method: string; parameters: { name: string; value: string }[] };
  bankAccount?: Record<string, unknown>;
}

describe("non-card widget payments", () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  const web = () => app as FastifyInstance;

  async function checkout(extra: Params = {}) {
    app = gateway(new Clock(), { FRAME_ANCESTORS: SHOP }).app;
    return (await post(web(), "/v1/checkouts", { ...CHECKOUT, ...extra })).json<Json>().id as string;
  }
  const pay = (id: string, params: Params, headers: Record<string, string> = FROM_SHOP) =>
    web().inject({ method: "POST", url: `/v1/checkouts/${id}/payment`, headers: { ...FORM, ...headers }, payload: encodeParams(params) });
  const status = async (id: string) => (await get(web(), `/v1/checkouts/${id}/payment?entityId=${ENTITY}`)).json<PendingJson>();
  /** The shopper on the simulator page: the page, then one button. */
  async function decide(redirect: NonNullable<PendingJson["redirect"]>, decision: string) {
    const url = new URL(redirect.url);
    const ticket = redirect.parameters.find((p) => p.name === "ticket")?.value ?? "";
    const page = await web().inject({ method: "GET", url: `${url.pathname}?ticket=${ticket}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-security-policy"]).toContain(`form-action 'self' ${SHOP}`);
    expect(page.headers["content-security-policy"]).not.toContain("script-src");
    return web().inject({
      method: "POST",
      url: url.pathname,
      headers: { ...FORM, "sec-fetch-site": "same-origin" },
      payload: encodeParams({ ticket, decision }),
    });
  }

  it.each(TEST_BANK_ACCOUNTS.map((a) => [a.iban, a.bic, a.code] as const))("SEPA %s / %s answers %s", async (iban, bic, code) => {
    const id = await checkout();
    const res = await pay(id, { ...SEPA, "bankAccount.iban": iban, "bankAccount.bic": bic });
    expect(res.json<Json>().result.code).toBe(code);
    expect((await status(id)).result.code).toBe(code);
  });

  it("takes the mandate from the checkout and shows only the IBAN's last digits of the account", async () => {
    const id = await checkout({ "bankAccount.mandate.id": "MANDATE-0001", "bankAccount.mandate.dateOfSignature": "2026-06-01" });
    const body = (await pay(id, SEPA)).json<PendingJson>();
    expect(body.result.code).toBe("000.100.110");
    expect(body.bankAccount).toEqual({
      last4Digits: "3000",
      holder: "Jane Jones",
      bic: "COBADEFFXXX",
      mandate: { id: "MANDATE-0001", dateOfSignature: "2026-06-01" },
    });
    expect(JSON.stringify(body)).not.toContain("DE89370400440532013000");
  });

  it("gives a checkout without mandate data a new mandate signed today", async () => {
    const id = await checkout();
    const body = (await pay(id, SEPA)).json<PendingJson>();
    expect(body.bankAccount?.mandate).toEqual({ id: expect.stringMatching(/^SBX-[0-9A-F]{24}$/), dateOfSignature: "2026-06-15" });
  });

  it.each<[string, Record<string, string | undefined>, string[]]>([
    ["a bad IBAN check digit", { "bankAccount.iban": "DE89370400440532013001" }, ["bankAccount.iban"]],
    ["an IBAN of the wrong length", { "bankAccount.iban": "DE8937040044053201300" }, ["bankAccount.iban"]],
    ["a 9-character BIC", { "bankAccount.bic": "COBADEFFX" }, ["bankAccount.bic"]],
    ["a short holder", { "bankAccount.holder": "Jo" }, ["bankAccount.holder"]],
    ["neither iban nor number", { "bankAccount.iban": undefined }, ["bankAccount.iban"]],
    ["neither bic nor bankCode", { "bankAccount.bic": undefined }, ["bankAccount.bic"]],
    ["bankCode instead of bic (spec 2.9)", { "bankAccount.bic": undefined, "bankAccount.bankCode": "37040044" }, []],
  ])("SEPA with %s: errors %j", async (_what, change, failing) => {
    const id = await checkout();
    const params = Object.fromEntries(Object.entries({ ...SEPA, ...change }).filter((e): e is [string, string] => e[1] !== undefined));
    const body = (await pay(id, params)).json<Json>();
    expect((body.result.parameterErrors ?? []).map((e) => e.name)).toEqual(failing);
    if (failing.length === 0) expect(body.result.code).toBe("000.100.110");
  });

  it.each([
    ["GIROPAY", {}],
    ["SOFORTUEBERWEISUNG", {}],
    ["IDEAL", {}],
    ["EPS", {}],
    ["PAYPAL", { "virtualAccount.accountId": "jane@example.com" }],
    ["STC_PAY", { "virtualAccount.accountId": "0512345678" }],
    ["STC_PAY", {}],
  ])("%s %j: pending with a redirect; approve pays the checkout once and returns the shopper", async (brand, extra) => {
    const id = await checkout();
    const res = await pay(id, { paymentBrand: brand, shopperResultUrl: RESULT, ...extra });
    const body = res.json<PendingJson>();
    expect([res.statusCode, body.result.code]).toEqual([200, "000.200.000"]);
    expect(body.redirect?.method).toBe("GET");
    expect(JSON.stringify(body)).not.toContain("shopperResultUrl");
    expect((await status(id)).result.code).toBe("000.200.000");
    const done = await decide(body.redirect as NonNullable<PendingJson["redirect"]>, "approve");
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(
      `${RESULT}?id=${encodeURIComponent(id)}&resourcePath=%2Fv1%2Fcheckouts%2F${encodeURIComponent(id)}%2Fpayment`,
    );
    const final = await status(id);
    expect([final.result.code, final.paymentBrand, final.id]).toEqual(["000.100.110", brand, body.id]);
    expect(final.redirect).toBeUndefined();
    // Paid: a second decision, or another payment, is refused.
    const again = await web().inject({
      method: "POST",
      url: new URL(body.redirect?.url ?? "").pathname,
      headers: { ...FORM, "sec-fetch-site": "same-origin" },
      payload: encodeParams({ ticket: body.redirect?.parameters[0]?.value ?? "", decision: "decline" }),
    });
    expect(again.statusCode).toBe(409);
    // The paid result was handed out once; the payment itself stays readable.
    expect((await status(id)).result.code).toBe("200.300.404");
    expect((await get(web(), `/v1/payments/${body.id}?entityId=${ENTITY}`)).json<Json>().result.code).toBe("000.100.110");
    expect((await pay(id, { paymentBrand: "GIROPAY", shopperResultUrl: RESULT })).json<Json>().result.code).toBe("100.350.101");
  });

  it.each([
    ["decline", "800.100.152"],
    ["abandon", "100.396.101"],
  ])("%s leaves the checkout open: another brand pays it, exactly once", async (decision, code) => {
    const id = await checkout();
    const giropay = (await pay(id, { paymentBrand: "GIROPAY", shopperResultUrl: RESULT })).json<PendingJson>();
    expect((await decide(giropay.redirect as NonNullable<PendingJson["redirect"]>, decision)).statusCode).toBe(303);
    expect((await status(id)).result.code).toBe(code);
    // The card frame (same origin) pays the same checkout.
    const card = await pay(id, { paymentBrand: "VISA", ...VISA_CARD }, { origin: "http://localhost:80" });
    expect(card.json<Json>().result.code).toBe("000.100.110");
    const final = await status(id);
    expect([final.result.code, final.paymentBrand]).toEqual(["000.100.110", "VISA"]);
  });

  it("a redirect approved after another payment paid the checkout fails: paid at most once", async () => {
    const id = await checkout();
    const paypal = (await pay(id, { paymentBrand: "PAYPAL", shopperResultUrl: RESULT })).json<PendingJson>();
    expect((await pay(id, SEPA)).json<Json>().result.code).toBe("000.100.110");
    // The checkout is paid: the widget endpoint refuses new attempts, and the old one cannot pay it again.
    expect((await decide(paypal.redirect as NonNullable<PendingJson["redirect"]>, "approve")).statusCode).toBe(303);
    const final = await status(id);
    expect([final.result.code, final.paymentBrand]).toEqual(["000.100.110", "DIRECTDEBIT_SEPA"]);
    const stale = (await get(web(), `/v1/payments/${paypal.id}?entityId=${ENTITY}`, AUTH)).json<Json>();
    expect(stale.result.code).toBe("100.350.101");
  });

  it.each<[string, Params, string]>([
    ["no shopperResultUrl", { paymentBrand: "GIROPAY" }, "shopperResultUrl"],
    ["a relative shopperResultUrl", { paymentBrand: "GIROPAY", shopperResultUrl: "/result" }, "shopperResultUrl"],
    [
      "an STC Pay account that is no mobile number",
      { paymentBrand: "STC_PAY", shopperResultUrl: RESULT, "virtualAccount.accountId": "jane" },
      "virtualAccount.accountId",
    ],
  ])("refuses %s", async (_what, params, name) => {
    const id = await checkout();
    const body = (await pay(id, params)).json<Json>();
    expect(body.result.code).toBe("200.300.404");
    expect(body.result.parameterErrors?.map((e) => e.name)).toEqual([name]);
  });

  it("the simulator page needs the ticket, and refuses a cross-site post", async () => {
    const id = await checkout();
    const body = (await pay(id, { paymentBrand: "EPS", shopperResultUrl: RESULT })).json<PendingJson>();
    const path = new URL(body.redirect?.url ?? "").pathname;
    expect((await web().inject({ method: "GET", url: `${path}?ticket=wrong` })).statusCode).toBe(404);
    const ticket = body.redirect?.parameters[0]?.value ?? "";
    const forged = await web().inject({
      method: "POST",
      url: path,
      headers: { ...FORM, "sec-fetch-site": "cross-site" },
      payload: encodeParams({ ticket, decision: "approve" }),
    });
    expect(forged.statusCode).toBe(403);
    expect((await status(id)).result.code).toBe("000.200.000");
  });
});
