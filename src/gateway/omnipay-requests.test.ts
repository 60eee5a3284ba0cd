import { describe, expect, it } from "vitest";
import { AUTH, ENTITY, FORM, gatewayPerTest, type Json, VISA_CARD } from "./testing/test-harness.ts";

/**
 * The requests of a PHP Omnipay driver for the established platform (card on file for EV charging),
 * built the way it builds them: http_build_query bodies, amounts as whole numbers in test mode,
 * testMode=EXTERNAL, a checkout that stores the card with a customer-initiated INITIAL payment, then
 * merchant-initiated payments over the registration, capture, reversal with amount and currency, the
 * payment read back, and the registration deleted with a form body on DELETE.
 */
const g = gatewayPerTest();
interface Answer extends Json {
  registrationId?: string;
  standingInstruction?: Record<string, string>;
  referencedId?: string;
  paymentType?: string;
}
const send = async (
  method: "GET" | "POST" | "DELETE",
  url: string,
  body?: Record<string, string>,
  headers: Record<string, string> = AUTH,
) => {
  const res = await g.app.inject({
    method,
    url,
    headers: { ...(body ? FORM : {}), ...headers, accept: "application/json" },
    ...(body ? { payload: new URLSearchParams(body).toString() } : {}),
  });
  return { status: res.statusCode, body: res.json<Answer>() };
};
const MIT = {
  "standingInstruction.mode": "REPEATED",
  "standingInstruction.type": "UNSCHEDULED",
  "standingInstruction.source": "MIT",
};
const APPROVED = "000.100.110";

describe("an Omnipay driver's card-on-file flow against the sandbox", () => {
  it("stores the card with the checkout's INITIAL payment, charges it merchant-initiated, captures, reverses, deletes", async () => {
    const checkout = await send("POST", "/v1/checkouts", {
      createRegistration: "true",
      currency: "SAR",
      entityId: ENTITY,
      "standingInstruction.source": "CIT",
      "standingInstruction.mode": "INITIAL",
      merchantTransactionId: "SESSION-000042",
      "customer.givenName": "Jane",
      "customer.surname": "Doe",
      "customer.email": "jane@example.com",
      amount: "1",
      paymentType: "PA",
      "standingInstruction.type": "UNSCHEDULED",
      integrity: "true",
      testMode: "EXTERNAL",
    });
    expect(checkout.status).toBe(200);
    const id = checkout.body.id ?? "";
    const shopper = await send(
      "POST",
      `/v1/checkouts/${id}/payment`,
      { paymentBrand: "VISA", ...VISA_CARD },
      { origin: "http://localhost:80" },
    );
    expect(shopper.body.result.code).toBe(APPROVED);
    // The driver reads the stored card from the checkout's status, once.
    const status = await send("GET", `/v1/checkouts/${id}/payment?entityId=${ENTITY}`);
    expect(status.body.standingInstruction).toMatchObject({
      mode: "INITIAL",
      source: "CIT",
      initialTransactionId: expect.stringMatching(/^\d{15}$/),
    });
    const token = status.body.registrationId ?? "";
    expect(token).toMatch(/^[0-9a-f]{32}$/);

    const charge = (extra: Record<string, string>) =>
      send("POST", `/v1/registrations/${token}/payments`, { currency: "SAR", entityId: ENTITY, paymentType: "PA", ...MIT, ...extra });
    const first = await charge({ amount: "1", shopperResultUrl: "https://shop.example/return", merchantTransactionId: "SESSION-000043" });
    expect([first.status, first.body.result.code]).toEqual([200, APPROVED]);
    // The scheme reference of the INITIAL payment comes from the registration.
    expect(first.body.standingInstruction?.initialTransactionId).toBe(status.body.standingInstruction?.initialTransactionId);
    const capture = await send("POST", `/v1/payments/${first.body.id}`, {
      amount: "1",
      currency: "SAR",
      entityId: ENTITY,
      paymentType: "CP",
      merchantTransactionId: first.body.id ?? "",
    });
    expect([capture.body.result.code, capture.body.referencedId]).toEqual([APPROVED, first.body.id]);

    const second = await charge({ amount: "1.00", merchantTransactionId: "SESSION-000044" });
    const reversal = await send("POST", `/v1/payments/${second.body.id}`, {
      entityId: ENTITY,
      paymentType: "RV",
      amount: "1",
      currency: "SAR",
      merchantTransactionId: "SESSION-000045",
      testMode: "EXTERNAL",
    });
    expect([reversal.status, reversal.body.result.code, reversal.body.paymentType]).toEqual([200, APPROVED, "RV"]);
    expect((await send("GET", `/v1/payments/${second.body.id}?entityId=${ENTITY}`)).body.id).toBe(second.body.id);

    const deleted = await send("DELETE", `/v1/registrations/${token}?entityId=${ENTITY}`, { testMode: "EXTERNAL" });
    expect(deleted.status).toBe(200);
    expect((await charge({ amount: "1", merchantTransactionId: "SESSION-000046" })).status).not.toBe(200);
  });

  it("a card stored without an INITIAL payment: a merchant-initiated charge over it says what is missing", async () => {
    const stored = await send("POST", "/v1/registrations", { entityId: ENTITY, paymentBrand: "VISA", ...VISA_CARD });
    const r = await send("POST", `/v1/registrations/${stored.body.id}/payments`, {
      amount: "1",
      currency: "SAR",
      entityId: ENTITY,
      paymentType: "DB",
      ...MIT,
    });
    expect(r.status).toBe(400);
    expect(r.body.result.parameterErrors?.[0]?.message).toContain(
      "this registration was not stored with a customer-initiated INITIAL payment",
    );
  });
});
