import { afterAll, describe, expect, it } from "vitest";
import { logLine } from "../cli-stream.ts";
import { AUTH, Clock, DEBIT, ENTITY, gateway, get, type Json, post } from "../testing/test-harness.ts";
import type { LoggedRequest } from "./request-log.ts";

const OTHER = "a1".repeat(16);
const TOKEN_A = "account-a-token-0123456789";
const AS_A = { authorization: `Bearer ${TOKEN_A}` };
const gw = gateway(new Clock(), { GATEWAY_ACCOUNTS: JSON.stringify([{ token: TOKEN_A, entityIds: [OTHER] }]) });
afterAll(() => gw.app.close());

type Logs = { requests: LoggedRequest[]; last: number };
const logs = async (query = "", headers = AUTH) => {
  const res = await get(gw.app, `/sandbox/v1/logs?entityId=${ENTITY}${query}`, headers);
  return { status: res.statusCode, body: res.json<Json & Logs>() };
};

describe("GET /sandbox/v1/logs: the merchant API's requests and answers, card data masked", () => {
  it("shows a payment's request and answer with the card number masked and the CVV hidden, in order", async () => {
    const before = (await logs()).body.last;
    const paid = (await post(gw.app, "/v1/payments", DEBIT)).json<Json>();
    await get(gw.app, `/v1/payments/${String(paid.id)}?entityId=${ENTITY}`);
    const { status, body } = await logs(`&after=${before}`);
    expect(status).toBe(200);
    expect(body.requests.map((r) => `${r.method} ${r.path} ${r.status} ${r.resultCode}`)).toEqual([
      "POST /v1/payments 200 000.100.110",
      `GET /v1/payments/${String(paid.id)} 200 000.100.110`,
    ]);
    const [pay] = body.requests;
    expect(pay?.params["card.number"]).toBe("420000******0000");
    expect(pay?.params["card.cvv"]).toBe("***");
    expect(pay?.params.amount).toBe("92.00");
    expect(pay?.entityId).toBe(ENTITY);
    expect((pay?.answer as Json | undefined)?.id).toBe(paid.id);
    expect(JSON.stringify(body)).not.toContain("4200000000000000");
    expect(body.last).toBe(body.requests.at(-1)?.seq);
    // Asked again from where it ended: nothing new, and the log's own reads are not in it.
    expect((await logs(`&after=${body.last}`)).body.requests).toEqual([]);
  });

  it("keeps the shopper's payment from the widget's frame, marked as the shopper's, card data masked; not a refused page's", async () => {
    const created = (
      await post(gw.app, "/v1/checkouts", { entityId: ENTITY, amount: "15.00", currency: "EUR", paymentType: "DB" })
    ).json<Json>();
    const id = String(created.id);
    const before = (await logs()).body.last;
    const frame = { origin: "http://localhost:80", "sec-fetch-site": "same-origin", "idempotency-key": "logged-attempt-1" };
    const { entityId: _e, amount: _a, currency: _c, paymentType: _t, ...card } = DEBIT;
    expect((await post(gw.app, `/v1/checkouts/${id}/payment`, card, frame)).statusCode).toBe(200);
    expect((await post(gw.app, `/v1/checkouts/${id}/payment`, card, { origin: "https://elsewhere.example" })).statusCode).toBe(403);
    const { requests } = (await logs(`&after=${before}`)).body;
    expect(requests.map((r) => `${r.by} ${r.method} ${r.path} ${r.status} ${r.resultCode}`)).toEqual([
      `shopper POST /v1/checkouts/${id}/payment 200 000.100.110`,
    ]);
    expect(requests[0]?.params).toMatchObject({ "card.number": "420000******0000", "card.cvv": "***" });
    expect(requests[0]?.headers).toEqual({ "idempotency-key": "logged-attempt-1" });
    expect(logLine(requests[0] as LoggedRequest)).toMatch(/^\S+ \[shopper\] POST \/v1\/checkouts\/\S+\/payment 200 000\.100\.110 /);
  });

  it("pages forward with after and limit; without after, the latest", async () => {
    const start = (await logs()).body.last;
    for (const amount of ["1.00", "2.00", "3.00"]) await post(gw.app, "/v1/payments", { ...DEBIT, amount });
    const first = (await logs(`&after=${start}&limit=2`)).body;
    expect(first.requests.map((r) => r.params.amount)).toEqual(["1.00", "2.00"]);
    const next = (await logs(`&after=${first.last}&limit=2`)).body;
    expect(next.requests.map((r) => r.params.amount)).toEqual(["3.00"]);
    expect((await logs("&limit=1")).body.requests.map((r) => r.params.amount)).toEqual(["3.00"]);
  });

  it("hides a webhook's secret in the request and in the answer", async () => {
    const start = (await logs()).body.last;
    await post(gw.app, "/sandbox/v1/webhooks", { entityId: ENTITY, url: "http://127.0.0.1:9/hook", secret: "A".repeat(64) });
    const [register] = (await logs(`&after=${start}`)).body.requests;
    expect(register?.path).toBe("/sandbox/v1/webhooks");
    expect(register?.params.secret).toBe("***");
    expect(JSON.stringify(register)).not.toContain("A".repeat(64));
  });

  it("shows an entity only its own requests; refuses an entity of another token and a wrong parameter", async () => {
    await post(gw.app, "/v1/payments", { ...DEBIT, entityId: OTHER, amount: "7.77" }, AS_A);
    expect((await logs("&limit=1000")).body.requests.some((r) => r.params.amount === "7.77")).toBe(false);
    const theirs = await get(gw.app, `/sandbox/v1/logs?entityId=${OTHER}`, AS_A);
    expect(theirs.json<Logs>().requests.map((r) => r.params.amount)).toContain("7.77");
    expect((await get(gw.app, `/sandbox/v1/logs?entityId=${OTHER}`)).statusCode).toBe(403);
    const wrong = await logs("&limit=0");
    expect([wrong.status, wrong.body.result.parameterErrors?.[0]?.name]).toEqual([400, "limit"]);
    expect((await logs("&since=1")).status).toBe(400);
  });
});
