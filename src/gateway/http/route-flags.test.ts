import Fastify, { type onRequestHookHandler } from "fastify";
import { describe, expect, it } from "vitest";
import { addRouteHook } from "./route-flags.ts";

describe("route hooks added by a flag (addRouteHook)", () => {
  it("run only on the routes whose options ask for them, in the order added, before the route's own", async () => {
    const app = Fastify();
    const ran: string[] = [];
    const mark =
      (name: string): onRequestHookHandler =>
      (_req, _reply, done) => {
        ran.push(name);
        done();
      };
    addRouteHook(app, (route) => (route.config?.throttled ? mark("first") : undefined));
    addRouteHook(app, (route) => (route.config?.framesOnly ? mark("second") : undefined));
    app.addHook("onRequest", mark("global"));
    app.get("/both", { config: { throttled: true, framesOnly: "frames only" }, onRequest: mark("own") }, async () => "ok");
    app.get("/one", { config: { framesOnly: "frames only" } }, async () => "ok");
    app.get("/none", async () => "ok");
    const order = async (url: string) => {
      ran.length = 0;
      expect((await app.inject({ url })).statusCode).toBe(200);
      return [...ran];
    };
    expect(await order("/both")).toEqual(["global", "first", "second", "own"]);
    expect(await order("/one")).toEqual(["global", "second"]);
    expect(await order("/none")).toEqual(["global"]);
    await app.close();
  });
});
