import { describe, expect, it } from "vitest";
import { DEFAULT_TOKEN } from "../config.ts";
import { gatewayFixture } from "../events/receiver.test-support.ts";
import { AUTH, DEBIT, ENTITY, FORM, type Json, post } from "../testing/test-harness.ts";

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
    expect(html).toContain(`<code>${pay.id}</code>`);
    expect(html).toContain("DELIVERED");
    expect(html).toContain("&#34;result&#34;");
    expect(html).toContain("&#60;i&#62;order-0001&#60;/i&#62;");
    expect(html).not.toContain("<i>order");
    expect(html).not.toContain(DEBIT["card.number"]);
    expect(html).toMatch(/<select id="d-[0-9a-f]{32}" name="decision">/);
    // Each delivery links to its own payment by the whole id (two payments of one process share their first characters).
    expect(String(pay.id).slice(0, 8)).toBe(String(second.id).slice(0, 8));
    for (const id of [pay.id, second.id]) expect(html).toContain(`<a href="#p-${id}"><code>${id}</code></a>`);
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
