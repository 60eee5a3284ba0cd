import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import Database from "better-sqlite3";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { encodeParams } from "../shared/form-params.ts";
import { DEFAULT_ENTITY_ID, DEFAULT_TOKEN, readConfig } from "./config.ts";
import { BUILD_NUMBER, gatewayTimestamp } from "./http/envelope.ts";
import { buildServer } from "./server.ts";
import { testBin } from "./simulator/test-bins.ts";

interface ParamError {
  name: string;
  value: string;
  message: string;
}

interface GatewayJson {
  id?: string;
  integrity?: string;
  paymentBrand?: string;
  paymentType?: string;
  amount?: string;
  currency?: string;
  card?: Record<string, unknown>;
  result: { code: string; description: string; parameterErrors?: ParamError[] };
  buildNumber: string;
  timestamp: string;
  ndc: string;
}

interface CheckoutConfigJson {
  id: string;
  amount: string;
  currency: string;
  paymentType: string;
  testMode: string;
  expiresAt: string;
  expired: boolean;
  paid: boolean;
}

type Params = Record<string, string>;
type Headers = Record<string, string>;

const MINUTE = 60 * 1000;
const LIFETIME = 30 * MINUTE;
/** 15 June 2026, 12:00 UTC: cards expiring 12/2030 are valid, 12/2025 expired. */
const START = Date.UTC(2026, 5, 15, 12, 0, 0);

const AUTH: Headers = { authorization: `Bearer ${DEFAULT_TOKEN}` };
const FORM: Headers = { "content-type": "application/x-www-form-urlencoded; charset=UTF-8" };
/** inject() sends "host: localhost:80", so the gateway's own origin is http://localhost:80. */
const SAME_ORIGIN: Headers = { origin: "http://localhost:80" };
const OTHER_ENTITY = "0123456789abcdef0123456789abcdef";
const OTHER_TOKEN = "bm90LXRoZS1zYW5kYm94LXRva2Vu";
const UNKNOWN_ID = "0123456789ABCDEF0123456789ABCDEF.sbx01-vm-tx01";

const CHECKOUT: Params = { entityId: DEFAULT_ENTITY_ID, amount: "92.00", currency: "EUR", paymentType: "DB" };

const VISA = "4200000000000000";
const MASTER = "5454545454545454";
const AMEX = "377777777777770";
const CVV = "737";
const AMEX_CVV = "7373";

/** Card parameters as the card-number frame posts them. */
function card(number: string, overrides: Params = {}): Params {
  return {
    "card.number": number,
    "card.expiryMonth": "12",
    "card.expiryYear": "2030",
    "card.cvv": CVV,
    "card.holder": "Jane Jones",
    ...overrides,
  };
}

function expiry(month: string, year: string): Params {
  return { "card.expiryMonth": month, "card.expiryYear": year };
}

function without(params: Params, ...names: string[]): Params {
  return Object.fromEntries(Object.entries(params).filter(([k]) => !names.includes(k)));
}

/** A card number never appears, and a CVV never appears as a value of its own (random hex ids may hold its digits). */
function expectNoCardData(text: string, number: string, cvv: string) {
  expect(text).not.toContain(number);
  expect(text).not.toMatch(new RegExp(`(?<![0-9A-Za-z])${cvv}(?![0-9A-Za-z])`));
  expect(text).not.toMatch(/"(cvv|number)"/i);
}

function parameterNames(body: GatewayJson): string[] {
  return (body.result.parameterErrors ?? []).map((e) => e.name).sort();
}

/** A tiny stand-in for `npm run build`'s output. */
function writeFakeDist(dir: string) {
  const files: Record<string, string> = {
    "paymentWidgets.js": "/* paymentWidgets — fake build ü */\nwindow.wpwl = {};\n",
    "css/paymentWidgets.css": ".wpwl-form { display: block; }\n",
    "frames/card-field.html": "<!doctype html><title>card field</title><script src=card-field.js></script>\n",
    "frames/card-field.js": "console.log('card field');\n",
    "locales/en.json": `${JSON.stringify({ pay: "Pay now" })}\n`,
    "modules/wallets.js": "console.log('wallets');\n",
    "css/brands.css": ".wpwl-brand-VISA{background-image:url(../logos/VISA.svg)}\n",
    "logos/VISA.svg": '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>\n',
  };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
}

let root: string;
let dist: string;
let clock: number;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "gateway-test-"));
  dist = join(root, "dist");
  writeFakeDist(dist);
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

function build(db = ":memory:", distDir = dist): FastifyInstance {
  return buildServer(readConfig({ GATEWAY_DB: db, GATEWAY_DIST: distDir }), { now: () => clock }).app;
}

function postCheckout(app: FastifyInstance, params: Params, headers: Headers = AUTH) {
  return app.inject({
    method: "POST",
    url: "/v1/checkouts",
    headers: { ...FORM, ...headers },
    payload: encodeParams(params),
  });
}

async function createCheckout(app: FastifyInstance, params: Params = CHECKOUT): Promise<string> {
  const res = await postCheckout(app, params);
  expect(res.statusCode).toBe(200);
  const id = res.json<GatewayJson>().id;
  if (id === undefined) throw new Error("checkout without id");
  return id;
}

function pay(app: FastifyInstance, id: string, params: Params, headers: Headers = SAME_ORIGIN) {
  return app.inject({
    method: "POST",
    url: `/v1/checkouts/${encodeURIComponent(id)}/payment`,
    headers: { ...FORM, ...headers },
    payload: encodeParams(params),
  });
}

function status(app: FastifyInstance, id: string, headers: Headers = AUTH, query = "") {
  return app.inject({ method: "GET", url: `/v1/checkouts/${encodeURIComponent(id)}/payment${query}`, headers });
}

describe("sandbox gateway", () => {
  let app: FastifyInstance;

  beforeEach(() => {
    clock = START;
    app = build();
  });

  afterEach(async () => {
    await app.close();
  });

  describe("the merchant API's routes (in its scope: the token is checked before any handler)", () => {
    const ROUTES = [
      ["POST", "/v1/checkouts"],
      ["POST", "/v1/checkouts/x"],
      ["GET", "/v1/checkouts/x/payment"],
      ["GET", "/v1/checkouts/x/registration"],
      ["POST", "/v1/payments"],
      ["GET", "/v1/payments/x"],
      ["POST", "/v1/payments/x"],
      ["POST", "/v1/registrations/x/payments"],
      ["POST", "/v2/riskShield"],
    ] as const;
    it.each(ROUTES)("%s %s: 401 without a token, 403 with another one, before anything is read", async (method, url) => {
      const none = await app.inject({ method, url, payload: "entityId=x", headers: FORM });
      const other = await app.inject({
        method,
        url,
        payload: "entityId=x",
        headers: { ...FORM, authorization: `Bearer ${OTHER_TOKEN}` },
      });
      expect([none.statusCode, none.json<GatewayJson>().result.code, other.statusCode, other.json<GatewayJson>().result.code]).toEqual([
        401,
        "800.900.300",
        403,
        "800.900.301",
      ]);
    });
  });

  describe("the widget's routes for the hosted fields only (flagged framesOnly: the caller is checked before anything else)", () => {
    it.each([
      ["/v1/checkouts/x/bin", "BIN lookups are accepted only from the gateway's hosted fields"],
      ["/v1/checkouts/x/registration", "registrations are accepted only from the gateway's hosted fields"],
    ])("POST %s from a merchant page: 403, not cached, before the checkout is looked up", async (url, description) => {
      const res = await app.inject({
        method: "POST",
        url,
        payload: "card.bin=420000",
        headers: { ...FORM, origin: "https://shop.example", "sec-fetch-site": "cross-site" },
      });
      expect([res.statusCode, res.headers["cache-control"], res.json<GatewayJson>().result]).toEqual([
        403,
        "no-store",
        { code: "800.900.301", description },
      ]);
    });
  });

  describe("POST /v1/checkouts", () => {
    const post = (params: Params, headers: Headers = AUTH) => postCheckout(app, params, headers);

    it.each([
      ["no Authorization header", {}, 401, "800.900.300"],
      ["the Basic scheme", { authorization: "Basic xxx" }, 401, "800.900.300"],
      ["Bearer without a token", { authorization: "Bearer " }, 401, "800.900.300"],
      ["a bare token", { authorization: DEFAULT_TOKEN }, 401, "800.900.300"],
      ["a wrong bearer token", { authorization: `Bearer ${OTHER_TOKEN}` }, 403, "800.900.301"],
    ])("answers %s with %i", async (_name, headers: Headers, statusCode, code) => {
      const res = await post(CHECKOUT, headers);
      expect(res.statusCode).toBe(statusCode);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(res.json<GatewayJson>().result.code).toBe(code);
    });

    it.each([
      ["a lower-case scheme", `bearer ${DEFAULT_TOKEN}`],
      ["an upper-case scheme", `BEARER ${DEFAULT_TOKEN}`],
      ["extra spaces", `Bearer  ${DEFAULT_TOKEN} `],
    ])("accepts the bearer token with %s (RFC 9110: the scheme is case-insensitive)", async (_name, authorization) => {
      const res = await post(CHECKOUT, { authorization });
      expect(res.statusCode).toBe(200);
    });

    it("answers 403 when the token may not act for the entityId", async () => {
      const res = await post({ ...CHECKOUT, entityId: OTHER_ENTITY });
      expect(res.statusCode).toBe(403);
      expect(res.json<GatewayJson>().result.code).toBe("800.900.301");
    });

    it.each([
      ["amount without two decimals", { amount: "12.5" }, ["amount"]],
      ["amount not a number", { amount: "abc" }, ["amount"]],
      ["amount with 11 integer digits", { amount: "12345678901.00" }, ["amount"]],
      ["amount with a comma", { amount: "12,50" }, ["amount"]],
      ["currency in lower case", { currency: "eur" }, ["currency"]],
      ["currency of 4 letters", { currency: "EURO" }, ["currency"]],
      ["unknown paymentType", { paymentType: "XX" }, ["paymentType"]],
      ["entityId in upper case", { entityId: DEFAULT_ENTITY_ID.toUpperCase() }, ["entityId"]],
      ["entityId of 31 characters", { entityId: DEFAULT_ENTITY_ID.slice(1) }, ["entityId"]],
      ["entityId not hexadecimal", { entityId: "g".repeat(32) }, ["entityId"]],
      ["all three bad", { amount: "abc", currency: "eur", paymentType: "XX" }, ["amount", "currency", "paymentType"]],
    ])("answers 400 200.300.404 for %s", async (_name, bad: Params, names) => {
      const res = await post({ ...CHECKOUT, ...bad });
      expect(res.statusCode).toBe(400);
      const body = res.json<GatewayJson>();
      expect(body.result.code).toBe("200.300.404");
      expect(parameterNames(body)).toEqual([...names].sort());
      for (const e of body.result.parameterErrors ?? []) expect(e.message).not.toBe("");
    });

    it.each([
      [["amount"]],
      [["currency"]],
      [["paymentType"]],
      [["entityId"]],
      [["amount", "currency", "paymentType"]],
      [["amount", "currency", "entityId", "paymentType"]],
    ])("answers 400 200.300.404 when %j are missing", async (missing) => {
      const res = await post(without(CHECKOUT, ...missing));
      expect(res.statusCode).toBe(400);
      const body = res.json<GatewayJson>();
      expect(body.result.code).toBe("200.300.404");
      expect(parameterNames(body)).toEqual([...missing].sort());
      for (const e of body.result.parameterErrors ?? []) expect(e.message).toBe("is required");
    });

    it.each(["PA", "DB", "CD", "PR"])("creates a checkout with paymentType %s", async (paymentType) => {
      const res = await post({ ...CHECKOUT, paymentType });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      const body = res.json<GatewayJson>();
      expect(body.id).toMatch(/^[A-Za-z0-9.-]{32,48}$/);
      expect(body.result.code).toBe("000.200.100");
      expect(body.result.description).not.toBe("");
      expect(body.buildNumber).toBe(BUILD_NUMBER);
      expect(body.timestamp).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}\+0000$/);
      expect(body.timestamp).toBe(gatewayTimestamp(START));
      expect(body.ndc).toMatch(/^[A-Za-z0-9-]{1,69}$/);
      expect(body.integrity).toBeUndefined();
    });

    it("gives every checkout its own id and ndc", async () => {
      const [a, b] = await Promise.all([post(CHECKOUT), post(CHECKOUT)]);
      expect(a?.json<GatewayJson>().id).not.toBe(b?.json<GatewayJson>().id);
      expect(a?.json<GatewayJson>().ndc).not.toBe(b?.json<GatewayJson>().ndc);
    });

    it("returns the SRI hash of paymentWidgets.js when integrity=true", async () => {
      const script = readFileSync(join(dist, "paymentWidgets.js"));
      const expected = `sha384-${createHash("sha384").update(script).digest("base64")}`;
      const res = await post({ ...CHECKOUT, integrity: "true" });
      expect(res.statusCode).toBe(200);
      expect(res.json<GatewayJson>().integrity).toBe(expected);

      const integrity = await app.inject({ method: "GET", url: "/v1/fastcheckout/integrity" });
      expect(integrity.statusCode).toBe(200);
      expect(integrity.headers["access-control-allow-origin"]).toBe("*");
      expect(integrity.json<{ integrity: string }>().integrity).toBe(expected);
    });

    it("returns no integrity for integrity=false", async () => {
      const res = await post({ ...CHECKOUT, integrity: "false" });
      expect(res.statusCode).toBe(200);
      expect(res.json<GatewayJson>().integrity).toBeUndefined();
    });

    it.each([
      ["application/json", JSON.stringify(CHECKOUT)],
      ["application/json; charset=utf-8", JSON.stringify(CHECKOUT)],
      ["text/plain", encodeParams(CHECKOUT)],
      ["multipart/form-data; boundary=x", "--x--"],
    ])("answers a %s body with 415 and a JSON result", async (contentType, payload) => {
      const res = await app.inject({
        method: "POST",
        url: "/v1/checkouts",
        headers: { ...AUTH, "content-type": contentType },
        payload,
      });
      expect(res.statusCode).toBe(415);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      const body = res.json<GatewayJson>();
      expect(body.result.code).toBe("200.300.404");
      expect(body.result.description).toMatch(/x-www-form-urlencoded/);
      expect(body.id).toBeUndefined();
    });

    it("takes an empty body of another content type as no parameters (a client that names JSON on every request)", async () => {
      const json = { ...AUTH, "content-type": "application/json" };
      const created = await app.inject({ method: "POST", url: "/v1/checkouts", headers: json, payload: "" });
      expect(created.statusCode).toBe(400);
      expect(created.json<GatewayJson>().result.parameterErrors?.map((e) => e.name)).toContain("entityId");
      const registration = await app.inject({
        method: "DELETE",
        url: `/v1/registrations/${"0".repeat(32)}?entityId=${DEFAULT_ENTITY_ID}`,
        headers: json,
      });
      expect(registration.statusCode).not.toBe(415);
    });
  });

  describe("GET /v1/checkouts/{id}/config", () => {
    const config = (id: string) => app.inject({ method: "GET", url: `/v1/checkouts/${encodeURIComponent(id)}/config` });

    it("answers 404 for an unknown checkout, with CORS", async () => {
      const res = await config(UNKNOWN_ID);
      expect(res.statusCode).toBe(404);
      expect(res.headers["access-control-allow-origin"]).toBe("*");
      expect(res.json<GatewayJson>().result.code).toBe("200.300.404");
    });

    it.each([
      ["a bad percent-encoding", "/v1/checkouts/%E0%A4%A/config", 400],
      ["an id past the router's maxParamLength", `/v1/checkouts/${"A".repeat(200)}/config`, 414],
    ])("answers %s with %i and the envelope (found by fuzz.test.ts)", async (_name, url, statusCode) => {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(statusCode);
      expect(res.json<GatewayJson>().result.code).toBe("200.300.404");
    });

    it("shows the public data of a checkout without a token", async () => {
      const id = await createCheckout(app, { ...CHECKOUT, amount: "12.34", currency: "USD", paymentType: "PA" });
      const res = await config(id);
      expect(res.statusCode).toBe(200);
      expect(res.headers["access-control-allow-origin"]).toBe("*");
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.json<CheckoutConfigJson>()).toEqual({
        id,
        amount: "12.34",
        currency: "USD",
        paymentType: "PA",
        testMode: "INTERNAL",
        expiresAt: new Date(START + LIFETIME).toISOString(),
        expired: false,
        paid: false,
        // The channel's entity id is not a credential (the bearer token is): Google Pay's gatewayMerchantId (issue 6).
        entityId: DEFAULT_ENTITY_ID,
        creditor: "Sandbox_Channel",
      });
      expect(res.body).not.toContain(DEFAULT_TOKEN);
    });

    it.each([
      ["merchant.name", { "merchant.name": "Demo shop" }, "Demo shop"],
      ["its trading name, not the product description after the asterisk", { "merchant.name": "ACME SHOP*Order 7" }, "ACME SHOP"],
      ["without merchant.name, the channel's name on statements", {}, "Sandbox_Channel"],
    ])("names the creditor the SEPA mandate shows: %s", async (_name, params, creditor) => {
      const id = await createCheckout(app, { ...CHECKOUT, ...params });
      expect((await config(id)).json<{ creditor?: string }>().creditor).toBe(creditor);
    });

    it("names the shopperResultUrl the merchant's server set: where the widget leads a form without an action", async () => {
      const id = await createCheckout(app, { ...CHECKOUT, shopperResultUrl: "https://shop.example/result?order=7" });
      expect((await config(id)).json<{ shopperResultUrl?: string }>().shopperResultUrl).toBe("https://shop.example/result?order=7");
    });

    it.each([
      [0, false],
      [29 * MINUTE, false],
      [LIFETIME - 1, false],
      [LIFETIME, true],
      [LIFETIME + MINUTE, true],
    ])("after %i ms the checkout is expired: %s", async (elapsed, expired) => {
      const id = await createCheckout(app);
      clock = START + elapsed;
      const res = await config(id);
      expect(res.statusCode).toBe(200);
      expect(res.json<CheckoutConfigJson>().expired).toBe(expired);
    });

    it("shows paid after an approved payment", async () => {
      const id = await createCheckout(app);
      expect((await pay(app, id, card(VISA))).statusCode).toBe(200);
      expect((await config(id)).json<CheckoutConfigJson>().paid).toBe(true);
    });
  });

  describe("POST /v1/checkouts/{id}/payment", () => {
    it.each([
      ["a foreign Origin", { origin: "https://evil.example" }],
      ["another scheme", { origin: "https://localhost:80" }],
      ["an opaque Origin", { origin: "null" }],
      ["sec-fetch-site: cross-site", { "sec-fetch-site": "cross-site" }],
      ["sec-fetch-site: same-site", { "sec-fetch-site": "same-site" }],
      ["sec-fetch-site: none", { "sec-fetch-site": "none" }],
      ["the own Origin but sec-fetch-site: cross-site", { ...SAME_ORIGIN, "sec-fetch-site": "cross-site" }],
      // Card testing from a script (security review, finding 7): what a browser frame sends is required.
      ["sec-fetch-site: same-origin alone (no Origin)", { "sec-fetch-site": "same-origin" }],
      ["neither header (not a browser)", {}],
    ])("answers 403 for %s and leaves the checkout open", async (_name, headers: Headers) => {
      const id = await createCheckout(app);
      const res = await pay(app, id, card(VISA), headers);
      expect(res.statusCode).toBe(403);
      expect(res.json<GatewayJson>().result.code).toBe("800.900.301");
      expect((await status(app, id)).json<GatewayJson>().result.code).toBe("000.200.000");
      expect((await pay(app, id, card(VISA))).statusCode).toBe(200);
    });

    it.each([
      ["the own Origin", SAME_ORIGIN],
      ["the own Origin and sec-fetch-site: same-origin", { ...SAME_ORIGIN, "sec-fetch-site": "same-origin" }],
    ])("accepts %s", async (_name, headers: Headers) => {
      const id = await createCheckout(app);
      expect((await pay(app, id, card(VISA), headers)).statusCode).toBe(200);
    });

    const APPROVED = [
      ["VISA", VISA, CVV],
      ["MASTER", MASTER, CVV],
      ["AMEX", AMEX, AMEX_CVV],
    ] as const;

    /** Each card with and without paymentBrand (the gateway then detects the brand). */
    const APPROVED_ROWS = APPROVED.flatMap(([b, n, c]) => [[b, n, c, true] as const, [b, n, c, false] as const]);
    const ECHOED: Params = { ...CHECKOUT, "customer.givenName": "Jane", "customParameters[order]": "A-1" };

    it.each(APPROVED_ROWS)("approves %s card %s (cvv %s, paymentBrand sent: %s)", async (brand, number, cvv, sent) => {
      const id = await createCheckout(app, ECHOED);
      const params = card(number, { "card.cvv": cvv, ...(sent ? { paymentBrand: brand } : {}) });
      const res = await pay(app, id, params);
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      const body = res.json<GatewayJson>();
      expect(body.result.code).toBe("000.100.110");
      expect(body.id).toMatch(/^[A-Za-z0-9]{32}$/);
      expect(body.paymentBrand).toBe(brand);
      expect(body.paymentType).toBe("DB");
      expect(body.amount).toBe("92.00");
      expect(body.currency).toBe("EUR");
      // With what the sandbox's BIN table says of the issuer: type (spec 2.30) and binCountry.
      const issued = testBin(number);
      expect(body.card).toEqual({
        bin: number.slice(0, 6),
        last4Digits: number.slice(-4),
        holder: "Jane Jones",
        expiryMonth: "12",
        expiryYear: "2030",
        ...(issued ? { binCountry: issued.country, type: issued.type } : {}),
      });
      expect(body).toMatchObject({ customer: { givenName: "Jane" }, customParameters: { order: "A-1" } });
      expect(res.body).not.toContain(DEFAULT_ENTITY_ID);
      expectNoCardData(res.body, number, cvv);
    });

    it("accepts any expiry after today, even 30 years ahead (spec 1)", async () => {
      const id = await createCheckout(app);
      const res = await pay(app, id, card(VISA, expiry("06", "2056")));
      expect(res.statusCode).toBe(200);
    });

    it("answers a retried attempt (same Idempotency-Key) with the first answer: one charge", async () => {
      const id = await createCheckout(app);
      const key = { ...SAME_ORIGIN, "idempotency-key": "6f1c2a9e-0b7d-4c1e-9a51-3c2d1e0f9a77" };
      const first = await pay(app, id, card(VISA), key);
      const retry = await pay(app, id, card(VISA), key);
      expect(first.statusCode).toBe(200);
      expect(retry.statusCode).toBe(200);
      expect(retry.headers["idempotent-replayed"]).toBe("true");
      expect(retry.json<GatewayJson>().id).toBe(first.json<GatewayJson>().id);
      // The stored answer is the payment's own serialization, sent as it is: the same bytes and type both times.
      expect(retry.body).toBe(first.body);
      expect(first.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(retry.headers["content-type"]).toBe(first.headers["content-type"]);
      const other = await pay(app, id, card(VISA), { ...SAME_ORIGIN, "idempotency-key": "another-attempt-0001" });
      expect(other.json<GatewayJson>().result.code).toBe("100.350.101");
    });

    it("replays a declined attempt too, and lets a new attempt (new key) pay", async () => {
      const id = await createCheckout(app);
      const key = { ...SAME_ORIGIN, "idempotency-key": "attempt-declined-1" };
      const declined = await pay(app, id, card(VISA, { "card.holder": "800.100.151" }), key);
      const replay = await pay(app, id, card(VISA), key);
      expect(replay.json<GatewayJson>()).toEqual(declined.json<GatewayJson>());
      const next = await pay(app, id, card(VISA), { ...SAME_ORIGIN, "idempotency-key": "attempt-approved-2" });
      expect(next.json<GatewayJson>().result.code).toBe("000.100.110");
    });

    it.each([["short"], ["has spaces in it"], ["x".repeat(65)], ["ümlaut-key-123"]])("refuses the Idempotency-Key %j", async (bad) => {
      const id = await createCheckout(app);
      const res = await pay(app, id, card(VISA), { ...SAME_ORIGIN, "idempotency-key": bad });
      expect(res.statusCode).toBe(400);
      expect(parameterNames(res.json<GatewayJson>())).toEqual(["Idempotency-Key"]);
    });

    it("accepts a card that expires this month", async () => {
      const id = await createCheckout(app);
      const res = await pay(app, id, card(VISA, expiry("06", "2026")));
      expect(res.statusCode).toBe(200);
    });

    it.each([
      ["holder 800.100.151", card(VISA, { "card.holder": "800.100.151" }), "800.100.151"],
      ["holder 800.100.153", card(MASTER, { "card.holder": "800.100.153" }), "800.100.153"],
      ["the declining VISA test card", card("4000000000000002"), "800.100.152"],
      ["the declining MASTER test card", card("5200000000000007"), "800.100.155"],
      ["a valid card that is not a test card", card("4111111111111111"), "800.100.151"],
    ])("declines %s with 400 %s", async (_name, params, code) => {
      const id = await createCheckout(app);
      const res = await pay(app, id, params);
      expect(res.statusCode).toBe(400);
      const body = res.json<GatewayJson>();
      expect(body.result.code).toBe(code);
      expect(body.id).toMatch(/^[A-Za-z0-9]{32}$/);
      expect(body.card?.last4Digits).toBe(params["card.number"]?.slice(-4));
      expectNoCardData(res.body, params["card.number"] ?? "", CVV);
    });

    it.each([
      ["a number failing the Luhn check", card("4200000000000001"), "100.100.101", "card.number"],
      ["a number of no supported brand", card("9000000000000008"), "100.100.101", "card.number"],
      ["an expired card", card(VISA, expiry("12", "2025")), "100.100.303", "card.expiryYear"],
      ["a card expired last month", card(VISA, expiry("05", "2026")), "100.100.303", "card.expiryYear"],
      ["AMEX with a 3-digit CVV", card(AMEX, { "card.cvv": CVV }), "100.100.601", "card.cvv"],
      ["VISA with a 4-digit CVV", card(VISA, { "card.cvv": AMEX_CVV }), "100.100.601", "card.cvv"],
      ["no CVV", without(card(VISA), "card.cvv"), "100.100.600", "card.cvv"],
      ["paymentBrand MASTER for a VISA number", card(VISA, { paymentBrand: "MASTER" }), "100.100.700", "paymentBrand"],
      ["paymentBrand VISA for a MASTER number", card(MASTER, { paymentBrand: "VISA" }), "100.100.700", "paymentBrand"],
    ])("rejects %s with 400 %s and keeps the checkout open", async (_name, params, code, parameter) => {
      const id = await createCheckout(app);
      const res = await pay(app, id, params);
      expect(res.statusCode).toBe(400);
      const body = res.json<GatewayJson>();
      expect(body.result.code).toBe(code);
      expect(body.result.parameterErrors).toEqual([{ name: parameter, value: "", message: expect.any(String) }]);
      expectNoCardData(res.body, params["card.number"] ?? "", params["card.cvv"] ?? CVV);

      expect((await status(app, id)).json<GatewayJson>().result.code).toBe("000.200.000");
      expect((await pay(app, id, card(VISA))).statusCode).toBe(200);
    });

    it.each([
      ["a number of 33 digits", card("4".repeat(33)), ["card.number"]],
      ["a number with spaces", card("4200 0000 0000 0000"), ["card.number"]],
      ["a CVV of 5 digits", card(VISA, { "card.cvv": "73737" }), ["card.cvv"]],
      ["month 13", card(VISA, { "card.expiryMonth": "13" }), ["card.expiryMonth"]],
      ["year 2130", card(VISA, { "card.expiryYear": "2130" }), ["card.expiryYear"]],
      ["a holder of 2 characters", card(VISA, { "card.holder": "Jo" }), ["card.holder"]],
      ["no card at all", {}, ["card.expiryMonth", "card.expiryYear", "card.number"]],
    ])("answers 400 200.300.404 for %s, echoing no card data", async (_name, params: Params, names) => {
      const id = await createCheckout(app);
      const res = await pay(app, id, params);
      expect(res.statusCode).toBe(400);
      const body = res.json<GatewayJson>();
      expect(body.result.code).toBe("200.300.404");
      expect(parameterNames(body)).toEqual(names);
      for (const e of body.result.parameterErrors ?? []) {
        if (e.name === "card.number" || e.name === "card.cvv") expect(e.value).toBe("");
      }
      if (params["card.number"]) expect(res.body).not.toContain(params["card.number"]);
      if (params["card.cvv"]) expect(res.body).not.toContain(`"${params["card.cvv"]}"`);
    });

    it("answers 400 100.350.101 to a second payment after an approved one", async () => {
      const id = await createCheckout(app);
      const first = await pay(app, id, card(VISA));
      expect(first.statusCode).toBe(200);
      for (const params of [card(VISA), card(MASTER)]) {
        const again = await pay(app, id, params);
        expect(again.statusCode).toBe(400);
        expect(again.json<GatewayJson>().result.code).toBe("100.350.101");
      }
      expect((await status(app, id)).json<GatewayJson>().id).toBe(first.json<GatewayJson>().id);
    });

    it("keeps the checkout open after a declined payment", async () => {
      const id = await createCheckout(app);
      const declined = await pay(app, id, card(VISA, { "card.holder": "800.100.151" }));
      expect(declined.statusCode).toBe(400);
      const approved = await pay(app, id, card(MASTER));
      expect(approved.statusCode).toBe(200);
      expect(approved.json<GatewayJson>().result.code).toBe("000.100.110");
      expect((await status(app, id)).json<GatewayJson>().id).toBe(approved.json<GatewayJson>().id);
    });

    it.each([
      [LIFETIME - 1, 200, "000.100.110"],
      [LIFETIME, 400, "200.300.404"],
      [LIFETIME + 60 * MINUTE, 400, "200.300.404"],
    ])("%i ms after creation answers %i %s", async (elapsed, statusCode, code) => {
      const id = await createCheckout(app);
      clock = START + elapsed;
      const res = await pay(app, id, card(VISA));
      expect(res.statusCode).toBe(statusCode);
      expect(res.json<GatewayJson>().result.code).toBe(code);
    });

    it.each([[UNKNOWN_ID], ["nope"]])("answers 404 for the unknown checkout %s", async (id) => {
      const res = await pay(app, id, card(VISA));
      expect(res.statusCode).toBe(404);
      expect(res.json<GatewayJson>().result.code).toBe("200.300.404");
      expectNoCardData(res.body, VISA, CVV);
    });
  });

  describe("GET /v1/checkouts/{id}/payment", () => {
    it.each([
      ["no Authorization header", {}, 401, "800.900.300"],
      ["the Basic scheme", { authorization: "Basic xxx" }, 401, "800.900.300"],
      ["a wrong bearer token", { authorization: `Bearer ${OTHER_TOKEN}` }, 403, "800.900.301"],
    ])("answers %s with %i", async (_name, headers: Headers, statusCode, code) => {
      const id = await createCheckout(app);
      await pay(app, id, card(VISA));
      const res = await status(app, id, headers);
      expect(res.statusCode).toBe(statusCode);
      expect(res.json<GatewayJson>().result.code).toBe(code);
      expect(res.body).not.toContain("last4Digits");
    });

    it("answers 000.200.000 before any payment", async () => {
      const id = await createCheckout(app);
      const res = await status(app, id);
      expect(res.statusCode).toBe(200);
      const body = res.json<GatewayJson>();
      expect(body.result.code).toBe("000.200.000");
      expect(body.id).toBe(id);
    });

    it("answers the stored response of an approved payment", async () => {
      const id = await createCheckout(app);
      const paid = await pay(app, id, card(VISA));
      clock = START + 2 * LIFETIME;
      const res = await status(app, id);
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.json()).toEqual(paid.json());
      expect(res.json<GatewayJson>().result.code).toBe("000.100.110");
      expectNoCardData(res.body, VISA, CVV);
    });

    it("answers the stored response of a declined payment with 400", async () => {
      const id = await createCheckout(app);
      const declined = await pay(app, id, card("4000000000000002"));
      const res = await status(app, id);
      expect(res.statusCode).toBe(400);
      expect(res.json<GatewayJson>().id).toBe(declined.json<GatewayJson>().id);
      expect(res.json<GatewayJson>().result.code).toBe("800.100.152");
    });

    it.each([
      [`?entityId=${DEFAULT_ENTITY_ID}`, 200],
      // An entity the token may not use: refused as a body's entityId is, before any lookup.
      [`?entityId=${OTHER_ENTITY}`, 403],
    ])("with query %s answers %i", async (query, statusCode) => {
      const id = await createCheckout(app);
      expect((await status(app, id, AUTH, query)).statusCode).toBe(statusCode);
    });

    it("answers 404 for an unknown checkout", async () => {
      const res = await status(app, UNKNOWN_ID);
      expect(res.statusCode).toBe(404);
      expect(res.json<GatewayJson>().result.code).toBe("200.300.404");
    });
  });

  describe("assets", () => {
    const get = (url: string) => app.inject({ method: "GET", url });

    it("serves the same paymentWidgets.js bytes for every checkoutId", async () => {
      const a = await get("/v1/paymentWidgets.js?checkoutId=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.sbx01-vm-tx01");
      const b = await get("/v1/paymentWidgets.js?checkoutId=BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB.sbx01-vm-tx01");
      // Fast checkout (spec 4.2): the script without a checkout id, same bytes.
      const fast = await get("/v1/paymentWidgets.js");
      expect(fast.rawPayload.equals(a.rawPayload)).toBe(true);
      for (const res of [a, b, fast]) {
        expect(res.statusCode).toBe(200);
        expect(res.headers["content-type"]).toMatch(/^text\/javascript/);
        expect(res.headers["access-control-allow-origin"]).toBe("*");
        expect(res.headers["x-content-type-options"]).toBe("nosniff");
      }
      expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
      expect(a.rawPayload.equals(readFileSync(join(dist, "paymentWidgets.js")))).toBe(true);
      expect(a.headers.etag).toBe(b.headers.etag);
    });

    it.each([
      ["/v1/css/paymentWidgets.css", "css/paymentWidgets.css", /^text\/css/],
      ["/v1/locales/en.json", "locales/en.json", /^application\/json/],
      ["/v1/frames/card-field.js", "frames/card-field.js", /^text\/javascript/],
      ["/v1/frames/card-field.html", "frames/card-field.html", /^text\/html/],
      ["/v1/pciIframe.html?checkoutId=x", "frames/card-field.html", /^text\/html/],
      ["/v1/modules/wallets.js", "modules/wallets.js", /^text\/javascript/],
      ["/v1/css/brands.css", "css/brands.css", /^text\/css/],
      ["/v1/logos/VISA.svg", "logos/VISA.svg", /^image\/svg\+xml/],
    ])("serves %s", async (url, file, type) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(type);
      expect(res.rawPayload.equals(readFileSync(join(dist, file)))).toBe(true);
    });

    it.each(["/v1/frames/card-field.html", "/v1/pciIframe.html?checkoutId=x"])(
      "sends the frame page %s with a Content-Security-Policy that sets frame-ancestors",
      async (url) => {
        const res = await get(url);
        expect(res.statusCode).toBe(200);
        expect(res.headers["content-security-policy"]).toContain("frame-ancestors");
        expect(res.headers["content-security-policy"]).toContain("frame-ancestors *");
        expect(res.headers["referrer-policy"]).toBe("no-referrer");
      },
    );

    it("serves a logo as an image for any page (CORP cross-origin), with a policy under which nothing in it runs or loads", async () => {
      const res = await get("/v1/logos/VISA.svg");
      expect(res.headers["cross-origin-resource-policy"]).toBe("cross-origin");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["content-security-policy"]).toMatch(/^default-src 'none';.*sandbox$/);
    });

    const UNKNOWN_FILES = [
      "/v1/logos/NOPE.svg",
      "/v1/logos/..%2Fcss%2Fbrands.css",
      "/v1/frames/nope.html",
      "/v1/frames/..%2FpaymentWidgets.js",
      "/v1/css/nope.css",
      "/v1/locales/xx.json",
      "/v1/frames/card-field.css",
    ];

    it.each(UNKNOWN_FILES.map((url) => [url]))("answers 404 for the unknown file %s", async (url) => {
      expect((await get(url)).statusCode).toBe(404);
    });

    it.each([
      ["GET", "/v1/nope"],
      ["GET", "/v1/paymentWidgets.min.js"],
      ["POST", "/v1/refunds"],
      ["DELETE", "/v1/checkouts"],
    ] as const)("answers %s %s with 404 and a JSON result", async (method, url) => {
      const res = await app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(res.json<GatewayJson>().result.code).toBe("200.300.404");
    });
  });
});

describe("gateway without a built widget", () => {
  let app: FastifyInstance;
  let empty: string;

  beforeEach(() => {
    clock = START;
    empty = mkdtempSync(join(tmpdir(), "gateway-empty-dist-"));
    app = build(":memory:", empty);
  });

  afterEach(async () => {
    await app.close();
    rmSync(empty, { recursive: true, force: true });
  });

  it.each([["/v1/paymentWidgets.js"], ["/v1/fastcheckout/integrity"], ["/v1/frames/card-field.html"]])(
    "answers %s with 503",
    async (url) => {
      expect((await app.inject({ method: "GET", url })).statusCode).toBe(503);
    },
  );
});

describe("storage in a SQLite file", () => {
  let dir: string;
  const apps: FastifyInstance[] = [];

  beforeEach(() => {
    clock = START;
    dir = mkdtempSync(join(tmpdir(), "gateway-db-"));
  });

  afterEach(async () => {
    for (const a of apps.splice(0)) await a.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("keeps payments across restarts and never stores a card number or CVV", async () => {
    const file = join(dir, "nested", "gateway.sqlite");
    const first = build(file);
    apps.push(first);
    const id = await createCheckout(first);
    const declinedNumber = "4000000000000002";
    expect((await pay(first, id, card(declinedNumber))).statusCode).toBe(400);
    expect((await pay(first, id, card("4200000000000001"))).statusCode).toBe(400);
    const paid = await pay(first, id, card(VISA));
    expect(paid.statusCode).toBe(200);
    const paymentId = paid.json<GatewayJson>().id;
    await apps.pop()?.close();

    const second = build(file);
    apps.push(second);
    const res = await status(second, id);
    expect(res.statusCode).toBe(200);
    expect(res.json<GatewayJson>().id).toBe(paymentId);
    await apps.pop()?.close();

    const numbers = [VISA, declinedNumber, "4200000000000001"];
    const files = [file, `${file}-wal`, `${file}-journal`].filter((f) => existsSync(f));
    const bytes = files.map((f) => readFileSync(f).toString("latin1")).join("\n");
    expect(bytes).toContain(paymentId);
    for (const number of numbers) expectNoCardData(bytes, number, CVV);

    const db = new Database(file, { readonly: true });
    try {
      const checkouts = db.prepare("SELECT * FROM checkouts").all();
      const sql = "SELECT * FROM payments ORDER BY created_at, rowid";
      const payments = db.prepare<[], { id: string; response: string }>(sql).all();
      expect(checkouts).toHaveLength(1);
      expect(payments).toHaveLength(2);
      expect(payments.at(-1)?.id).toBe(paymentId);
      const text = JSON.stringify({ checkouts, payments });
      for (const number of numbers) expectNoCardData(text, number, CVV);
      for (const p of payments) expectNoCardData(p.response, VISA, CVV);
    } finally {
      db.close();
    }
  });
});
