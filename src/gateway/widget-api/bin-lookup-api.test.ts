import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { TEST_BINS } from "../simulator/test-bins.ts";
import { Clock, ENTITY, gateway, type Json, MINUTE, type Params, post, VISA_CARD } from "../testing/test-harness.ts";
import { BIN_LOOKUP_OK } from "./bin-lookup-api.ts";

/** inject() sends "host: localhost:80": the hosted fields' own origin. */
const FRAME = { origin: "http://localhost:80", "sec-fetch-site": "same-origin" };
const CHECKOUT: Params = { entityId: ENTITY, amount: "20.00", currency: "EUR", paymentType: "DB" };

interface BinJson extends Json {
  binInfo?: { status: string; brands: string[]; type?: string; country?: string };
}

describe("POST /v1/checkouts/{id}/bin", () => {
  let app: FastifyInstance | undefined;
  let clock: Clock;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  async function checkout(env: Record<string, string> = {}) {
    clock = new Clock();
    app = gateway(clock, env).app;
    return (await post(app, "/v1/checkouts", CHECKOUT)).json<Json>().id as string;
  }
  const lookup = (id: string, params: Params, headers: Record<string, string> = FRAME) =>
    post(app as FastifyInstance, `/v1/checkouts/${id}/bin`, params, headers);

  it.each(TEST_BINS.map((b) => [b.bin, b.brands, b.type, b.country] as const))(
    "%s answers %j, %s, %s, without caching and without the BIN",
    async (bin, brands, type, country) => {
      const id = await checkout();
      const res = await lookup(id, { "card.bin": bin });
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      const body = res.json<BinJson>();
      expect(body.result.code).toBe(BIN_LOOKUP_OK);
      expect(body.binInfo).toEqual({ status: "known", brands: [...brands], type, country });
      expect(res.body).not.toContain(bin);
    },
  );

  it("answers an eight-digit BIN by its first six digits", async () => {
    const id = await checkout();
    expect((await lookup(id, { "card.bin": "42867100" })).json<BinJson>().binInfo?.brands).toEqual(["MADA", "VISA"]);
  });

  it.each(["411111", "12345678", "000000"])("%s is not in the table: status unknown", async (bin) => {
    const id = await checkout();
    const res = await lookup(id, { "card.bin": bin });
    expect(res.statusCode).toBe(200);
    expect(res.json<BinJson>().binInfo).toEqual({ status: "unknown", brands: [] });
  });

  it.each<[string, Params, string[]]>([
    ["no BIN", {}, ["card.bin"]],
    ["five digits", { "card.bin": "42000" }, ["card.bin"]],
    ["seven digits", { "card.bin": "4200000" }, ["card.bin"]],
    ["a whole card number", { "card.bin": "4200000000000000" }, ["card.bin"]],
    ["letters", { "card.bin": "42OOOO" }, ["card.bin"]],
    ["another parameter", { "card.bin": "420000", "card.number": "4200000000000000" }, ["card.number"]],
  ])("%s: 400 with parameterErrors that never show the digits", async (_what, params, names) => {
    const id = await checkout();
    const res = await lookup(id, params);
    expect(res.statusCode).toBe(400);
    const body = res.json<BinJson>();
    expect(body.result.code).toBe("200.300.404");
    expect(body.result.parameterErrors?.map((e) => e.name)).toEqual(names);
    for (const e of body.result.parameterErrors ?? []) expect(e.value).toBe("");
    for (const value of Object.values(params)) expect(res.body).not.toContain(value);
  });

  it.each<[string, Record<string, string>]>([
    ["a merchant page (cross-site)", { origin: "https://shop.example", "sec-fetch-site": "cross-site" }],
    ["a merchant page (same-site)", { origin: "http://localhost:3000", "sec-fetch-site": "same-site" }],
    ["a page of another origin without Sec-Fetch-Site", { origin: "https://evil.example" }],
    ["a same-origin claim from another site", { origin: "http://localhost:80", "sec-fetch-site": "cross-site" }],
  ])("refuses %s with 403 800.900.301", async (_what, headers) => {
    const id = await checkout();
    const res = await lookup(id, { "card.bin": "428671" }, headers);
    expect(res.statusCode).toBe(403);
    expect(res.json<BinJson>().result.code).toBe("800.900.301");
    expect(res.json<BinJson>().binInfo).toBeUndefined();
  });

  it("needs an open checkout: 404 for an unknown id, 400 once expired or paid", async () => {
    const id = await checkout();
    expect((await lookup("0".repeat(32), { "card.bin": "420000" })).statusCode).toBe(404);
    expect((await post(app as FastifyInstance, `/v1/checkouts/${id}/payment`, VISA_CARD, FRAME)).statusCode).toBe(200);
    const paid = await lookup(id, { "card.bin": "420000" });
    expect([paid.statusCode, paid.json<BinJson>().result.code]).toEqual([400, "100.350.101"]);
    const other = await checkout();
    clock.advance(31 * MINUTE);
    const expired = await lookup(other, { "card.bin": "420000" });
    expect([expired.statusCode, expired.json<BinJson>().result.code]).toEqual([400, "200.300.404"]);
  });

  it("is rate-limited like the other widget endpoints", async () => {
    const id = await checkout({ GATEWAY_RATE_LIMIT: "3" });
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await lookup(id, { "card.bin": "420000" })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429, 429]);
  });
});
