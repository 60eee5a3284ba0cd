import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ACS_ONE_TIME_CODE } from "../simulator/three-d-secure.ts";
import {
  AUTH,
  Clock,
  ENTITY,
  FORM,
  gateway,
  get,
  type Json,
  MINUTE,
  type Params,
  post,
  SHOWN_VISA_CARD,
  VISA_CARD,
} from "../testing/test-harness.ts";

/** wpwlOptions.useSummaryPage: the widget saves, the merchant's server confirms (docs/integration.md "Summary page"). */
type Answer = Json & { redirect?: { url: string } };
const SAME_ORIGIN = { origin: "http://localhost:80" };
const CHECKOUT: Params = { entityId: ENTITY, amount: "49.90", currency: "EUR", paymentType: "DB" };
const SAVE: Params = { paymentBrand: "VISA", ...VISA_CARD, useSummaryPage: "true" };

let clock: Clock;
let gw: ReturnType<typeof gateway>;
beforeEach(() => {
  clock = new Clock();
  gw = gateway(clock);
});
afterEach(async () => {
  await gw.app.close();
});

const checkout = async (extra: Params = {}) => (await post(gw.app, "/v1/checkouts", { ...CHECKOUT, ...extra })).json<Json>().id ?? "";
const save = (id: string, params: Params = SAVE) => post(gw.app, `/v1/checkouts/${id}/payment`, params, SAME_ORIGIN);
const confirm = (id: string, params: Params = {}, headers: Record<string, string> = AUTH) =>
  post(gw.app, `/v1/checkouts/${id}/payment`, params, headers);
const status = async (id: string) => (await get(gw.app, `/v1/checkouts/${id}/payment`)).json<Answer>();
/** Whether the checkout has any payment record (a save records none). */
const paymentsOf = (id: string) => (gw.ctx.store.lastPayment(id) ? 1 : 0);

describe("saving (the widget's pay with useSummaryPage=true)", () => {
  it("validates and saves the card, answers 000.200.110 with the masked card and charges nothing", async () => {
    const id = await checkout();
    const res = await save(id);
    expect(res.statusCode).toBe(200);
    const body = res.json<Answer>();
    expect(body.result.code).toBe("000.200.110");
    expect(body).toMatchObject({ id, amount: "49.90", currency: "EUR", paymentBrand: "VISA" });
    expect(body.card).toEqual(SHOWN_VISA_CARD);
    expect(res.body).not.toContain("4200000000000000");
    expect(res.body).not.toContain('"useSummaryPage"');
    expect(paymentsOf(id)).toBe(0);
    // The status call says the data is saved and waits for the confirmation.
    const s = await status(id);
    expect(s.result.code).toBe("000.200.110");
    expect(s.card?.last4Digits).toBe("0000");
    expect(JSON.stringify(s)).not.toContain("4200000000000000");
  });

  it.each([
    ["an invalid card number", { "card.number": "4200000000000001" }, "100.100.101"],
    ["an expired card", { "card.expiryYear": "2025" }, undefined],
  ])("refuses %s at once", async (_what, change, code) => {
    const id = await checkout();
    const res = await save(id, { ...SAVE, ...change });
    expect(res.statusCode).toBe(400);
    if (code) expect(res.json<Answer>().result.code).toBe(code);
    expect(gw.ctx.store.savedPayment(id)).toBeUndefined();
  });

  it.each([
    ["a non-card brand", { paymentBrand: "PAYPAL", shopperResultUrl: "https://shop.example/r" }, SAME_ORIGIN],
    ["a malformed flag", { ...SAVE, useSummaryPage: "yes" }, SAME_ORIGIN],
  ])("refuses %s with a parameter error naming useSummaryPage", async (_what, params, headers) => {
    const id = await checkout();
    const res = await post(gw.app, `/v1/checkouts/${id}/payment`, { useSummaryPage: "true", ...params }, headers);
    expect(res.statusCode).toBe(400);
    expect(res.json<Answer>().result.parameterErrors?.[0]?.name).toBe("useSummaryPage");
    expect(paymentsOf(id)).toBe(0);
  });

  it("a second save before the confirmation replaces the first (the shopper changed the card)", async () => {
    const id = await checkout();
    await save(id);
    await save(id, { ...SAVE, paymentBrand: "MASTER", "card.number": "5454545454545454" });
    expect((await status(id)).card?.last4Digits).toBe("5454");
    const res = await confirm(id);
    expect(res.json<Answer>()).toMatchObject({ paymentBrand: "MASTER", result: { code: "000.100.110" } });
  });
});

describe("the merchant's confirmation (POST …/payment with the bearer token)", () => {
  it("executes the payment once: the second confirmation gets the same final answer, no second charge", async () => {
    const id = await checkout();
    await save(id);
    const first = await confirm(id, { entityId: ENTITY });
    expect(first.statusCode).toBe(200);
    const paid = first.json<Answer>();
    expect(paid.result.code).toBe("000.100.110");
    expect(paid.card?.last4Digits).toBe("0000");
    const second = await confirm(id);
    expect(second.statusCode).toBe(200);
    expect(second.json<Answer>().id).toBe(paid.id);
    expect(gw.ctx.store.checkout(id)?.paid_payment_id).toBe(paid.id);
    expect((await status(id)).id).toBe(paid.id);
    // The card secrets are wiped with the confirmation.
    expect(gw.ctx.store.savedPayment(id)?.secret).toBeNull();
    // The widget cannot pay the checkout again.
    expect((await save(id)).json<Answer>().result.code).toBe("100.350.101");
  });

  it("concurrent confirmations execute one payment", async () => {
    const id = await checkout();
    await save(id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => confirm(id)));
    const ids = new Set(answers.map((a) => a.json<Answer>().id));
    expect(ids.size).toBe(1);
    expect(answers.every((a) => a.json<Answer>().result.code === "000.100.110")).toBe(true);
  });

  it("a declining card is declined at the confirmation, and stays declined", async () => {
    const id = await checkout();
    expect((await save(id, { ...SAVE, "card.number": "4000000000000002" })).statusCode).toBe(200);
    const res = await confirm(id);
    expect(res.statusCode).toBe(400);
    expect(res.json<Answer>().result.code).toBe("800.100.152");
    expect((await confirm(id)).json<Answer>().result.code).toBe("800.100.152");
  });

  it("a challenge card answers pending with the ACS redirect; the challenge settles the payment once", async () => {
    const id = await checkout();
    await save(id, { ...SAVE, "card.number": "4000000000003022" });
    const res = await confirm(id, { shopperResultUrl: "https://shop.example/result" });
    expect(res.statusCode).toBe(200);
    const pending = res.json<Answer>();
    expect(pending.result.code).toBe("000.200.000");
    expect(pending.redirect?.url).toMatch(/\/v1\/threeds\/[0-9a-f]{32}$/);
    // A repeated confirmation shows the same pending payment, not a second challenge.
    expect((await confirm(id)).json<Answer>()).toMatchObject({ id: pending.id, redirect: { url: pending.redirect?.url } });
    const txn = new URL(pending.redirect?.url ?? "").pathname.split("/").pop() ?? "";
    const acs = await gw.app.inject({
      method: "POST",
      url: `/v1/threeds/${txn}`,
      headers: { ...FORM, "sec-fetch-site": "same-origin" },
      payload: new URLSearchParams({ action: "submit", otp: ACS_ONE_TIME_CODE }).toString(),
    });
    expect(acs.body).toContain(`https://shop.example/result?id=${encodeURIComponent(id)}`);
    expect((await status(id)).result.code).toBe("000.100.110");
    expect((await confirm(id)).json<Answer>().result.code).toBe("000.100.110");
  });

  it("after the checkout expired: 200.300.405, and the card secrets are wiped", async () => {
    const id = await checkout();
    await save(id);
    clock.advance(30 * MINUTE);
    const res = await confirm(id);
    expect(res.statusCode).toBe(400);
    expect(res.json<Answer>().result.code).toBe("200.300.405");
    expect(gw.ctx.store.savedPayment(id)?.secret).toBeNull();
    expect(paymentsOf(id)).toBe(0);
  });

  it("the result-URL sweep wipes the secrets of expired saved data", async () => {
    const id = await checkout();
    await save(id);
    clock.advance(29 * MINUTE);
    await gw.scheduler.sweep();
    expect(gw.ctx.store.savedPayment(id)?.secret).not.toBeNull();
    clock.advance(MINUTE);
    await gw.scheduler.sweep();
    expect(gw.ctx.store.savedPayment(id)?.secret).toBeNull();
  });

  it("saved and never confirmed nor fetched: the automatic call after 29 minutes goes to the summary page on a merchant origin (resourcePath …/payment)", async () => {
    const calls: string[] = [];
    await gw.app.close();
    gw = gateway(
      clock,
      { FRAME_ANCESTORS: "https://shop.example" },
      {
        fetch: (async (url: URL | string) => {
          calls.push(String(url));
          return new Response("", { status: 200 });
        }) as typeof fetch,
      },
    );
    const id = await checkout();
    await save(id, { ...SAVE, shopperResultUrl: "https://shop.example/summary" });
    clock.advance(29 * MINUTE);
    await gw.scheduler.sweep();
    expect(calls).toEqual([
      `https://shop.example/summary?id=${encodeURIComponent(id)}&resourcePath=${encodeURIComponent(`/v1/checkouts/${id}/payment`)}`,
    ]);
  });

  it("without saved data: a clear 400", async () => {
    const id = await checkout();
    const res = await confirm(id);
    expect(res.statusCode).toBe(400);
    expect(res.json<Answer>().result).toMatchObject({ code: "200.300.404", description: expect.stringContaining("useSummaryPage") });
  });

  it.each([
    ["no valid token", { authorization: "Bearer wrong" }, 403],
    ["a malformed header", { authorization: "Basic x" }, 401],
  ])("with %s: an error status and nothing paid", async (_what, headers, code) => {
    const id = await checkout();
    await save(id);
    expect((await confirm(id, {}, headers)).statusCode).toBe(code);
    expect(paymentsOf(id)).toBe(0);
  });

  it("another entity's checkout id is unknown (404); a wrong entityId is 403", async () => {
    const id = await checkout();
    await save(id);
    expect((await confirm(id, { entityId: "0123456789abcdef0123456789abcdef" })).statusCode).toBe(403);
    expect((await confirm("0".repeat(32))).statusCode).toBe(404);
    expect(paymentsOf(id)).toBe(0);
  });
});

describe("durability", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "summary-"));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it("saved card data does not survive a restart (sealed under a memory-only key): a clear 400, the shopper saves again", async () => {
    const file = join(dir, "gw.db");
    const first = gateway(clock, { GATEWAY_DB: file });
    const id = (await post(first.app, "/v1/checkouts", CHECKOUT)).json<Json>().id ?? "";
    expect((await post(first.app, `/v1/checkouts/${id}/payment`, SAVE, SAME_ORIGIN)).statusCode).toBe(200);
    await first.app.close();
    const second = gateway(clock, { GATEWAY_DB: file });
    const res = await post(second.app, `/v1/checkouts/${id}/payment`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json<Answer>().result).toMatchObject({ code: "200.300.404", description: expect.stringContaining("restarted") });
    expect(second.ctx.store.lastPayment(id)).toBeUndefined();
    // The shopper saves again on the same checkout, and the confirmation pays it.
    expect((await post(second.app, `/v1/checkouts/${id}/payment`, SAVE, SAME_ORIGIN)).statusCode).toBe(200);
    expect((await post(second.app, `/v1/checkouts/${id}/payment`, {})).json<Answer>().result.code).toBe("000.100.110");
    await second.app.close();
  });
});
