import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Clock, ENTITY, gateway, get, type Json, MINUTE, type Params, post, VISA_CARD } from "../testing/test-harness.ts";

const SAME_ORIGIN = { origin: "http://localhost:80" };
const CHECKOUT: Params = { entityId: ENTITY, amount: "20.00", currency: "EUR", paymentType: "DB" };

let clock: Clock;
let g: ReturnType<typeof gateway>;
let app: FastifyInstance;

beforeEach(() => {
  clock = new Clock();
  g = gateway(clock);
  app = g.app;
});

afterEach(async () => {
  await app.close();
});

const create = async (params: Params = CHECKOUT) => (await post(app, "/v1/checkouts", params)).json<Json>().id ?? "";
const shopperPays = (id: string, card: Params = VISA_CARD) => post(app, `/v1/checkouts/${id}/payment`, card, SAME_ORIGIN);

describe("POST /v1/checkouts/{id}", () => {
  it("updates an open checkout; the payment uses the new amount", async () => {
    const id = await create();
    const res = await post(app, `/v1/checkouts/${id}`, { entityId: ENTITY, amount: "25.00", "customParameters[step]": "2" });
    expect(res.statusCode).toBe(200);
    expect(res.json<Json>()).toMatchObject({ id, result: { code: "000.200.101" } });
    const paid = (await shopperPays(id)).json<Json>();
    expect(paid).toMatchObject({ amount: "25.00", customParameters: { step: "2" } });
  });

  it.each<[string, Params, number]>([
    ["overridePaymentType", { "overridePaymentType[VISA]": "PA" }, 400],
    ["a bad amount", { amount: "25" + ",00" }, 400],
    ["another entity", { entityId: "0123456789abcdef0123456789abcdef" }, 403],
  ])("refuses %s", async (_name, params, status) => {
    const id = await create();
    expect((await post(app, `/v1/checkouts/${id}`, { entityId: ENTITY, ...params })).statusCode).toBe(status);
  });

  it("refuses a paid or expired checkout, 404 for an unknown one", async () => {
    const paid = await create();
    await shopperPays(paid);
    expect((await post(app, `/v1/checkouts/${paid}`, { entityId: ENTITY, amount: "1.00" })).json<Json>().result.code).toBe("100.350.101");
    const old = await create();
    clock.advance(30 * MINUTE);
    expect((await post(app, `/v1/checkouts/${old}`, { entityId: ENTITY, amount: "1.00" })).statusCode).toBe(400);
    expect((await post(app, `/v1/checkouts/${"A".repeat(32)}.x`, { entityId: ENTITY })).statusCode).toBe(404);
  });
});

describe("overridePaymentType[brand] and amounts (spec 2.3, 2.30)", () => {
  const MASTER_CARD = { ...VISA_CARD, "card.number": "5454545454545454" };
  it.each<[string, Params, string]>([
    ["a VISA card (brand detected) of a DB checkout with overridePaymentType[VISA]=PA is a PA", VISA_CARD, "PA"],
    ["a VISA card chosen by brand is a PA too", { ...VISA_CARD, paymentBrand: "VISA" }, "PA"],
    ["a MASTER card keeps the checkout's DB", MASTER_CARD, "DB"],
  ])("%s", async (_name, card, paymentType) => {
    const id = await create({ ...CHECKOUT, "overridePaymentType[VISA]": "PA", "overridePaymentType[AMEX]": "DB" });
    const paid = (await shopperPays(id, card)).json<Json>();
    expect(paid).toMatchObject({ paymentType, result: { code: "000.100.110" } });
    // Spec 2.30 brandResult: the detected brand, only when the request named none.
    expect((paid as Json & { brandResult?: string }).brandResult).toBe(
      "paymentBrand" in card ? undefined : paymentType === "PA" ? "VISA" : "MASTER",
    );
    expect((await get(app, `/v1/checkouts/${id}/payment`)).json<Json>().paymentType).toBe(paymentType);
    // The merchant sees the override's effect, never the override parameter itself.
    expect(JSON.stringify(paid)).not.toContain("overridePaymentType");
    if (paymentType === "PA") {
      const cp = await post(app, `/v1/payments/${paid.id}`, { entityId: ENTITY, paymentType: "CP", amount: "20.00", currency: "EUR" });
      expect(cp.json<Json>().result.code).toBe("000.100.110");
    }
  });

  it.each<[string, string]>([
    ["1", "1.00"],
    ["20", "20.00"],
    ["007.50", "7.50"],
    ["0.99", "0.99"],
  ])("amount=%s is processed and answered as %s everywhere it is echoed", async (amount, shown) => {
    const id = await create({ ...CHECKOUT, amount, "cart.items[0].name": "Tea", "cart.items[0].price": amount });
    const paid = (await shopperPays(id)).json<Json & { cart?: { items: { price: string }[] } }>();
    expect(paid.amount).toBe(shown);
    expect(paid.cart?.items[0]?.price).toBe(shown);
    expect((await get(app, `/v1/checkouts/${id}/payment`)).json<Json>().amount).toBe(shown);
    const s2s = await post(app, "/v1/payments", { ...CHECKOUT, amount, paymentBrand: "VISA", ...VISA_CARD });
    expect(s2s.json<Json>().amount).toBe(shown);
    const refund = await post(app, `/v1/payments/${s2s.json<Json>().id}`, { entityId: ENTITY, paymentType: "RF", amount, currency: "EUR" });
    expect(refund.json<Json>().amount).toBe(shown);
  });
});

describe("GET /v1/checkouts/{id}/payment: the paid result is handed out once", () => {
  const status = (id: string) => get(app, `/v1/checkouts/${id}/payment?entityId=${ENTITY}`);
  it("answers the paid result once; a second request finds no session and says where the payment is", async () => {
    const id = await create();
    expect((await status(id)).json<Json>().result.code).toBe("000.200.000");
    const paid = (await shopperPays(id)).json<Json>();
    const first = await status(id);
    expect([first.statusCode, first.json<Json>().result.code, first.json<Json>().id]).toEqual([200, "000.100.110", paid.id]);
    const second = await status(id);
    expect([second.statusCode, second.json<Json>().result.code]).toEqual([400, "200.300.404"]);
    expect(second.json<Json>().result.description).toContain("no payment session found for the requested id");
    expect(second.json<Json>().result.description).toContain(`GET /v1/payments/${paid.id}`);
    expect((await get(app, `/v1/payments/${paid.id}?entityId=${ENTITY}`)).json<Json>().result.code).toBe("000.100.110");
  });

  it("answers a decline as often as asked: the shopper may still pay the checkout with another card", async () => {
    const id = await create();
    await shopperPays(id, { ...VISA_CARD, "card.number": "4000000000000010" });
    for (let i = 0; i < 2; i++) expect((await status(id)).json<Json>().result.code).toBe("800.100.203");
    await shopperPays(id);
    expect((await status(id)).json<Json>().result.code).toBe("000.100.110");
    expect((await status(id)).json<Json>().result.code).toBe("200.300.404");
  });

  it("hands the paid result to one of two requests at once", async () => {
    const id = await create();
    await shopperPays(id);
    const codes = (await Promise.all([status(id), status(id)])).map((r) => r.json<Json>().result.code).sort();
    expect(codes).toEqual(["000.100.110", "200.300.404"]);
  });
});

describe("GET /v1/checkouts/{id}/registration", () => {
  it("answers pending before, and the registration after the shopper paid with createRegistration=true", async () => {
    const id = await create({ ...CHECKOUT, createRegistration: "true" });
    expect((await get(app, `/v1/checkouts/${id}/registration`)).json<Json>().result.code).toBe("000.200.000");
    const payment = (await shopperPays(id)).json<Json>();
    const reg = (await get(app, `/v1/checkouts/${id}/registration?entityId=${ENTITY}`)).json<Json>();
    expect(reg.id).toBe(payment.registrationId);
    expect(reg).toMatchObject({ paymentBrand: "VISA", card: { bin: "420000", last4Digits: "0000" }, result: { code: "000.100.110" } });
    const again = await post(app, `/v1/registrations/${reg.id}/payments`, { ...CHECKOUT, paymentType: "PA" });
    expect(again.statusCode).toBe(200);
  });
});

describe("automatic shopperResultUrl call after 29 minutes (spec 6.1)", () => {
  let shop: Server;
  let calls: string[];
  let base: string;

  beforeEach(async () => {
    calls = [];
    shop = createServer((req, res) => {
      calls.push(req.url ?? "");
      res.end("ok");
    });
    await new Promise<void>((resolve) => shop.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(shop.address() as AddressInfo).port}/result`;
  });

  afterEach(async () => {
    await new Promise((resolve) => shop.close(resolve));
  });

  it("calls once, with id and resourcePath, only after the shopper pressed pay and the merchant did not fetch", async () => {
    const paid = await create({ ...CHECKOUT, shopperResultUrl: base });
    const fetched = await create({ ...CHECKOUT, shopperResultUrl: base });
    await create({ ...CHECKOUT, shopperResultUrl: base }); // never paid
    await shopperPays(paid);
    await shopperPays(fetched);
    await get(app, `/v1/checkouts/${fetched}/payment`);

    clock.advance(29 * MINUTE - 1);
    expect(await g.scheduler.sweep()).toEqual([]);
    clock.advance(1);
    const done = await g.scheduler.sweep();
    expect(done.map((c) => [c.checkoutId, c.status])).toEqual([[paid, 200]]);
    expect(calls).toEqual([`/result?id=${encodeURIComponent(paid)}&resourcePath=${encodeURIComponent(`/v1/checkouts/${paid}/payment`)}`]);
    clock.advance(MINUTE);
    expect(await g.scheduler.sweep()).toEqual([]);
    expect(calls).toHaveLength(1);
  });

  it("calls with the registration's resourcePath after the registration widget stored a card, unless the merchant fetched it", async () => {
    const regOnly = { entityId: ENTITY, createRegistration: "true", shopperResultUrl: base };
    const stored = await create(regOnly);
    const fetched = await create(regOnly);
    for (const id of [stored, fetched])
      expect((await post(app, `/v1/checkouts/${id}/registration`, VISA_CARD, SAME_ORIGIN)).statusCode).toBe(200);
    await get(app, `/v1/checkouts/${fetched}/registration`);
    clock.advance(29 * MINUTE);
    expect((await g.scheduler.sweep()).map((c) => c.checkoutId)).toEqual([stored]);
    expect(calls).toEqual([
      `/result?id=${encodeURIComponent(stored)}&resourcePath=${encodeURIComponent(`/v1/checkouts/${stored}/registration`)}`,
    ]);
  });

  it("calls the shopperResultUrl a redirect payment sent when the checkout has none, on a merchant origin (abandoned at the bank)", async () => {
    await app.close();
    g = gateway(clock, { FRAME_ANCESTORS: new URL(base).origin });
    app = g.app;
    const id = await create(CHECKOUT);
    const res = await post(app, `/v1/checkouts/${id}/payment`, { paymentBrand: "GIROPAY", shopperResultUrl: base }, SAME_ORIGIN);
    expect(res.json<Json>().result.code).toBe("000.200.000");
    clock.advance(29 * MINUTE);
    expect((await g.scheduler.sweep()).map((c) => [c.checkoutId, c.status])).toEqual([[id, 200]]);
    expect(calls).toEqual([`/result?id=${encodeURIComponent(id)}&resourcePath=${encodeURIComponent(`/v1/checkouts/${id}/payment`)}`]);
  });

  it("looks only at attempted checkouts still alive: abandoned ones and expired ones are never candidates again", async () => {
    const abandoned = await Promise.all(Array.from({ length: 5 }, () => create({ ...CHECKOUT, shopperResultUrl: base })));
    const paid = await create({ ...CHECKOUT, shopperResultUrl: base });
    await shopperPays(paid);
    const store = g.ctx.store;
    const alive = clock.now() - 30 * MINUTE;
    expect(store.dueResultUrlCalls(ENTITY, alive, clock.now()).map((c) => c.id)).toEqual([paid]);
    expect(store.firstResultUrlCall(ENTITY, alive)).toBe(clock.now());
    expect(abandoned).toHaveLength(5);
    // The gateway was down from minute 29 to 31: the expired checkout is not called, nor looked at.
    clock.advance(31 * MINUTE);
    expect(store.firstResultUrlCall(ENTITY, clock.now() - 30 * MINUTE)).toBeUndefined();
    expect(await g.scheduler.sweep()).toEqual([]);
    expect(calls).toEqual([]);
  });

  it("also calls after a declined attempt (the shopper pressed pay)", async () => {
    const id = await create({ ...CHECKOUT, shopperResultUrl: base });
    await shopperPays(id, { ...VISA_CARD, "card.number": "4000000000000002" });
    clock.advance(29 * MINUTE);
    expect((await g.scheduler.sweep()).map((c) => c.checkoutId)).toEqual([id]);
  });
});
