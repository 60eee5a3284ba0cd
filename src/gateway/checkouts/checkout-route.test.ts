import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { Clock, ENTITY, gateway, type Json, MINUTE, type Params, post, VISA_CARD } from "../testing/test-harness.ts";
import { MAX_ATTEMPTS } from "./checkout-route.ts";

const FRAME = { origin: "http://localhost:80", "sec-fetch-site": "same-origin" };
const PAYMENT: Params = { entityId: ENTITY, amount: "20.00", currency: "EUR", paymentType: "DB" };
const REGISTRATION: Params = { entityId: ENTITY, createRegistration: "true" };
const DECLINED = { ...VISA_CARD, "card.number": "4000000000000002" };

/** The widget's checkout routes share one checkout load and one attempt check (checkout-route.ts). */
describe("checkout routes", () => {
  let app: FastifyInstance | undefined;
  let clock: Clock;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  async function checkout(params: Params) {
    clock = new Clock();
    app = gateway(clock).app;
    return (await post(app, "/v1/checkouts", params)).json<Json>().id as string;
  }
  const send = (path: string, params: Params, key?: string) =>
    post(app as FastifyInstance, path, params, { ...FRAME, ...(key ? { "idempotency-key": key } : {}) });

  it.each(["config", "payment", "registration", "bin"])("/v1/checkouts/{unknown}/%s is a 404 before anything else", async (path) => {
    await checkout(PAYMENT);
    const res =
      path === "config"
        ? await (app as FastifyInstance).inject({ method: "GET", url: `/v1/checkouts/${"f".repeat(32)}/config` })
        : await send(`/v1/checkouts/${"f".repeat(32)}/${path}`, {});
    expect(res.statusCode).toBe(404);
    expect(res.json<Json>().result.description).toBe("no checkout with this id");
  });

  it("the public configuration's 404 is readable by any page (CORS)", async () => {
    await checkout(PAYMENT);
    const res = await (app as FastifyInstance).inject({ method: "GET", url: `/v1/checkouts/${"f".repeat(32)}/config` });
    expect(res.headers["access-control-allow-origin"]).toBe("*");
  });

  it.each<[string, Params, string, string]>([
    ["a payment to a registration-only checkout", REGISTRATION, "payment", "200.300.404"],
    ["a registration to a payment checkout", PAYMENT, "registration", "200.300.404"],
  ])("%s goes to the wrong endpoint", async (_, params, path, code) => {
    const id = await checkout(params);
    const res = await send(`/v1/checkouts/${id}/${path}`, VISA_CARD);
    expect(res.json<Json>().result.code).toBe(code);
    expect(res.json<Json>().result.description).toMatch(/checkout/);
  });

  it("an expired checkout is refused before the endpoint and the attempt count are looked at", async () => {
    const id = await checkout(REGISTRATION);
    clock.advance(31 * MINUTE);
    const res = await send(`/v1/checkouts/${id}/payment`, VISA_CARD);
    expect(res.json<Json>().result.description).toMatch(/no payment session found/);
  });

  it(`the ${MAX_ATTEMPTS + 1}th attempt on one checkout is refused; a retry of an earlier key is answered again`, async () => {
    const id = await checkout(PAYMENT);
    const codes: string[] = [];
    for (let i = 0; i < MAX_ATTEMPTS + 1; i++) {
      codes.push((await send(`/v1/checkouts/${id}/payment`, DECLINED, `attempt-key-${i}`)).json<Json>().result.code);
    }
    expect(codes.slice(0, MAX_ATTEMPTS).every((c) => c !== "800.120.101")).toBe(true);
    expect(codes[MAX_ATTEMPTS]).toBe("800.120.101");
    const replay = await send(`/v1/checkouts/${id}/payment`, DECLINED, "attempt-key-0");
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    expect(replay.json<Json>().result.code).toBe(codes[0]);
  });
});
