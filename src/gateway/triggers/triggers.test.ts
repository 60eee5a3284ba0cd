import { describe, expect, it } from "vitest";
import { decrypt, gatewayFixture } from "../events/receiver.test-support.ts";
import { DEBIT, ENTITY, get, type Json, type Params, post } from "../testing/test-harness.ts";
import { TRIGGERS } from "./trigger-table.ts";

type Step = { trigger: string; method: string; path: string; status: number; code?: string; id?: string };
type TriggerJson = Json & {
  trigger: string;
  sends: string;
  steps: Step[];
  resourceId: string;
  made?: string;
  answer: Json & Record<string, unknown>;
  deliveries?: { type: string; action: string; resourceId: string; url: string }[];
  tieback?: { url: string; decision: string } | null;
};

const f = gatewayFixture();
const app = () => f.gw.app;
const trigger = async (params: Params) => {
  const res = await post(app(), "/sandbox/v1/triggers", { entityId: ENTITY, ...params });
  return { status: res.statusCode, body: res.json<TriggerJson>() };
};
/** A gateway with a webhook for every type on a loopback receiver; its secret decrypts what arrives. */
async function withWebhook() {
  await f.listen();
  f.start();
  const res = await post(app(), "/sandbox/v1/webhooks", { entityId: ENTITY, url: f.hook.url, types: "PAYMENT,REGISTRATION,SCHEDULE,RISK" });
  expect(res.statusCode).toBe(200);
  return res.json<{ secret: string }>().secret;
}
const settle = async () => {
  await new Promise((r) => setImmediate(r));
  await f.gw.deliveries.drain();
};

describe("triggers: every event the gateway sends, on demand", () => {
  it.each(TRIGGERS.filter((t) => t.sends !== "TIEBACK").map((t) => [t.name, t.sends] as const))(
    "%s (new object): a real request sends %s, and the receiver decrypts it",
    async (name, sends) => {
      const secret = await withWebhook();
      const { status, body } = await trigger({ trigger: name });
      expect(status, JSON.stringify(body.result)).toBe(200);
      expect(body.sends).toBe(sends);
      // Every step is a request the gateway took (a declined payment is stored too: it has an id); the last one is the trigger's own.
      expect(body.steps.every((s) => (s.status >= 200 && s.status < 300) || s.id !== undefined)).toBe(true);
      expect(body.steps.at(-1)?.trigger).toBe(name);
      const [type, action] = sends.split(".");
      expect(body.deliveries).toEqual([expect.objectContaining({ type, action, resourceId: body.resourceId, url: f.hook.url })]);
      await settle();
      const events = f.hook.got.slice(1).map((r) => decrypt(secret, r));
      const event = events.find((e) => e.type === type && e.action === action && e.payload.id === body.resourceId);
      expect(event, JSON.stringify(events.map((e) => [e.type, e.action]))).toBeDefined();
    },
  );

  it("for the merchant's own payment, with overrides: a partial refund of it", async () => {
    const secret = await withWebhook();
    const paid = (await post(app(), "/v1/payments", { ...DEBIT, merchantTransactionId: "ORDER-17" })).json<{ id: string }>();
    const { status, body } = await trigger({ trigger: "payment.refund", for: paid.id, amount: "12.50" });
    expect(status).toBe(200);
    expect(body.steps).toHaveLength(1);
    expect(body.answer).toMatchObject({ paymentType: "RF", amount: "12.50", currency: "EUR", referencedId: paid.id });
    await settle();
    const refund = f.hook.got.map((r) => decrypt(secret, r)).find((e) => e.payload.id === body.resourceId);
    expect(refund?.payload).toMatchObject({ paymentType: "RF", amount: "12.50", referencedId: paid.id });
  });

  it("overrides are validated as the acting request validates them: refused, nothing stored", async () => {
    await withWebhook();
    const { status, body } = await trigger({ trigger: "payment.debit", amount: "ten", "card.cvv": "12345" });
    expect(status).toBe(400);
    expect(body.result.code).toBe("200.300.404");
    expect(body.result.parameterErrors?.map((e) => e.name).sort()).toEqual(["amount", "card.cvv"]);
    expect(body.steps).toEqual([expect.objectContaining({ path: "/v1/payments", status: 400 })]);
    expect((await get(app(), `/v1/payments?entityId=${ENTITY}`)).json<{ payments?: unknown[] }>().payments ?? []).toEqual([]);
  });

  it("the gateway refuses what it would refuse: a capture of a debit, a refund of more than was paid", async () => {
    await withWebhook();
    const paid = (await post(app(), "/v1/payments", DEBIT)).json<{ id: string }>();
    const capture = await trigger({ trigger: "payment.capture", for: paid.id });
    expect(capture.status).toBe(400);
    expect(capture.body.result.code).not.toMatch(/^000\./);
    const refund = await trigger({ trigger: "payment.refund", for: paid.id, amount: "500.00" });
    expect(refund.status).toBe(400);
    expect(refund.body.deliveries).toBeUndefined();
  });

  it.each<[string, Params, string, string]>([
    [
      "a name the trigger sets itself",
      { trigger: "payment.refund", paymentType: "DB" },
      "paymentType",
      "is set by the trigger payment.refund",
    ],
    ["for on a trigger that makes a new object", { trigger: "payment.debit", for: "a".repeat(32) }, "for", "makes a new object"],
    ["an unknown trigger", { trigger: "payment.teleport" }, "trigger", "payment.debit"],
    ["a malformed id", { trigger: "payment.refund", for: "../v1/checkouts" }, "for", ""],
    ["another bank-page answer", { trigger: "payment.updated", decision: "maybe" }, "decision", "approve, decline or cancel"],
  ])("refuses %s with the parameter named, before any request", async (_, params, name, message) => {
    f.start();
    const { status, body } = await trigger(params);
    expect(status).toBe(400);
    const error = body.result.parameterErrors?.find((e) => e.name === name);
    expect(error?.message).toContain(message);
    expect(body.steps).toBeUndefined();
  });

  it("an object that is not the entity's: 404, nothing done", async () => {
    f.start();
    const { status, body } = await trigger({ trigger: "registration.deleted", for: "f".repeat(32) });
    expect(status).toBe(404);
    expect(body.result.parameterErrors?.[0]).toMatchObject({ name: "for", message: "no registration with this id for your entity" });
    expect(body.steps).toEqual([]);
  });

  it("payment.updated for a payment that waits for nobody says so", async () => {
    f.start();
    const paid = (await post(app(), "/v1/payments", DEBIT)).json<{ id: string }>();
    const { status, body } = await trigger({ trigger: "payment.updated", for: paid.id });
    expect(status).toBe(400);
    expect(body.result.description).toContain("is not waiting on the sandbox bank page");
  });

  it.each([
    ["decline", "800.100.152"],
    ["cancel", "100.396.101"],
  ])("payment.updated with decision=%s: the pending payment ends with %s, and the UPDATED event says so", async (decision, code) => {
    const secret = await withWebhook();
    const { status, body } = await trigger({ trigger: "payment.updated", decision });
    expect(status).toBe(200);
    expect(body.answer.result).toMatchObject({ code });
    await settle();
    const updated = f.hook.got.map((r) => decrypt(secret, r)).find((e) => e.action === "UPDATED");
    expect(updated?.payload).toMatchObject({ id: body.resourceId, result: body.answer.result });
  });

  it("case.decided: the case a review payment opened is decided, and the tieback goes to the configured URL", async () => {
    await withWebhook();
    expect((await post(app(), "/sandbox/v1/tieback", { entityId: ENTITY, "urls[0]": `${f.hook.url}/tieback` })).statusCode).toBe(200);
    const { status, body } = await trigger({ trigger: "case.decided", decision: "CANCEL", cancelreason: "fraud" });
    expect(status).toBe(200);
    expect(body.steps.map((s) => s.trigger)).toEqual(["case.opened", "case.decided"]);
    expect(body.answer).toMatchObject({ status: "CANCEL", cancelreason: "fraud" });
    expect(body.tieback).toMatchObject({ url: `${f.hook.url}/tieback`, decision: "CANCEL" });
  });

  it("lists the triggers, and needs the bearer token", async () => {
    f.start();
    const list = (await get(app(), `/sandbox/v1/triggers?entityId=${ENTITY}`)).json<{ triggers: { name: string; sends: string }[] }>();
    expect(list.triggers.map((t) => t.name)).toEqual(TRIGGERS.map((t) => t.name));
    const anonymous = await app().inject({
      method: "POST",
      url: "/sandbox/v1/triggers",
      payload: `entityId=${ENTITY}&trigger=payment.debit`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
