import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_TOKEN } from "./config.ts";
import { AUTH, Clock, ENTITY, gateway, get, type Json, type Params, post } from "./testing/test-harness.ts";

/**
 * The attacks of security round 3 not covered by a file of their own (paid-back.test.ts: item 1,
 * card-data-at-rest.test.ts: item 2, tls.test.ts: item 16, settlement/ftp-delivery.test.ts: item 7),
 * numbered as in the review. Each performs the attack and fails if its fix is removed.
 */
type Answer = Json & { redirect?: { url: string; parameters?: { name: string; value: string }[] } };
const FRAME = { origin: "http://localhost:80" };
const CHECKOUT: Params = { entityId: ENTITY, amount: "20.00", currency: "EUR", paymentType: "DB" };

let gw: ReturnType<typeof gateway>;
beforeEach(() => {
  gw = gateway(new Clock());
});
afterEach(async () => {
  await gw.app.close();
});
const checkout = async (extra: Params = {}) => {
  const res = await post(gw.app, "/v1/checkouts", { ...CHECKOUT, ...extra });
  return res;
};
const checkoutId = async (extra: Params = {}) => (await checkout(extra)).json<Json>().id ?? "";

describe("13. CSP injection through shopperResultUrl", () => {
  const INJECTED = "https://a;require-trusted-types-for/r3";

  it("the merchant's server and the widget are refused an address whose host is not a host", async () => {
    const created = await checkout({ shopperResultUrl: INJECTED });
    expect(created.statusCode).toBe(400);
    expect(created.json<Json>().result.parameterErrors?.[0]).toMatchObject({ name: "shopperResultUrl" });
    const id = await checkoutId();
    const paid = await post(gw.app, `/v1/checkouts/${id}/payment`, { paymentBrand: "GIROPAY", shopperResultUrl: INJECTED }, FRAME);
    expect(paid.statusCode).toBe(400);
    expect(paid.json<Json>().result.parameterErrors?.[0]).toMatchObject({ name: "shopperResultUrl" });
  });

  it("the bank page's policy has one form-action and no directive from the address", async () => {
    const id = await checkoutId();
    const pending = (
      await post(gw.app, `/v1/checkouts/${id}/payment`, { paymentBrand: "GIROPAY", shopperResultUrl: "https://shop.example/r" }, FRAME)
    ).json<Answer>();
    const url = new URL(pending.redirect?.url ?? "http://x/");
    const ticket = pending.redirect?.parameters?.find((p) => p.name === "ticket")?.value ?? url.searchParams.get("ticket") ?? "";
    const page = await get(gw.app, `${url.pathname}?ticket=${encodeURIComponent(ticket)}`, {});
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).toContain("form-action 'self' https://shop.example;");
    expect(csp.split(";").filter((d) => d.trim().startsWith("require-trusted-types-for"))).toHaveLength(1);
  });

  it("FRAME_ANCESTORS with a second directive stops the gateway at start with its name", () => {
    expect(() => gateway(new Clock(), { FRAME_ANCESTORS: "https://shop.example; script-src *" })).toThrow(/FRAME_ANCESTORS/);
  });
});

describe("8 and 9. Console sessions: no sign-in from another site; signing out ends the session", () => {
  const ORIGIN = "http://localhost:80";
  const signIn = (headers: Record<string, string>) =>
    gw.app.inject({
      method: "POST",
      url: "/sandbox/console/session",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      payload: new URLSearchParams({ token: DEFAULT_TOKEN }).toString(),
    });
  const cookieOf = (res: { headers: Record<string, unknown> }) => String(res.headers["set-cookie"] ?? "").split(";")[0] ?? "";

  it.each<[string, Record<string, string>]>([
    ["another site's page (Origin, Sec-Fetch-Site)", { origin: "http://evil.test", "sec-fetch-site": "cross-site" }],
    ["another site's page (Sec-Fetch-Site only)", { "sec-fetch-site": "cross-site" }],
    ["a page of the same site on another port", { origin: "http://localhost:3000", "sec-fetch-site": "same-site" }],
  ])("8. a sign-in posted from %s gets no session", async (_what, headers) => {
    const res = await signIn(headers);
    expect(res.statusCode).toBe(403);
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it("8. the console's own sign-in form works (same origin, or a client that sends neither header)", async () => {
    expect((await signIn({ origin: ORIGIN, "sec-fetch-site": "same-origin" })).statusCode).toBe(303);
    expect(cookieOf(await signIn({}))).toMatch(/^wpwl_console=v2\./);
  });

  it("9. after signing out, the same cookie opens nothing and moves no clock", async () => {
    const cookie = cookieOf(await signIn({ origin: ORIGIN, "sec-fetch-site": "same-origin" }));
    const page = await gw.app.inject({ method: "GET", url: "/sandbox/console", headers: { cookie } });
    expect(page.statusCode).toBe(200);
    const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? "";
    const form = (url: string, fields: Record<string, string>) =>
      gw.app.inject({
        method: "POST",
        url,
        headers: { cookie, origin: ORIGIN, "sec-fetch-site": "same-origin", "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams(fields).toString(),
      });
    expect((await form("/sandbox/console/logout", { csrf })).statusCode).toBe(303);
    expect((await gw.app.inject({ method: "GET", url: "/sandbox/console", headers: { cookie } })).statusCode).toBe(401);
    const moved = await form("/sandbox/console/actions/advance", { csrf, entityId: ENTITY, advance: "P1D" });
    expect(moved.statusCode).toBe(403);
    expect((await get(gw.app, "/sandbox/v1/clock")).json<{ offset: number }>().offset).toBe(0);
  });
});

describe("10. Tieback credentials are set, never read back", () => {
  it("GET and POST /sandbox/v1/tieback show the header names, not their values", async () => {
    const secret = "Bearer tieback-secret-0123456789";
    const set = await post(gw.app, "/sandbox/v1/tieback", {
      entityId: ENTITY,
      "urls[0]": "https://shop.example/tieback",
      "headers[Authorization]": secret,
      "headers[X-Shop-Key]": "k-123",
    });
    expect(set.statusCode).toBe(200);
    const read = await get(gw.app, `/sandbox/v1/tieback?entityId=${ENTITY}`);
    for (const answer of [set.body, read.body]) {
      expect(answer).not.toContain("tieback-secret-0123456789");
      expect(answer).not.toContain("k-123");
    }
    expect(read.json<{ tieback: { headers: Record<string, string> } }>().tieback.headers).toEqual({
      authorization: "•••• (32 characters, ending 89)",
      "x-shop-key": "•••• (5 characters)",
    });
  });
});

describe("11. Every authenticated answer is Cache-Control: no-store (the whole route table)", () => {
  it("each merchant route, GET or POST, answered or refused", async () => {
    await gw.app.ready();
    const routes = gw.merchantRoutes.filter((r) => r.method === "GET" || r.method === "POST" || r.method === "DELETE");
    expect(routes.length).toBeGreaterThan(30);
    const missing: string[] = [];
    for (const { method, url } of routes) {
      const path = url.replace(/:[A-Za-z]+/g, "0123456789abcdef0123456789abcdef");
      const res = await gw.app.inject({
        method: method as "GET" | "POST" | "DELETE",
        url: `${path}?entityId=${ENTITY}`,
        headers: { ...AUTH, ...(method === "POST" ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
        ...(method === "POST" ? { payload: `entityId=${ENTITY}` } : {}),
      });
      if (!String(res.headers["cache-control"] ?? "").includes("no-store")) missing.push(`${method} ${url} (${res.statusCode})`);
    }
    expect(missing).toEqual([]);
  });
});

describe("15. Another account's object is indistinguishable from a missing one", () => {
  const TOKEN_B = "account-b-token-0123456789abcdef";
  const B = "b2".repeat(16);
  const AUTH_B = { authorization: `Bearer ${TOKEN_B}` };
  const UNKNOWN = "0123456789abcdef0123456789abcdef";
  const same = (body: string) => body.replace(/"(timestamp|ndc)":"[^"]*"/g, "").replaceAll(/[0-9a-f]{32}/g, "<id>");

  it("registrations (live and deleted), payments, checkouts and schedules of A: B gets what an unknown id gets", async () => {
    await gw.app.close();
    gw = gateway(new Clock(), { GATEWAY_ACCOUNTS: JSON.stringify([{ token: TOKEN_B, entityIds: [B] }]) });
    const card = {
      paymentBrand: "VISA",
      "card.number": "4200000000000000",
      "card.expiryMonth": "12",
      "card.expiryYear": "2031",
      "card.holder": "Jane Jones",
      "card.cvv": "123",
    };
    const reg = (await post(gw.app, "/v1/registrations", { entityId: ENTITY, ...card })).json<Json>().id ?? "";
    const deleted = (await post(gw.app, "/v1/registrations", { entityId: ENTITY, ...card })).json<Json>().id ?? "";
    expect(
      (await gw.app.inject({ method: "DELETE", url: `/v1/registrations/${deleted}?entityId=${ENTITY}`, headers: AUTH })).statusCode,
    ).toBe(200);
    const payment = (await post(gw.app, "/v1/payments", { ...CHECKOUT, ...card, "card.cvv": "123" })).json<Json>().id ?? "";
    const checkout = await checkoutId();
    const schedule =
      (
        await post(gw.app, "/scheduling/v1/schedules", {
          registrationId: reg,
          entityId: ENTITY,
          amount: "1.00",
          currency: "EUR",
          paymentType: "DB",
          "job.month": "*",
          "job.dayOfMonth": "1",
        })
      ).json<Json>().id ?? "";
    expect(schedule).toMatch(/^[0-9a-f]{32}$/);
    const asB = (method: "GET" | "POST" | "DELETE", url: string, params?: Params) =>
      gw.app.inject({
        method,
        url,
        headers: { ...AUTH_B, ...(params ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
        ...(params ? { payload: new URLSearchParams(params).toString() } : {}),
      });
    const cases: [string, (id: string) => ReturnType<typeof asB>, string][] = [
      ["GET a registration", (id) => asB("GET", `/v1/registrations/${id}?entityId=${B}`), reg],
      ["GET a deleted registration", (id) => asB("GET", `/v1/registrations/${id}?entityId=${B}`), deleted],
      [
        "pay over a deleted registration",
        (id) => asB("POST", `/v1/registrations/${id}/payments`, { entityId: B, amount: "1.00", currency: "EUR", paymentType: "DB" }),
        deleted,
      ],
      ["DELETE a deleted registration", (id) => asB("DELETE", `/v1/registrations/${id}?entityId=${B}`), deleted],
      [
        "schedule over a deleted registration",
        (id) =>
          asB("POST", "/scheduling/v1/schedules", {
            registrationId: id,
            entityId: B,
            amount: "1.00",
            currency: "EUR",
            paymentType: "DB",
            "job.month": "*",
            "job.dayOfMonth": "1",
          }),
        deleted,
      ],
      ["GET a payment", (id) => asB("GET", `/v1/payments/${id}?entityId=${B}`), payment],
      [
        "refund a payment",
        (id) => asB("POST", `/v1/payments/${id}`, { entityId: B, amount: "1.00", currency: "EUR", paymentType: "RF" }),
        payment,
      ],
      ["GET a checkout's payment", (id) => asB("GET", `/v1/checkouts/${id}/payment?entityId=${B}`), checkout],
      ["GET a schedule", (id) => asB("GET", `/scheduling/v1/schedules/${id}?entityId=${B}`), schedule],
      ["DELETE a schedule", (id) => asB("DELETE", `/scheduling/v1/schedules/${id}?entityId=${B}`), schedule],
    ];
    const differ: string[] = [];
    for (const [what, ask, id] of cases) {
      const theirs = await ask(id);
      const missing = await ask(UNKNOWN);
      if (theirs.statusCode !== missing.statusCode || same(theirs.body) !== same(missing.body))
        differ.push(`${what}: ${theirs.statusCode} ${same(theirs.body)} ≠ ${missing.statusCode} ${same(missing.body)}`);
    }
    expect(differ).toEqual([]);
  });
});

describe("14. (sibling) Each account reads its own FTP login through the API, no other's", () => {
  it("GET /sandbox/v1/reconciliation/ftp", async () => {
    const TOKEN_B = "account-b-token-0123456789abcdef";
    const B = "b4".repeat(16);
    await gw.app.close();
    gw = gateway(new Clock(), { GATEWAY_ACCOUNTS: JSON.stringify([{ token: TOKEN_B, entityIds: [B] }]) });
    const own = await get(gw.app, `/sandbox/v1/reconciliation/ftp?entityId=${B}`, { authorization: `Bearer ${TOKEN_B}` });
    expect(own.statusCode).toBe(200);
    expect(own.json<Json>()).toMatchObject({ user: B, url: null });
    expect(own.json<{ password: string }>().password).toMatch(/^[0-9a-f]{24}$/);
    const other = await get(gw.app, `/sandbox/v1/reconciliation/ftp?entityId=${ENTITY}`, { authorization: `Bearer ${TOKEN_B}` });
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain("password");
  });
});

describe("6. Reads are paged in the database: memory bounded by the page, not the history", () => {
  it("a time frame over 1,201 payments finds the one refund, reading pages of at most 500 rows", async () => {
    const paid =
      (
        await post(gw.app, "/v1/payments", {
          ...CHECKOUT,
          paymentBrand: "VISA",
          "card.number": "4200000000000000",
          "card.expiryMonth": "12",
          "card.expiryYear": "2031",
          "card.cvv": "123",
        })
      ).json<Json>().id ?? "";
    const row = gw.ctx.store.payment(paid);
    if (!row) throw new Error("no payment");
    gw.ctx.store.atomically(() => {
      for (let i = 0; i < 1_200; i++)
        gw.ctx.store.recordPayment(
          {
            ...row,
            id: `${String(i).padStart(8, "0")}${"d".repeat(24)}`,
            short_id: `s${i}`,
            created_at: row.created_at + i + 1,
            registration_id: null,
            max_captures: null,
            notification_url: null,
          },
          false,
        );
    });
    expect(
      (await post(gw.app, `/v1/payments/${paid}`, { entityId: ENTITY, amount: "1.00", currency: "EUR", paymentType: "RF" })).statusCode,
    ).toBe(200);
    const pages: number[] = [];
    const read = gw.ctx.store.paymentsBetween.bind(gw.ctx.store);
    gw.ctx.store.paymentsBetween = (...args: Parameters<typeof read>) => {
      const page = read(...args);
      pages.push(page.rows.length);
      return page;
    };
    const frame = "date.from=2026-06-15%2000:00:00&date.to=2026-06-16%2000:00:00";
    const refunds = await get(gw.app, `/v1/query?entityId=${ENTITY}&${frame}&paymentTypes=RF&limit=100`);
    expect(refunds.statusCode, refunds.body).toBe(200);
    expect(refunds.json<{ payments: { paymentType: string }[] }>().payments.map((x) => x.paymentType)).toEqual(["RF"]);
    const visa = await get(gw.app, `/v1/query?entityId=${ENTITY}&${frame}&paymentMethods=CC&limit=500`);
    expect(visa.json<{ payments: unknown[] }>().payments).toHaveLength(500);
    // A filter the database cannot apply (the payment method) reads the whole frame, a page at a time.
    pages.length = 0;
    const none = await get(gw.app, `/v1/query?entityId=${ENTITY}&${frame}&paymentMethods=DD`);
    expect(none.statusCode, none.body).toBe(404);
    expect(pages).toEqual([500, 500, 202]);
  });
});

describe("12. A webhook's test notification is no port scanner", () => {
  it("the 11th registration attempt in a minute is refused (429) before anything is sent", async () => {
    const answers: number[] = [];
    for (let port = 1; port <= 11; port++) {
      answers.push((await post(gw.app, "/sandbox/v1/webhooks", { entityId: ENTITY, url: `http://127.0.0.1:${port}/hook` })).statusCode);
    }
    expect(answers.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(answers[10]).toBe(429);
  });
});
