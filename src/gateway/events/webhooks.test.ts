import { describe, expect, it } from "vitest";
import { TEST_CARDS } from "../simulator/test-cards.ts";
import { ACS_ONE_TIME_CODE } from "../simulator/three-d-secure.ts";
import { AUTH, DEBIT, ENTITY, FORM, get, type Json, type Params, post } from "../testing/test-harness.ts";
import { type Behaviour, decrypt, gatewayFixture } from "./receiver.test-support.ts";

type Delivery = {
  id: string;
  status: string;
  attempts: number;
  nextAttemptAt: string | null;
  lastStatus: number | null;
  type: string;
  action: string;
  payload: Record<string, unknown>;
};

const f = gatewayFixture();
const app = () => f.gw.app;
async function start(behaviour?: Behaviour, env: Record<string, string> = {}) {
  await f.listen(behaviour);
  f.start(env);
  return f.hook;
}
async function register(params: Params = {}) {
  const res = await post(app(), "/sandbox/v1/webhooks", { entityId: ENTITY, url: f.hook.url, ...params });
  return { status: res.statusCode, body: res.json<Json & { id: string; secret: string; types: string[]; format: string }>() };
}
/** Lets the worker send what the last request queued (it starts on the next turn of the event loop). */
const settle = async () => {
  await new Promise((r) => setImmediate(r));
  await f.gw.deliveries.drain();
};
const deliveries = async (webhookId: string) =>
  (await get(app(), `/sandbox/v1/webhooks/${webhookId}/deliveries?entityId=${ENTITY}`)).json<{ deliveries: Delivery[] }>().deliveries;
const card = (outcome: string) => {
  const c = TEST_CARDS.find((t) => t.threeDS === outcome && t.brand === "VISA");
  return { paymentBrand: "VISA", "card.number": c?.number ?? "", "card.cvv": "123" };
};

describe("webhook registration", () => {
  it("registers after the test notification is answered 200; the secret decrypts it", async () => {
    const r = await start();
    const { status, body } = await register({ types: "PAYMENT,RISK", format: "json" });
    expect(status).toBe(200);
    expect(body).toMatchObject({ url: r.url, format: "json", types: ["PAYMENT", "RISK"], result: { code: "000.000.100" } });
    expect(body.secret).toMatch(/^[0-9A-F]{64}$/);
    expect(r.got).toHaveLength(1);
    expect(r.got[0]?.headers["content-type"]).toMatch(/^application\/json/);
    expect(decrypt(body.secret, r.got[0] as never)).toMatchObject({ type: "TEST", payload: { webhookId: body.id } });
    const list = (await get(app(), `/sandbox/v1/webhooks?entityId=${ENTITY}`)).json<{ webhooks: unknown[] }>().webhooks;
    expect(list).toEqual([{ id: body.id, url: r.url, format: "json", types: ["PAYMENT", "RISK"] }]);
  });

  it.each<[string, number | "hang"]>([
    ["answered 500", 500],
    ["answered 302", 302],
  ])("is refused when the test notification is %s", async (_, answer) => {
    await start(() => answer);
    const { status, body } = await register();
    expect(status).toBe(400);
    expect(body.result.parameterErrors?.[0]).toMatchObject({ name: "url", message: expect.stringContaining(`HTTP ${answer}`) });
    expect((await get(app(), `/sandbox/v1/webhooks?entityId=${ENTITY}`)).json<{ webhooks: unknown[] }>().webhooks).toEqual([]);
  });

  it("is refused when nothing listens at the URL", async () => {
    const r = await start();
    await r.close();
    const { status, body } = await register();
    expect(status).toBe(400);
    expect(body.result.parameterErrors?.[0]?.message).toContain("no answer (the connection failed)");
    f.dropReceiver();
  });

  it.each<[string, Params, string[]]>([
    ["an unknown type", { types: "PAYMENT,REFUND" }, ["types"]],
    ["an unknown format", { format: "xml" }, ["format"]],
    ["a relative url", { url: "/hooks" }, ["url"]],
    ["an unknown parameter", { colour: "red" }, ["colour"]],
  ])("refuses %s with the parameter named", async (_, params, names) => {
    await start();
    const { status, body } = await register(params);
    expect(status).toBe(400);
    expect(body.result.parameterErrors?.map((e) => e.name)).toEqual(names);
  });

  it("wants the bearer token and an entity of the token", async () => {
    await start();
    expect((await post(app(), "/sandbox/v1/webhooks", { entityId: ENTITY, url: f.hook.url }, {})).statusCode).toBe(401);
    expect((await post(app(), "/sandbox/v1/webhooks", { entityId: "f".repeat(32), url: f.hook.url })).statusCode).toBe(403);
  });

  it("a removed webhook gets nothing more", async () => {
    const r = await start();
    const { body } = await register();
    const del = await app().inject({ method: "DELETE", url: `/sandbox/v1/webhooks/${body.id}?entityId=${ENTITY}`, headers: AUTH });
    expect(del.statusCode).toBe(200);
    await post(app(), "/v1/payments", DEBIT);
    await settle();
    expect(r.got).toHaveLength(1);
    const again = await app().inject({ method: "DELETE", url: `/sandbox/v1/webhooks/${body.id}?entityId=${ENTITY}`, headers: AUTH });
    expect(again.statusCode).toBe(404);
  });
});

describe("webhook events", () => {
  it("a payment: one PAYMENT event whose payload is what GET /v1/payments/{id} answers", async () => {
    const r = await start();
    const { body: w } = await register();
    const pay = (await post(app(), "/v1/payments", DEBIT)).json<Json>();
    await settle();
    expect(r.got).toHaveLength(2);
    const event = decrypt(w.secret, r.got[1] as never);
    const shown = (await get(app(), `/v1/payments/${pay.id}?entityId=${ENTITY}`)).json<Json>();
    expect(event).toEqual({ type: "PAYMENT", action: "CREATED", payload: shown });
    expect(JSON.stringify(event)).not.toContain(DEBIT["card.number"]);
    // The default is the established platform's: the hex ciphertext itself, as text (its decryption samples read the raw body).
    expect(r.got[1]?.headers["content-type"]).toMatch(/^text\/plain/);
    expect(r.got[1]?.body).toMatch(/^[0-9A-F]+$/);
    const [d] = await deliveries(w.id);
    expect(d).toMatchObject({ status: "DELIVERED", attempts: 1, lastStatus: 200, type: "PAYMENT", nextAttemptAt: null });
  });

  it("a declined payment, a fraud check and a stored card each give their event", async () => {
    const r = await start();
    const { body: w } = await register();
    await post(app(), "/v1/payments", { ...DEBIT, "card.number": "4000000000000002" });
    await post(app(), "/v2/riskShield", { entityId: ENTITY, amount: "10.00", currency: "EUR", merchantTransactionId: "order-0001" });
    await post(app(), "/v1/payments", { ...DEBIT, createRegistration: "true" });
    await settle();
    const events = r.got.slice(1).map((g) => decrypt(w.secret, g as never));
    expect(events.map((e) => `${e.type} ${e.action} ${(e.payload.result as { code: string }).code}`).sort()).toEqual(
      ["PAYMENT CREATED 000.100.110", "PAYMENT CREATED 800.100.152", "REGISTRATION CREATED 000.100.110", "RISK CREATED 000.100.110"].sort(),
    );
  });

  it("types choose the events: a RISK-only webhook gets no PAYMENT", async () => {
    const r = await start();
    await register({ types: "RISK" });
    await post(app(), "/v1/payments", DEBIT);
    await settle();
    expect(r.got).toHaveLength(1);
  });

  it("a capture carries referencedId: the authorization it captures", async () => {
    const r = await start();
    const { body: w } = await register();
    const pa = (await post(app(), "/v1/payments", { ...DEBIT, paymentType: "PA" })).json<Json>();
    await post(app(), `/v1/payments/${pa.id}`, { entityId: ENTITY, paymentType: "CP", amount: "92.00", currency: "EUR" });
    await settle();
    const capture = decrypt(w.secret, r.got[2] as never);
    expect(capture.payload).toMatchObject({ paymentType: "CP", referencedId: pa.id });
  });

  it("a redirect brand paid server-to-server: PENDING 000.200.000, then the bank page's answer", async () => {
    const r = await start();
    const { body: w } = await register();
    const pending = (
      await post(app(), "/v1/payments", {
        entityId: ENTITY,
        amount: "12.00",
        currency: "EUR",
        paymentType: "DB",
        paymentBrand: "PAYPAL",
        shopperResultUrl: "https://shop.example/r",
      })
    ).json<Json & { redirect: { url: string; parameters: { name: string; value: string }[] } }>();
    await app().inject({
      method: "POST",
      url: new URL(pending.redirect.url).pathname,
      headers: { ...FORM, "sec-fetch-site": "same-origin" },
      payload: new URLSearchParams({ ticket: pending.redirect.parameters[0]?.value ?? "", decision: "approve" }).toString(),
    });
    await settle();
    const events = r.got.slice(1).map((g) => decrypt(w.secret, g as never));
    expect(events.map((e) => [e.action, (e.payload.result as { code: string }).code, e.payload.id])).toEqual([
      ["CREATED", "000.200.000", pending.id],
      ["UPDATED", "000.100.110", pending.id],
    ]);
  });

  it("a 3-D Secure challenge: PENDING 000.200.000, then the final result", async () => {
    const r = await start();
    const { body: w } = await register();
    const pending = (
      await post(app(), "/v1/payments", { ...DEBIT, ...card("challenge"), shopperResultUrl: "https://shop.example/r" })
    ).json<Json & { redirect: { url: string } }>();
    const txn = new URL(pending.redirect.url).pathname.split("/").pop() ?? "";
    await app().inject({
      method: "POST",
      url: `/v1/threeds/${txn}`,
      headers: { ...FORM, "sec-fetch-site": "same-origin" },
      payload: new URLSearchParams({ action: "submit", otp: ACS_ONE_TIME_CODE }).toString(),
    });
    await settle();
    const events = r.got.slice(1).map((g) => decrypt(w.secret, g as never));
    expect(events.map((e) => [e.action, (e.payload.result as { code: string }).code, e.payload.id])).toEqual([
      ["CREATED", "000.200.000", pending.id],
      ["UPDATED", "000.100.110", pending.id],
    ]);
  });
});
