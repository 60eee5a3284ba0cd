import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_ENTITY_ID, DEFAULT_TOKEN, readConfig } from "../src/gateway/config.ts";
import { buildServer } from "../src/gateway/server.ts";
import { buildShop } from "./server.ts";

/**
 * Security review, finding 17: the shop's order total comes from its cart, never from the address.
 * Needs the built widget (npm test builds before the unit tests): the shop asks for its integrity.
 */
describe("the demo shop's checkout page", () => {
  let gateway: ReturnType<typeof buildServer>;
  let shop: ReturnType<typeof buildShop>;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "demo-amount-"));
    gateway = buildServer(readConfig({ GATEWAY_DB: ":memory:", GATEWAY_DIST: resolve("dist") }));
    const url = await gateway.app.listen({ port: 0, host: "127.0.0.1" });
    shop = buildShop({ url, token: DEFAULT_TOKEN, entityId: DEFAULT_ENTITY_ID }, { dataDir: dir });
  });
  afterAll(async () => {
    await shop.close();
    await gateway.app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(["/checkout?amount=0.01", "/checkout?amount=0.01&currency=EUR", "/checkout?currency=JPY"])(
    "refuses %s: the shopper does not choose the amount",
    async (url) => {
      const res = await shop.inject({ method: "GET", url });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain("comes from the cart");
    },
  );

  it("creates the checkout with the cart's total", async () => {
    const res = await shop.inject({ method: "GET", url: "/checkout" });
    expect(res.statusCode).toBe(200);
    const id = /checkoutId=([^"&]+)/.exec(res.body)?.[1] ?? "";
    const config = await gateway.app.inject({ method: "GET", url: `/v1/checkouts/${decodeURIComponent(id)}/config` });
    expect(config.json()).toMatchObject({ amount: "49.99", currency: "EUR" });
  });
});
