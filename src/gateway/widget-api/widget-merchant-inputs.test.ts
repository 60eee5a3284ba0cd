import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Clock, ENTITY, gateway, type Json, type Params, post, VISA_CARD } from "../testing/test-harness.ts";

/** Inputs a merchant adds to the widget's form: sent when the specification knows them, checked against its tables. */
type Answer = Json & { standingInstruction?: Record<string, string> };
let gw: ReturnType<typeof gateway>;
beforeEach(() => {
  gw = gateway(new Clock());
});
afterEach(async () => {
  await gw.app.close();
});
const checkout = async () =>
  (await post(gw.app, "/v1/checkouts", { entityId: ENTITY, amount: "60.00", currency: "EUR", paymentType: "DB" })).json<Json>().id ?? "";
const pay = async (extra: Params) =>
  post(
    gw.app,
    `/v1/checkouts/${await checkout()}/payment`,
    { paymentBrand: "VISA", ...VISA_CARD, ...extra },
    { origin: "http://localhost:80" },
  );

describe("standingInstruction.* from the widget's form (an instalment plan)", () => {
  it("is stored with the payment and echoed", async () => {
    const res = await pay({ "standingInstruction.type": "INSTALLMENT", "standingInstruction.numberOfInstallments": "6" });
    expect(res.statusCode).toBe(200);
    expect(res.json<Answer>().standingInstruction).toMatchObject({ type: "INSTALLMENT", numberOfInstallments: "6" });
  });

  it.each<[string, Params]>([
    ["a malformed value", { "standingInstruction.numberOfInstallments": "six" }],
    ["a name the specification does not know", { "standingInstruction.installmentPlan": "3" }],
  ])("%s is a parameter error naming it", async (_what, params) => {
    const res = await pay(params);
    expect(res.statusCode).toBe(400);
    expect(res.json<Json>().result.parameterErrors?.map((e) => e.name)).toEqual(Object.keys(params));
  });
});

describe("an input of the merchant's form the shopper left empty", () => {
  it.each<[string, Params]>([
    ["a phone", { "customer.phone": "" }],
    ["a birth date and an e-mail", { "customer.birthDate": "", "customer.email": "" }],
    ["a billing postcode", { "billing.postcode": "" }],
  ])("is not sent (%s): the payment goes through, nothing of it is stored", async (_what, params) => {
    const res = await pay(params);
    expect(res.statusCode).toBe(200);
    expect(res.json<Json & { customer?: unknown; billing?: unknown }>()).not.toHaveProperty("customer.phone");
  });
});
