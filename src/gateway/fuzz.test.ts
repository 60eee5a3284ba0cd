import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import Database from "better-sqlite3";
import fc from "fast-check";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readConfig } from "./config.ts";
import { buildServer } from "./server.ts";
import { AUTH, DEBIT, ENTITY, type Json, post, START, VISA_CARD } from "./testing/test-harness.ts";

/**
 * Property-based fuzzing of every endpoint with malformed requests: no 5xx, every 4xx JSON body has a
 * result code, the database stays consistent and a normal payment still works afterwards.
 * Fixed seeds for reproducible CI runs: SEED = 20260615 plus the endpoint's index (change SEED locally to explore further).
 */
const SEED = 20260615;
/** 17 endpoints × 650 = 11,050 requests. */
const RUNS_PER_ENDPOINT = 650;
const RESULT_CODE = /^\d{3}\.\d{3}\.\d{3}$/;
/** inject() sends "host: localhost:80", so the widget payment endpoint's same origin is http://localhost:80. */
const SAME_ORIGIN = "http://localhost:80";
const BODY_LIMIT = 256 * 1024;

type Method = "GET" | "POST";
interface Endpoint {
  readonly method: Method;
  readonly path: (id: string) => string;
  /** Static files: a 404 is plain text "Not found" (widget-api/assets.ts), not an envelope. */
  readonly asset?: boolean;
  readonly widget?: boolean;
}

const ENDPOINTS: Record<string, Endpoint> = {
  "POST /v1/checkouts": { method: "POST", path: () => "/v1/checkouts" },
  "POST /v1/checkouts/{id}": { method: "POST", path: (id) => `/v1/checkouts/${id}` },
  "GET /v1/checkouts/{id}/payment": { method: "GET", path: (id) => `/v1/checkouts/${id}/payment` },
  "GET /v1/checkouts/{id}/registration": { method: "GET", path: (id) => `/v1/checkouts/${id}/registration` },
  "GET /v1/checkouts/{id}/config": { method: "GET", path: (id) => `/v1/checkouts/${id}/config`, widget: true },
  "POST /v1/checkouts/{id}/payment": { method: "POST", path: (id) => `/v1/checkouts/${id}/payment`, widget: true },
  "POST /v1/checkouts/{id}/bin": { method: "POST", path: (id) => `/v1/checkouts/${id}/bin`, widget: true },
  "POST /v1/payments": { method: "POST", path: () => "/v1/payments" },
  "GET /v1/payments/{id}": { method: "GET", path: (id) => `/v1/payments/${id}` },
  "POST /v1/payments/{id}": { method: "POST", path: (id) => `/v1/payments/${id}` },
  "POST /v1/registrations/{id}/payments": { method: "POST", path: (id) => `/v1/registrations/${id}/payments` },
  "POST /v2/riskShield": { method: "POST", path: () => "/v2/riskShield" },
  "GET /v1/paymentWidgets.js": { method: "GET", path: () => "/v1/paymentWidgets.js" },
  "GET /v1/fastcheckout/integrity": { method: "GET", path: () => "/v1/fastcheckout/integrity" },
  "GET /v1/frames/{file}": { method: "GET", path: (id) => `/v1/frames/${id}`, asset: true },
  "GET /v1/locales/{file}": { method: "GET", path: (id) => `/v1/locales/${id}`, asset: true },
  "GET /v1/css/{file}": { method: "GET", path: (id) => `/v1/css/${id}`, asset: true },
};

/** Percent-encodes like encodeURIComponent, but a lone surrogate becomes its (invalid) WTF-8 bytes instead of throwing. */
function enc(s: string): string {
  let out = "";
  for (const ch of s) {
    const u = ch.charCodeAt(0);
    if (ch.length === 1 && u >= 0xd800 && u <= 0xdfff) {
      const bytes = [0xe0 | (u >> 12), 0x80 | ((u >> 6) & 0x3f), 0x80 | (u & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join("");
    } else out += encodeURIComponent(ch);
  }
  return out;
}

// ---- generators -------------------------------------------------------------------------------

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((u) => String.fromCharCode(u));
const control = fc.integer({ min: 0, max: 0x1f }).map((u) => String.fromCharCode(u));
const nasty = fc
  .array(
    fc.oneof(fc.string({ unit: "grapheme" }), loneSurrogate, control, fc.constantFrom("\u0000", "\u202e", "\ufeff", "%", "&", "=", "+")),
    {
      maxLength: 8,
    },
  )
  .map((parts) => parts.join(""));
const huge = fc
  .tuple(fc.constantFrom("a", "9", "ü", "\u{1f4b3}", "&=", "."), fc.integer({ min: 1_000, max: 100_000 }))
  .map(([unit, n]) => unit.repeat(Math.ceil(n / unit.length)));
const value = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom("", "92.00", "EUR", "DB", "PA", "VISA", "4200000000000000", "428671", "12", "2030", "123", "true", ENTITY),
  },
  { weight: 3, arbitrary: fc.string() },
  { weight: 2, arbitrary: nasty },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null)).map(String) },
  { weight: 1, arbitrary: huge },
);

const KNOWN = Object.keys({
  ...DEBIT,
  merchantTransactionId: "",
  referenceUuid: "",
  integrity: "",
  createRegistration: "",
  testMode: "",
  "card.bin": "",
});
const deepDots = fc.integer({ min: 2, max: 200 }).map((n) => Array.from({ length: n }, (_, i) => `k${i}`).join("."));
const key = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...KNOWN) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      "cart.items[99999999].name",
      "cart.items[0].name",
      "cart.items[-1].name",
      "cart.items[].name",
      "a[b][c]",
      "customParameters[__proto__]",
      "customParameters[constructor]",
      "customParameters[]",
      "__proto__.x",
      "__proto__",
      "constructor.prototype",
      "constructor.prototype.polluted",
      "card[number]",
      "[",
      "]]]",
      ".",
      "..",
      "customer.givenName[0][1][2]",
    ),
  },
  { weight: 1, arbitrary: deepDots },
  { weight: 2, arbitrary: fc.string() },
  { weight: 1, arbitrary: nasty },
);
/** Pairs, so names repeat (duplicate keys). */
const pairs = fc.array(fc.tuple(key, value), { maxLength: 12 });
/** Sometimes a valid base (so validation passes and the payment pipeline runs), with the fuzzed pairs on top. */
const params = fc
  .tuple(fc.constantFrom<[string, string][]>([], Object.entries(DEBIT), Object.entries(VISA_CARD)), pairs)
  .map(([a, b]) => [...a, ...b]);

const FORM_TYPE = "application/x-www-form-urlencoded; charset=UTF-8";
const formEncode = (ps: [string, string][]) => ps.map(([k, v]) => `${enc(k)}=${enc(v)}`).join("&");

interface Body {
  readonly type?: string;
  readonly payload?: string;
}
const body: fc.Arbitrary<Body> = fc.oneof(
  { weight: 6, arbitrary: params.map((ps) => ({ type: FORM_TYPE, payload: formEncode(ps) })) },
  { weight: 1, arbitrary: params.map((ps) => ({ type: "application/x-www-form-urlencoded; charset=latin1", payload: formEncode(ps) })) },
  { weight: 1, arbitrary: params.map((ps) => ({ type: "application/json", payload: JSON.stringify(Object.fromEntries(ps)) })) },
  { weight: 1, arbitrary: params.map((ps) => ({ type: "text/plain", payload: formEncode(ps) })) },
  {
    weight: 1,
    arbitrary: params.map((ps) => ({
      type: "multipart/form-data; boundary=xyz",
      payload: `${ps.map(([k, v]) => `--xyz\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join("")}--xyz--\r\n`,
    })),
  },
  { weight: 1, arbitrary: params.map((ps) => ({ payload: formEncode(ps) })) },
  { weight: 1, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: BODY_LIMIT + 1, max: BODY_LIMIT + 4096 })
      .map((n) => ({ type: FORM_TYPE, payload: `amount=${"9".repeat(n)}` })),
  },
);

const token = fc.oneof(
  { weight: 8, arbitrary: fc.constant(AUTH.authorization) },
  {
    weight: 2,
    arbitrary: fc.oneof(
      fc.constantFrom("Bearer", "Bearer ", "Basic abc", "bearer wrongtokenwrongtoken", `Bearer ${"x".repeat(600)}`, ""),
      fc.string().map((s) => `Bearer ${s}`),
    ),
  },
  { weight: 1, arbitrary: fc.constant(undefined) },
);
/** Header noise: names and values that can travel over HTTP/1.1. */
const headerName = fc
  .stringMatching(/^[a-z][a-z0-9-]{0,20}$/)
  .filter((n) => !["host", "content-length", "transfer-encoding", "content-type"].includes(n));
const headerValue = fc.oneof(
  fc.stringMatching(/^[\x20-\x7e]{0,60}$/),
  fc.constantFrom("same-origin", "cross-site", "none", "*", "gzip", "http://evil.example", SAME_ORIGIN),
);
const noise = fc.dictionary(
  fc.oneof(
    headerName,
    fc.constantFrom("sec-fetch-site", "origin", "idempotency-key", "accept", "accept-encoding", "if-none-match", "cookie"),
  ),
  headerValue,
  { maxKeys: 4 },
);
const query = fc.oneof(
  { weight: 3, arbitrary: fc.constant("") },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.tuple(fc.constantFrom("entityId", "entityId", "x", "__proto__"), value), { maxLength: 3 })
      .map((ps) => `?${formEncode(ps)}`),
  },
  { weight: 1, arbitrary: nasty.map((s) => `?${s.replace(/[#\s]/g, "")}`) },
);

// ---- the test ---------------------------------------------------------------------------------

let root: string;
let dbFile: string;
let app: FastifyInstance;
const realIds: string[] = [];
const sent: Record<string, number> = {};
const statuses: Record<number, number> = {};

function writeFakeDist(dir: string) {
  const files: Record<string, string> = {
    "paymentWidgets.js": "window.wpwl = {};\n",
    "css/paymentWidgets.css": ".wpwl-form { display: block; }\n",
    "frames/card-field.html": "<!doctype html><title>card field</title>\n",
    "frames/card-field.js": "console.log('card field');\n",
    "locales/en.json": '{"pay":"Pay now"}\n',
  };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "gateway-fuzz-"));
  dbFile = join(root, "gateway.sqlite");
  writeFakeDist(join(root, "dist"));
  const config = readConfig({ GATEWAY_DB: dbFile, GATEWAY_DIST: join(root, "dist"), GATEWAY_RATE_LIMIT: "0" });
  app = buildServer(config, { now: () => START }).app;
  const checkout = { entityId: ENTITY, amount: "92.00", currency: "EUR", paymentType: "DB" };
  for (let i = 0; i < 3; i++) realIds.push((await post(app, "/v1/checkouts", checkout)).json<Json>().id ?? "");
  const pa = (await post(app, "/v1/payments", { ...DEBIT, paymentType: "PA", createRegistration: "true" })).json<Json>();
  realIds.push(pa.id ?? "", pa.registrationId ?? "", "card-field.html", "en.json", "paymentWidgets.css");
});

afterAll(async () => {
  await app?.close();
  rmSync(root, { recursive: true, force: true });
});

function check(name: string, endpoint: Endpoint, res: LightMyRequestResponse) {
  const where = `${name} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode >= 200 && res.statusCode < 500, where).toBe(true);
  expect(res.statusCode < 300 || res.statusCode >= 400, where).toBe(true);
  if (res.statusCode < 400) return;
  const type = String(res.headers["content-type"] ?? "");
  if (endpoint.asset && res.statusCode === 404 && type.startsWith("text/plain")) {
    expect(res.body, where).toBe("Not found");
    return;
  }
  expect(type, where).toMatch(/^application\/json/);
  expect(res.json<Json>().result?.code, where).toMatch(RESULT_CODE);
}

describe(`fuzzing every endpoint (fast-check seed ${SEED})`, () => {
  const id = fc.oneof(
    { weight: 1, arbitrary: fc.constantFrom(...Array.from({ length: 7 }, (_, i) => i)).map((i) => realIds[i] ?? "") },
    {
      weight: 2,
      arbitrary: fc
        .oneof(
          fc.string({ minLength: 1 }),
          nasty.filter((s) => s !== ""),
          huge.map((s) => s.slice(0, 8000)),
        )
        .map(enc),
    },
    { weight: 1, arbitrary: fc.constantFrom("..%2F..%2Fetc%2Fpasswd", "%", "%E0%A4%A", "%00", "%2F", "a%2Fb", "%C0%AF", "...", "~") },
  );

  it.each(Object.entries(ENDPOINTS))("%s never answers 5xx and keeps the envelope", { timeout: 60_000 }, async (name, endpoint) => {
    sent[name] = 0;
    const request = fc.record({ id, body, token, noise, query, origin: fc.boolean() });
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const headers: Record<string, string> = { ...r.noise };
        if (r.token !== undefined) headers.authorization = r.token;
        if (endpoint.widget && r.origin) headers.origin = SAME_ORIGIN;
        if (r.body.type) headers["content-type"] = r.body.type;
        const res = await app.inject({
          method: endpoint.method,
          url: `${endpoint.path(r.id)}${r.query}`,
          headers,
          payload: r.body.payload,
        });
        sent[name] = (sent[name] ?? 0) + 1;
        statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
        check(name, endpoint, res);
      }),
      { seed: SEED + Object.keys(ENDPOINTS).indexOf(name), numRuns: RUNS_PER_ENDPOINT, endOnFailure: true },
    );
  });

  it("sent at least 10,000 requests, and a normal checkout and payment still work", async () => {
    const total = Object.values(sent).reduce((a, b) => a + b, 0);
    console.log(`[fuzz] ${total} requests, seed ${SEED}: ${JSON.stringify(sent)}; statuses ${JSON.stringify(statuses)}`);
    expect(total).toBeGreaterThanOrEqual(10_000);
    const checkout = await post(app, "/v1/checkouts", { entityId: ENTITY, amount: "20.00", currency: "EUR", paymentType: "DB" });
    expect(checkout.statusCode).toBe(200);
    const paid = await post(app, `/v1/checkouts/${checkout.json<Json>().id}/payment`, VISA_CARD, { origin: SAME_ORIGIN });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json<Json>().result.code).toBe("000.100.110");
    const status = await app.inject({ method: "GET", url: `/v1/checkouts/${checkout.json<Json>().id}/payment`, headers: AUTH });
    expect(status.json<Json>().id).toBe(paid.json<Json>().id);
  });

  it("leaves a consistent database", async () => {
    await app.close();
    const db = new Database(dbFile, { readonly: true });
    try {
      expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
      expect(db.pragma("foreign_key_check")).toEqual([]);
    } finally {
      db.close();
    }
  });
});
