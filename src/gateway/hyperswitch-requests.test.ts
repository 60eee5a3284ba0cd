import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { AUTH, ENTITY, FORM, gatewayPerTest, type Json } from "./testing/test-harness.ts";

/**
 * The requests of Hyperswitch's ACI connector (juspay/hyperswitch, crates/hyperswitch_connectors/…/aci),
 * an orchestrator's production client of the established gateway, and the answer fields its types
 * require: a capture or reversal answer without `descriptor`, a payment answer without `ndc`, or a
 * `risk.score` that is not a string, fails its deserialization.
 */
const g = gatewayPerTest();
type Pairs = readonly (readonly [string, string])[];
const send = async (app: FastifyInstance, url: string, pairs: Pairs) => {
  const res = await app.inject({
    method: "POST",
    url,
    headers: { ...FORM, ...AUTH },
    payload: new URLSearchParams(pairs.map(([k, v]) => [k, v])).toString(),
  });
  return { status: res.statusCode, body: res.json<Json & Record<string, unknown>>() };
};
const TXN = (paymentType: string, amount = "10.00"): Pairs => [
  ["entityId", ENTITY],
  ["amount", amount],
  ["currency", "EUR"],
  ["paymentType", paymentType],
];
const CARD: Pairs = [
  ["card.number", "4200000000000000"],
  ["card.holder", "Joseph Doe"],
  ["card.expiryMonth", "10"],
  ["card.expiryYear", "2030"],
  ["card.cvv", "123"],
  ["paymentBrand", "VISA"],
];
const RETURN: Pairs = [["shopperResultUrl", "https://hyperswitch.example/payments/return"]];
/** The fields Hyperswitch's AciPaymentsResponse, AciCaptureResponse and AciVoidResponse require. */
const PAYMENT_FIELDS = ["id", "ndc", "timestamp", "buildNumber", "result"];
const REFERENCE_FIELDS = [...PAYMENT_FIELDS, "referencedId", "paymentType", "amount", "currency", "descriptor"];
const hasFields = (body: Record<string, unknown>, fields: readonly string[]) =>
  expect(fields.filter((f) => typeof body[f] !== "string" && typeof body[f] !== "object")).toEqual([]);

describe("Hyperswitch's ACI connector against the sandbox", () => {
  it("a customer-initiated payment that sets up a mandate (recurringType beside standingInstruction), then a merchant-initiated one over it", async () => {
    const cit = await send(g.app, "/v1/payments", [
      ...TXN("DB"),
      ...CARD,
      ["standingInstruction.mode", "INITIAL"],
      ["standingInstruction.type", "UNSCHEDULED"],
      ["standingInstruction.source", "CIT"],
      ["createRegistration", "true"],
      ...RETURN,
      ["customParameters[3DS2_enrolled]", "false"],
      ["recurringType", "INITIAL"],
    ]);
    expect(cit.body.result.code).toBe("000.100.110");
    hasFields(cit.body, PAYMENT_FIELDS);
    expect((cit.body.risk as { score: unknown }).score).toBe("0");
    // It keeps the payment's id as the mandate's initial transaction and pays over the registration.
    const mit = await send(g.app, `/v1/registrations/${cit.body.registrationId}/payments`, [
      ...TXN("DB", "7.50"),
      ["standingInstruction.mode", "REPEATED"],
      ["standingInstruction.type", "UNSCHEDULED"],
      ["standingInstruction.source", "MIT"],
      ["standingInstruction.initialTransactionId", cit.body.id ?? ""],
      ...RETURN,
      ["recurringType", "REPEATED"],
    ]);
    expect([mit.status, mit.body.result.code]).toEqual([200, "000.100.110"]);
  });

  it("sets up a mandate without a payment (POST /v1/registrations): id, result, buildNumber, timestamp", async () => {
    const r = await send(g.app, "/v1/registrations", [
      ["entityId", ENTITY],
      ["paymentBrand", "VISA"],
      ...CARD.filter(([k]) => k !== "paymentBrand"),
    ]);
    hasFields(r.body, ["id", "result", "buildNumber", "timestamp"]);
  });

  it("authorize, capture, refund; authorize and void: every answer has the fields its types require", async () => {
    const auth = await send(g.app, "/v1/payments", [...TXN("PA"), ...CARD, ...RETURN]);
    const capture = await send(g.app, `/v1/payments/${auth.body.id}`, TXN("CP"));
    expect(capture.body.result.code).toBe("000.100.110");
    hasFields(capture.body, REFERENCE_FIELDS);
    expect(capture.body.descriptor).toBe(`${capture.body.shortId} Sandbox_Channel`);
    // resultDetails, when present, must carry ExtendedDescription (AciCaptureResultDetails).
    expect((capture.body.resultDetails as Record<string, string>).ExtendedDescription).toBe("Approved or completed successfully");
    const refund = await send(g.app, `/v1/payments/${capture.body.id}`, [
      ["amount", "10.00"],
      ["currency", "EUR"],
      ["paymentType", "RF"],
      ["entityId", ENTITY],
    ]);
    hasFields(refund.body, PAYMENT_FIELDS);
    const second = await send(g.app, "/v1/payments", [...TXN("PA"), ...CARD, ...RETURN]);
    const voided = await send(g.app, `/v1/payments/${second.body.id}`, [
      ["entityId", ENTITY],
      ["paymentType", "RV"],
    ]);
    expect(voided.body.result.code).toBe("000.100.110");
    hasFields(voided.body, REFERENCE_FIELDS);
  });
});
