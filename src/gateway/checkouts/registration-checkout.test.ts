import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Clock, ENTITY, gateway, get, type Json, type Params, post, VISA_CARD } from "../testing/test-harness.ts";

/** Registration-only checkouts (createRegistration=true, no paymentType) for the `checkoutId={id}/registration` widget. */
const SAME_ORIGIN = { origin: "http://localhost:80" };
const REGISTRATION_ONLY: Params = { entityId: ENTITY, createRegistration: "true" };

interface Config {
  amount?: string;
  currency?: string;
  paymentType?: string;
  paid: boolean;
  registered?: boolean;
}

let gw: ReturnType<typeof gateway>;
beforeEach(() => {
  gw = gateway(new Clock());
});
afterEach(async () => {
  await gw.app.close();
});

const create = (params: Params) => post(gw.app, "/v1/checkouts", params);
const config = async (id: string) => (await get(gw.app, `/v1/checkouts/${id}/config`, {})).json<Config>();
const register = (id: string) => post(gw.app, `/v1/checkouts/${id}/registration`, { paymentBrand: "VISA", ...VISA_CARD }, SAME_ORIGIN);

describe("POST /v1/checkouts: what a registration-only checkout needs", () => {
  it.each([
    ["entityId and createRegistration=true", {}, 200, []],
    ["with amount and currency", { amount: "0.00", currency: "EUR" }, 200, []],
    ["an amount without currency", { amount: "10.00" }, 400, ["currency"]],
    ["a currency without amount", { currency: "EUR" }, 400, ["amount"]],
    ["overridePaymentType (there is no payment)", { "overridePaymentType[VISA]": "PA" }, 400, ["overridePaymentType[VISA]"]],
    ["a payment checkout (paymentType) without amount", { paymentType: "DB" }, 400, ["amount", "currency"]],
    ["createRegistration=false: a payment checkout", { createRegistration: "false" }, 400, ["amount", "currency", "paymentType"]],
  ] as const)("%s", async (_what, extra, status, names) => {
    const res = await create({ ...REGISTRATION_ONLY, ...extra });
    expect(res.statusCode).toBe(status);
    const errors = res.json<Json>().result.parameterErrors ?? [];
    expect(errors.map((e) => e.name).sort()).toEqual([...names].sort());
  });
});

describe("the registration-only checkout in the widget", () => {
  it("stores the card; the config then says the registration is done (a reload shows that, not a payment message)", async () => {
    const id = (await create(REGISTRATION_ONLY)).json<Json>().id ?? "";
    const before = await config(id);
    expect(before).toMatchObject({ paid: false });
    expect(before.amount).toBeUndefined();
    expect(before.registered).toBeUndefined();
    const res = await register(id);
    expect(res.statusCode).toBe(200);
    const stored = res.json<Json>();
    expect(stored.result.code).toBe("000.100.110");
    expect(await config(id)).toMatchObject({ paid: true, registered: true });
    expect((await get(gw.app, `/v1/checkouts/${id}/registration`)).json<Json>().id).toBe(stored.id);
    // A second registration is refused: the checkout stores one.
    expect((await register(id)).json<Json>().result.code).toBe("100.350.101");
  });

  it("refuses a payment on it with a description that names the registration widget", async () => {
    const id = (await create(REGISTRATION_ONLY)).json<Json>().id ?? "";
    const res = await post(gw.app, `/v1/checkouts/${id}/payment`, { paymentBrand: "VISA", ...VISA_CARD }, SAME_ORIGIN);
    expect(res.statusCode).toBe(400);
    expect(res.json<Json>().result.description).toContain("checkoutId={id}/registration");
    expect(gw.ctx.store.lastPayment(id)).toBeUndefined();
  });

  it("a paid payment checkout that stored a card still reads as paid, not registered", async () => {
    const id = (
      await create({ entityId: ENTITY, amount: "5.00", currency: "EUR", paymentType: "DB", createRegistration: "true" })
    ).json<Json>().id;
    const paid = await post(gw.app, `/v1/checkouts/${id}/payment`, { paymentBrand: "VISA", ...VISA_CARD }, SAME_ORIGIN);
    expect(paid.json<Json>().registrationId).toMatch(/^[0-9a-f]{32}$/);
    const c = await config(id ?? "");
    expect(c).toMatchObject({ paid: true });
    expect(c.registered).toBeUndefined();
  });
});
