import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { encodeParams } from "../../shared/form-params.ts";
import { Clock, ENTITY, FORM, gateway, type Json, type Params, post, VISA_CARD } from "../testing/test-harness.ts";

const SHOP = "https://shop.example";
const CHECKOUT: Params = { entityId: ENTITY, amount: "20.00", currency: "EUR", paymentType: "DB" };

/** A merchant page's payment: non-card methods (bank account, redirect brands, wallet tokens) are posted from the page. */
describe("POST /v1/checkouts/{id}/payment from a merchant page", () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function checkout(env: Record<string, string> = {}) {
    app = gateway(new Clock(), env).app;
    const res = await post(app, "/v1/checkouts", CHECKOUT);
    return res.json<Json>().id as string;
  }
  const pay = (id: string, params: Params, headers: Record<string, string>) =>
    (app as FastifyInstance).inject({
      method: "POST",
      url: `/v1/checkouts/${id}/payment`,
      headers: { ...FORM, ...headers },
      payload: encodeParams(params),
    });

  it.each<[string, Record<string, string>, Params, boolean]>([
    ["a non-card brand from the shop", { origin: SHOP, "sec-fetch-site": "cross-site" }, { paymentBrand: "PAYPAL" }, true],
    [
      "a non-card brand from a same-site shop",
      { origin: "http://localhost:3000", "sec-fetch-site": "same-site" },
      { paymentBrand: "GIROPAY" },
      true,
    ],
    ["card data from the shop", { origin: SHOP, "sec-fetch-site": "cross-site" }, { paymentBrand: "VISA", ...VISA_CARD }, false],
    ["a card brand without card data", { origin: SHOP }, { paymentBrand: "VISA" }, false],
    ["a card parameter smuggled with a non-card brand", { origin: SHOP }, { paymentBrand: "PAYPAL", "card.holder": "Jane" }, false],
    ["no brand", { origin: SHOP }, {}, false],
    ["an unknown brand", { origin: SHOP }, { paymentBrand: "NOPE" }, false],
    ["an opaque origin", { origin: "null" }, { paymentBrand: "PAYPAL" }, false],
    ["a non-http origin", { origin: "chrome-extension://abc" }, { paymentBrand: "PAYPAL" }, false],
  ])("%s: allowed %s", async (_what, headers, params, allowed) => {
    const id = await checkout();
    const res = await pay(id, params, headers);
    if (allowed) {
      expect(res.statusCode).not.toBe(403);
      expect(res.headers["access-control-allow-origin"]).toBe(headers.origin);
    } else {
      expect(res.statusCode).toBe(403);
      expect(res.json<Json>().result.code).toBe("800.900.301");
    }
  });

  it("refuses an origin FRAME_ANCESTORS does not list", async () => {
    const id = await checkout({ FRAME_ANCESTORS: "https://other.example" });
    expect((await pay(id, { paymentBrand: "PAYPAL" }, { origin: SHOP })).statusCode).toBe(403);
    expect((await pay(id, { paymentBrand: "PAYPAL" }, { origin: "https://other.example" })).statusCode).not.toBe(403);
  });

  it("answers the preflight of an allowed origin only", async () => {
    const id = await checkout({ FRAME_ANCESTORS: SHOP });
    const preflight = (origin: string) =>
      (app as FastifyInstance).inject({ method: "OPTIONS", url: `/v1/checkouts/${id}/payment`, headers: { origin } });
    const ok = await preflight(SHOP);
    expect(ok.statusCode).toBe(204);
    expect(ok.headers["access-control-allow-origin"]).toBe(SHOP);
    expect(ok.headers["access-control-allow-headers"]).toContain("idempotency-key");
    expect((await preflight("https://evil.example")).statusCode).toBe(403);
  });
});
