import { describe, expect, it } from "vitest";
import { DEFAULT_TOKEN } from "../config.ts";
import { gatewayFixture } from "../events/receiver.test-support.ts";
import { AUTH, DEBIT, ENTITY, FORM, get, type Json, post } from "../testing/test-harness.ts";

const f = gatewayFixture();
const app = () => f.gw.app;
const ORIGIN = "http://localhost:80";

async function signIn(token = DEFAULT_TOKEN) {
  const res = await app().inject({
    method: "POST",
    url: "/sandbox/console/session",
    headers: FORM,
    payload: new URLSearchParams({ token }).toString(),
  });
  const cookie = String(res.headers["set-cookie"] ?? "").split(";")[0] ?? "";
  return { res, cookie };
}
const page = async (cookie: string, query = "") => app().inject({ method: "GET", url: `/sandbox/console${query}`, headers: { cookie } });
const csrfOf = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? "";
const act = (cookie: string, name: string, fields: Record<string, string>, headers: Record<string, string> = { origin: ORIGIN }) =>
  app().inject({
    method: "POST",
    url: `/sandbox/console/actions/${name}`,
    headers: { ...FORM, cookie, ...headers },
    payload: new URLSearchParams(fields).toString(),
  });

describe("the sandbox console", () => {
  it("is refused without the token: a sign-in page, under a CSP without script", async () => {
    f.start();
    const res = await app().inject({ method: "GET", url: "/sandbox/console" });
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain('<label for="token">Bearer token</label>');
    expect(res.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(res.body).not.toContain("<script");
    const wrong = await signIn("not-the-token-of-this-gateway");
    expect(wrong.res.statusCode).toBe(401);
    expect(wrong.res.headers["set-cookie"]).toBeUndefined();
  });

  it("signs in with the token into an HttpOnly, SameSite=Strict session; a forged cookie is refused", async () => {
    f.start();
    const { res, cookie } = await signIn();
    expect(res.statusCode).toBe(303);
    expect(String(res.headers["set-cookie"])).toMatch(/HttpOnly; SameSite=Strict; Max-Age=28800/);
    expect((await page(cookie)).statusCode).toBe(200);
    expect((await page(`${cookie.slice(0, -3)}abc`)).statusCode).toBe(401);
    expect((await app().inject({ method: "GET", url: "/sandbox/console", headers: AUTH })).statusCode).toBe(200);
  });

  it("shows payments, their delivered webhooks with the decrypted payload, and fraud cases — escaped", async () => {
    await f.listen();
    f.start();
    await post(app(), "/sandbox/v1/webhooks", { entityId: ENTITY, url: f.hook.url });
    const pay = (await post(app(), "/v1/payments", DEBIT)).json<Json>();
    const second = (await post(app(), "/v1/payments", DEBIT)).json<Json>();
    await post(app(), "/v1/payments", {
      ...DEBIT,
      merchantTransactionId: "<i>order-0001</i>",
      "customer.givenName": "simulate",
      "customer.surname": "yellow",
    });
    await new Promise((r) => setImmediate(r));
    await f.gw.deliveries.drain();
    const { cookie } = await signIn();
    const html = (await page(cookie)).body;
    expect(html).toContain(`<code>${pay.id}</code></a>`);
    expect(html).toContain("DELIVERED");
    expect(html).toContain("&#34;result&#34;");
    expect(html).toContain("&#60;i&#62;order-0001&#60;/i&#62;");
    expect(html).not.toContain("<i>order");
    expect(html).not.toContain(DEBIT["card.number"]);
    expect(html).toMatch(/<select id="d-[0-9a-f]{32}" name="decision">/);
    // Each delivery links to its own payment's story by the whole id (two payments of one process share their first characters).
    expect(String(pay.id).slice(0, 8)).toBe(String(second.id).slice(0, 8));
    for (const id of [pay.id, second.id])
      expect(html).toContain(`<a href="/sandbox/console/payments/${id}?entityId=${ENTITY}"><code>${id}</code></a>`);
  });

  it("actions need the session's CSRF token and the gateway's origin; then they act through the API", async () => {
    f.start();
    await post(app(), "/v1/payments", { ...DEBIT, "customer.givenName": "simulate", "customer.surname": "yellow" });
    const { cookie } = await signIn();
    const html = (await page(cookie)).body;
    const csrf = csrfOf(html);
    const caseId = /<select id="d-([0-9a-f]{32})"/.exec(html)?.[1] ?? "";
    expect((await act(cookie, "advance", { advance: "PT1H", entityId: ENTITY })).statusCode).toBe(403);
    expect((await act(cookie, "advance", { advance: "PT1H", entityId: ENTITY, csrf }, { origin: "https://evil.example" })).statusCode).toBe(
      403,
    );
    const moved = await act(cookie, "advance", { advance: "PT1H", entityId: ENTITY, csrf });
    expect(moved.statusCode).toBe(303);
    expect(moved.headers.location).toContain("done=advance");
    const decided = await act(cookie, "decide", { id: caseId, decision: "APPROVE", userid: "analyst-7", entityId: ENTITY, csrf });
    expect(decided.headers.location).toContain("done=decide");
    const after = (await page(cookie, `?entityId=${ENTITY}&done=decide`)).body;
    expect(after).toContain("The decision is recorded");
    expect(after).toContain("APPROVE");
    expect(after).toContain("3600 s ahead of this machine");
    const again = await act(cookie, "decide", { id: caseId, decision: "CANCEL", entityId: ENTITY, csrf });
    expect(decodeURIComponent(String(again.headers.location))).toContain("error=this case was decided APPROVE already");
    const bad = await act(cookie, "redeliver", { id: "../../v1/payments", entityId: ENTITY, csrf });
    expect(decodeURIComponent(String(bad.headers.location))).toContain("error=unknown console action");
  });
});

describe("the console session and the sandbox clock", () => {
  it("moving the sandbox clock by months does not end the session (it lasts 8 hours of the machine's time)", async () => {
    f.start();
    const { cookie } = await signIn();
    const csrf = csrfOf((await page(cookie)).body);
    expect((await act(cookie, "advance", { advance: "P2M", entityId: ENTITY, csrf })).headers.location).toContain("done=advance");
    expect((await page(cookie)).statusCode).toBe(200);
  });
});

describe("the console as the page a merchant keeps open (first hour, item 10)", () => {
  it("finds payments by id, merchantTransactionId or checkout id, and filters them by result", async () => {
    f.start();
    const approved = (await post(app(), "/v1/payments", { ...DEBIT, merchantTransactionId: "order-4711" })).json<Json>();
    const declined = (await post(app(), "/v1/payments", { ...DEBIT, "card.number": "4000000000000002" })).json<Json>();
    const { cookie } = await signIn();
    const rows = (html: string) => [...html.matchAll(/<tr id="p-([0-9a-f]{32})">/g)].map((m) => m[1]);
    expect(rows((await page(cookie, `?entityId=${ENTITY}&q=order-4711`)).body)).toEqual([approved.id]);
    expect(rows((await page(cookie, `?entityId=${ENTITY}&q=${declined.id}`)).body)).toEqual([declined.id]);
    expect(rows((await page(cookie, `?entityId=${ENTITY}&result=declined`)).body)).toEqual([declined.id]);
    expect(rows((await page(cookie, `?entityId=${ENTITY}&result=approved`)).body)).toEqual([approved.id]);
    const none = (await page(cookie, `?entityId=${ENTITY}&q=nothing-like-this`)).body;
    expect([rows(none), none.includes("No payment matches."), none.includes('value="nothing-like-this"')]).toEqual([[], true, true]);
  });

  it("tells a payment's whole story on one page: its checkout, its operations in order, its events and deliveries", async () => {
    await f.listen();
    f.start();
    await post(app(), "/sandbox/v1/webhooks", { entityId: ENTITY, url: f.hook.url });
    const pa = (await post(app(), "/v1/payments", { ...DEBIT, paymentType: "PA", amount: "50.00" })).json<Json>();
    const capture = (
      await post(app(), `/v1/payments/${pa.id}`, { entityId: ENTITY, paymentType: "CP", amount: "30.00", currency: "EUR" })
    ).json<Json>();
    await new Promise((r) => setImmediate(r));
    await f.gw.deliveries.drain();
    const { cookie } = await signIn();
    const story = await app().inject({ method: "GET", url: `/sandbox/console/payments/${pa.id}?entityId=${ENTITY}`, headers: { cookie } });
    expect(story.statusCode).toBe(200);
    expect(story.headers["content-security-policy"]).toContain("default-src 'none'");
    const html = story.body;
    expect(html.indexOf(`payments/${pa.id}?`)).toBeLessThan(html.indexOf(`payments/${capture.id}?`));
    expect(html).toContain("<code>000.100.110</code>");
    expect(html).toContain("PAYMENT CREATED");
    expect(html).toContain("DELIVERED");
    expect(html).not.toContain(DEBIT["card.number"]);
    const other = await app().inject({ method: "GET", url: `/sandbox/console/payments/${"0".repeat(32)}`, headers: { cookie } });
    expect(other.statusCode).toBe(404);
    expect((await app().inject({ method: "GET", url: `/sandbox/console/payments/${pa.id}` })).statusCode).toBe(401);
  });

  it("keeps dates on one line and Sign out in the header's bar, beside the navigation", async () => {
    f.start();
    await post(app(), "/v1/payments", DEBIT);
    const { cookie } = await signIn();
    const html = (await page(cookie)).body;
    expect(html).toMatch(
      /<div class="bar"><nav aria-label="Sections">[\s\S]*<\/nav>\n<form method="post" action="\/sandbox\/console\/logout"/,
    );
    expect(html).toMatch(/<td><time>2026-06-15 12:00:00<\/time><\/td>/);
    const css = (await app().inject({ method: "GET", url: "/sandbox/console.css" })).body;
    expect(css).toContain("time{white-space:nowrap}");
  });
});

describe("the console and the request log", () => {
  type Logged = { requests: { method: string; path: string; by?: string; withheld?: { id?: string } }[]; last: number };
  const logs = async (after?: number) =>
    (await get(app(), `/sandbox/v1/logs?entityId=${ENTITY}&limit=1000${after === undefined ? "" : `&after=${after}`}`)).json<Logged>();

  it("a payment made under a rehearsed fault: its story names the request, the fault and the answer the client never got", async () => {
    f.start();
    const res = await app().inject({
      method: "POST",
      url: "/v1/payments",
      headers: { ...FORM, ...AUTH, "x-sandbox-fault": "error-after-commit" },
      payload: new URLSearchParams({ ...DEBIT, merchantTransactionId: "FAULTED-0001" }).toString(),
    });
    expect(res.statusCode).toBe(500);
    const id = (await logs()).requests.at(-1)?.withheld?.id ?? "";
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    const { cookie } = await signIn();
    const story = (await app().inject({ method: "GET", url: `/sandbox/console/payments/${id}`, headers: { cookie } })).body;
    expect(story).toContain(
      `<td><code>POST /v1/payments</code></td><td>500</td><td><code>900.100.100</code><br><small class="fault">rehearsed fault: error-after-commit; withheld from the client: 000.100.110 ${id}</small>`,
    );
  });

  it("leaves out the console's reads and keeps its actions, marked as the console's", async () => {
    f.start();
    const { cookie } = await signIn();
    const before = (await logs()).last;
    const html = (await page(cookie)).body;
    expect((await act(cookie, "advance", { advance: "PT1M", entityId: ENTITY, csrf: csrfOf(html) })).statusCode).toBe(303);
    await page(cookie);
    expect((await logs(before)).requests.map((r) => `${r.by} ${r.method} ${r.path}`)).toEqual(["console POST /sandbox/v1/clock"]);
  });
});

describe("the console's session download", () => {
  it("downloads the entity's session as the fixture payment-widgets replay takes; only for the session's entities", async () => {
    f.start();
    await post(app(), "/v1/payments", { ...DEBIT, merchantTransactionId: "DOWNLOADED-0001" });
    const { cookie } = await signIn();
    expect((await page(cookie)).body).toContain(`<a href="/sandbox/console/recording?entityId=${ENTITY}" download>`);
    const res = await app().inject({ method: "GET", url: `/sandbox/console/recording?entityId=${ENTITY}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="session-[0-9TZ-]+\.json"$/);
    const recording = res.json<{ version: number; entityId: string; steps: { params: Record<string, string> }[] }>();
    expect([recording.version, recording.entityId]).toEqual([1, ENTITY]);
    expect(recording.steps.some((s) => s.params.merchantTransactionId === "DOWNLOADED-0001")).toBe(true);
    expect(res.body).not.toContain(DEBIT["card.number"]);
    const other = await app().inject({ method: "GET", url: `/sandbox/console/recording?entityId=${"c3".repeat(16)}`, headers: { cookie } });
    expect(other.statusCode).toBe(404);
    expect((await app().inject({ method: "GET", url: `/sandbox/console/recording?entityId=${ENTITY}` })).statusCode).toBe(401);
  });
});
