import { describe, expect, it } from "vitest";
import { gatewayFixture } from "../events/receiver.test-support.ts";
import { DEBIT, ENTITY, get, type Params, post } from "../testing/test-harness.ts";

/**
 * A payment's answer is serialized once, stored, and sent as stored (http/send-reply.ts); what the
 * store derives from it (shortId, merchantTransactionId, a fraud case) is passed along instead of
 * parsed back out of the stored text.
 */
const f = gatewayFixture();
const app = () => f.gw.app;
const YELLOW = { "customer.givenName": "simulate", "customer.surname": "yellow" };

describe("a payment's answer is its stored answer, byte for byte", () => {
  it.each<[string, Params, number]>([
    ["approved", DEBIT, 200],
    ["declined", { ...DEBIT, "card.number": "4000000000000002" }, 400],
    ["approved, with a merchantTransactionId", { ...DEBIT, merchantTransactionId: "order-answer-1" }, 200],
    ["sent to review (a fraud case opens)", { ...DEBIT, merchantTransactionId: "order-answer-2", ...YELLOW }, 400],
    ["an authorization with a registration", { ...DEBIT, paymentType: "PA", createRegistration: "true" }, 200],
  ])("%s: POST /v1/payments sends the bytes GET answers, with the same headers", async (_, params, status) => {
    f.start();
    const posted = await post(app(), "/v1/payments", params);
    expect(posted.statusCode).toBe(status);
    const id = posted.json<{ id: string }>().id;
    const got = await get(app(), `/v1/payments/${id}?entityId=${ENTITY}`);
    expect(got.statusCode).toBe(status);
    expect(posted.body).toBe(got.body);
    expect(posted.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(posted.headers["x-content-type-options"]).toBe("nosniff");
    expect(posted.headers["content-length"]).toBe(String(Buffer.byteLength(got.body)));
  });

  it("the stored shortId and merchantTransactionId find the payment; a review opens a case naming the transaction", async () => {
    f.start();
    const paid = (await post(app(), "/v1/payments", { ...DEBIT, merchantTransactionId: "order-answer-3", ...YELLOW })).json<{
      id: string;
      shortId: string;
    }>();
    const plain = (await post(app(), "/v1/payments", DEBIT)).json<{ id: string; shortId: string }>();
    const query = async (qs: string) =>
      (await get(app(), `/v1/query?entityId=${ENTITY}&${qs}`)).json<{ payments?: { id: string }[] }>().payments?.map((p) => p.id);
    expect(await query("merchantTransactionId=order-answer-3")).toEqual([paid.id]);
    expect(await query(`shortId=${paid.shortId}`)).toEqual([paid.id]);
    expect(await query(`shortId=${plain.shortId}`)).toEqual([plain.id]);
    const cases = (await get(app(), `/sandbox/v1/cases?entityId=${ENTITY}`)).json<{
      cases: { paymentId: string; merchantTransactionId?: string }[];
    }>();
    expect(cases.cases).toEqual([expect.objectContaining({ paymentId: paid.id, merchantTransactionId: "order-answer-3" })]);
  });
});
