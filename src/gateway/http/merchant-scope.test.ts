import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import type { GatewayContext } from "../context.ts";
import { merchantCall, merchantScope } from "./merchant-scope.ts";
import { registerThrottle } from "./throttle.ts";

const TOKEN = "a".repeat(32);
const ctx = {
  tokens: new Map([[TOKEN, ["8a8294174b7ecb28014b9699220015ca"]]]),
  now: () => 5_000,
  clock: { accountNow: () => 5_000 },
} as unknown as GatewayContext;

async function gateway(limit: number) {
  const app = Fastify();
  const scope = merchantScope(
    app,
    ctx,
    registerThrottle(
      app,
      limit,
      () => 5_000,
      (t) => ctx.tokens.has(t),
    ),
  );
  app.register(scope.merchantApi((api) => api.get("/inside", (req) => merchantCall(req).entities)));
  app.get("/outside", (req) => ({ call: req.merchantCall ?? null }));
  await app.ready();
  return { app, routes: scope.routes };
}

describe("the merchant API's scope", () => {
  it("authenticates every route it holds, and no other; lists them", async () => {
    const { app, routes } = await gateway(0);
    const inside = await app.inject({ url: "/inside" });
    expect([inside.statusCode, inside.headers["cache-control"]]).toEqual([401, "no-store"]);
    const authorized = await app.inject({ url: "/inside", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(authorized.json()).toEqual(["8a8294174b7ecb28014b9699220015ca"]);
    const outside = await app.inject({ url: "/outside", headers: { authorization: `Bearer ${TOKEN}` } });
    expect([outside.statusCode, outside.json(), outside.headers["cache-control"]]).toEqual([200, { call: null }, undefined]);
    expect(routes.filter((r) => r.method === "GET")).toEqual([{ method: "GET", url: "/inside" }]);
    await app.close();
  });

  it("throttles before it authenticates: guessing tokens is throttled too", async () => {
    const { app } = await gateway(3);
    const answers: number[] = [];
    for (let i = 0; i < 6; i++)
      answers.push((await app.inject({ url: "/inside", headers: { authorization: `Bearer guess-${i}` } })).statusCode);
    expect(answers).toEqual([403, 403, 403, 429, 429, 429]);
    await app.close();
  });

  it("a handler outside the scope that reads the merchant call fails loudly instead of acting for nobody", () => {
    expect(() => merchantCall({ url: "/outside" })).toThrow(/not in the merchant API's scope/);
  });
});
