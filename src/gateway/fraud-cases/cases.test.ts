import { describe, expect, it } from "vitest";
import { type Behaviour, gatewayFixture } from "../events/receiver.test-support.ts";
import { AUTH, DEBIT, ENTITY, get, type Json, type Params, post } from "../testing/test-harness.ts";

type CaseJson = { id: string; paymentId: string; merchantTransactionId: string | null; status: string };
type Tieback = { id: string; status: string; attempts: number; resubmitted: boolean; lastStatus: number | null; body: string };

const f = gatewayFixture();
const app = () => f.gw.app;
async function start(behaviour?: Behaviour) {
  await f.listen(behaviour);
  f.start();
}
const YELLOW: Params = { ...DEBIT, merchantTransactionId: "order-0042", "customer.givenName": "simulate", "customer.surname": "yellow" };
const cases = async () => (await get(app(), `/sandbox/v1/cases?entityId=${ENTITY}`)).json<{ cases: CaseJson[] }>().cases;
const configure = (params: Params = {}) =>
  post(app(), "/sandbox/v1/tieback", { entityId: ENTITY, "urls[0]": `${f.hook.url}/tieback`, ...params });
const decide = (id: string, params: Params) => post(app(), `/sandbox/v1/cases/${id}/decision`, { entityId: ENTITY, ...params });
const failed = async () => (await get(app(), `/sandbox/v1/tiebacks/failed?entityId=${ENTITY}`)).json<{ tiebacks: Tieback[] }>().tiebacks;
const settle = () => f.gw.work.runDue();

describe("fraud cases", () => {
  it("a payment sent to review (yellow) opens a case; a denied (red) or passed one does not", async () => {
    await start();
    const pay = (await post(app(), "/v1/payments", YELLOW)).json<Json>();
    expect(pay.result.code).toBe("100.400.148");
    await post(app(), "/v1/payments", { ...YELLOW, "customer.surname": "red" });
    await post(app(), "/v1/payments", DEBIT);
    expect(await cases()).toEqual([expect.objectContaining({ paymentId: pay.id, merchantTransactionId: "order-0042", status: "OPEN" })]);
  });

  it("a fraud check without a payment (riskShield) sent to review opens a case too", async () => {
    await start();
    const risk = {
      entityId: ENTITY,
      amount: "5.00",
      currency: "EUR",
      merchantTransactionId: "order-0043",
      "customer.givenName": "simulate",
      "customer.surname": "yellow",
    };
    const id = (await post(app(), "/v2/riskShield", risk)).json<Json>().id;
    expect((await cases()).map((c) => c.paymentId)).toEqual([id]);
  });

  it("a decision is recorded; APPROVE and CANCEL are final, PENDING is not; cancelreason goes with CANCEL only", async () => {
    await start();
    await post(app(), "/v1/payments", YELLOW);
    const [c] = await cases();
    const id = c?.id ?? "";
    expect((await decide(id, { decision: "APPROVE", cancelreason: "x" })).statusCode).toBe(400);
    const pending = await decide(id, { decision: "PENDING", userid: "analyst-7" });
    expect(pending.json<CaseJson & { tieback: null }>()).toMatchObject({ status: "PENDING", tieback: null });
    expect((await decide(id, { decision: "CANCEL", cancelreason: "stolen card" })).json<CaseJson>().status).toBe("CANCEL");
    const again = await decide(id, { decision: "APPROVE" });
    expect(again.statusCode).toBe(400);
    expect(again.json<Json>().result.description).toContain("final");
    expect((await decide("0".repeat(32), { decision: "APPROVE" })).statusCode).toBe(404);
  });
});

describe("tiebacks", () => {
  it("a decision is posted form-encoded to the active URL with the keys, fixed pairs and headers", async () => {
    await start();
    const res = await configure({
      keys: "transactionid,paymentid,decision,userid,note,processdate",
      "fixed[shop]": "berlin-1",
      "headers[X-Shop-Key]": "k-123",
    });
    expect(res.statusCode).toBe(200);
    const pay = (await post(app(), "/v1/payments", YELLOW)).json<Json>();
    const [c] = await cases();
    const decided = (await decide(c?.id ?? "", { decision: "APPROVE", userid: "analyst-7", note: "called the shopper" })).json<{
      tieback: Tieback;
    }>();
    expect(decided.tieback.status).toBe("PENDING");
    await settle();
    const [got] = f.hook.got;
    expect(got?.method).toBe("POST");
    expect(got?.url).toBe("/hooks/tieback");
    expect(got?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(got?.headers["x-shop-key"]).toBe("k-123");
    const body = Object.fromEntries(new URLSearchParams(got?.body ?? ""));
    expect(body).toEqual({
      transactionid: "order-0042",
      paymentid: pay.id,
      decision: "APPROVE",
      userid: "analyst-7",
      note: "called the shopper",
      processdate: "2026-06-15 12:00:00.000",
      shop: "berlin-1",
    });
    const all = (await get(app(), `/sandbox/v1/tiebacks?entityId=${ENTITY}`)).json<{ tiebacks: Tieback[] }>().tiebacks;
    expect(all.map((t) => [t.status, t.attempts, t.lastStatus])).toEqual([["PASSED", 1, 200]]);
  });

  it("retries after the wait, then lands on the failed list; resubmitted once; then deleted", async () => {
    await start(() => 500);
    await configure({ retries: "2", retryWaitSeconds: "60" });
    await post(app(), "/v1/payments", YELLOW);
    const [c] = await cases();
    await decide(c?.id ?? "", { decision: "CANCEL", cancelreason: "stolen card" });
    await settle();
    expect(await failed()).toEqual([]);
    await post(app(), "/sandbox/v1/clock", { advance: "PT2M" });
    const [t] = await failed();
    expect(t).toMatchObject({ attempts: 3, lastStatus: 500, resubmitted: false });
    expect(f.hook.got).toHaveLength(3);
    const resubmit = () => post(app(), `/sandbox/v1/tiebacks/failed/${t?.id}/resubmit`, { entityId: ENTITY });
    expect((await resubmit()).json<Tieback>()).toMatchObject({ status: "FAILED", attempts: 4, resubmitted: true });
    expect(await failed()).toHaveLength(1);
    expect((await resubmit()).statusCode).toBe(400);
    const del = await app().inject({ method: "DELETE", url: `/sandbox/v1/tiebacks/failed/${t?.id}?entityId=${ENTITY}`, headers: AUTH });
    expect(del.statusCode).toBe(200);
    expect(await failed()).toEqual([]);
  });

  it("a resubmitted tieback the merchant now accepts leaves the failed list", async () => {
    await start(() => 404);
    await configure({ retries: "0" });
    await post(app(), "/v1/payments", YELLOW);
    const [c] = await cases();
    await decide(c?.id ?? "", { decision: "APPROVE" });
    await settle();
    const [t] = await failed();
    f.hook.set(() => 200);
    const again = await post(app(), `/sandbox/v1/tiebacks/failed/${t?.id}/resubmit`, { entityId: ENTITY });
    expect(again.json<Tieback>()).toMatchObject({ status: "PASSED", attempts: 2 });
    expect(await failed()).toEqual([]);
  });

  it.each<[string, Params, string]>([
    ["an active index without a URL", { active: "2" }, "active"],
    ["a header the gateway sets", { "headers[Host]": "evil.example" }, "headers[Host]"],
    ["a header value with a line break", { "headers[X-A]": "a\r\nb: c" }, "headers[X-A]"],
    ["more than 5 retries", { retries: "6" }, "retries"],
    ["a wait over 5 minutes", { retryWaitSeconds: "301" }, "retryWaitSeconds"],
    ["an unknown key", { keys: "decision,password" }, "keys"],
    ["an unknown parameter", { colour: "red" }, "colour"],
  ])("refuses %s", async (_, params, name) => {
    await start();
    const res = await configure(params);
    expect(res.statusCode).toBe(400);
    expect(res.json<Json>().result.parameterErrors?.map((e) => e.name)).toEqual([name]);
  });
});
