import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, describe, expect, it } from "vitest";
import { readConfig } from "../config.ts";
import { buildServer } from "../server.ts";
import { DEBIT, get } from "../testing/test-harness.ts";

const gw = buildServer(readConfig({ GATEWAY_DB: ":memory:", GATEWAY_DIST: "/nonexistent" }));
afterAll(() => gw.app.close());

type Doc = { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: object }> } }>> };

describe("GET /v1/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document (checked by a validator of the OpenAPI schema)", async () => {
    const res = await get(gw.app, "/v1/openapi.json", {});
    expect(res.statusCode).toBe(200);
    const validator = new Validator();
    const verdict = await validator.validate(res.json());
    expect(verdict.errors ?? []).toEqual([]);
    expect(verdict.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("names the gateway as it was reached in servers (first hour, item 8), so clients need no base URL of their own", async () => {
    const doc = (await get(gw.app, "/v1/openapi.json", { host: "127.0.0.1:8080" })).json<{ servers?: { url: string }[] }>();
    expect(doc.servers?.map((s) => s.url)).toEqual(["http://127.0.0.1:8080"]);
  });

  it("lists every route the gateway serves, and only those", async () => {
    const doc = (await get(gw.app, "/v1/openapi.json", {})).json<Doc>();
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    expect([...new Set(gw.routes)].sort()).toEqual([...documented].sort());
  });

  it("names the sandbox's faults: X-Sandbox-Fault on every merchant operation, Idempotency-Key on payments, the webhook faults' route", async () => {
    type Op = { parameters?: { name: string; in: string }[]; security?: unknown[] };
    const doc = (await get(gw.app, "/v1/openapi.json", {})).json<{ paths: Record<string, Record<string, Op>> }>();
    const ops = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
    const merchant = ops.filter((op) => (op.security ?? []).length > 0);
    expect(merchant.length).toBeGreaterThan(40);
    for (const op of merchant) expect(op.parameters?.some((p) => p.name === "X-Sandbox-Fault" && p.in === "header")).toBe(true);
    for (const op of ops.filter((op) => (op.security ?? []).length === 0))
      expect(op.parameters?.some((p) => p.name === "X-Sandbox-Fault") ?? false).toBe(false);
    expect(doc.paths["/v1/payments"]?.post?.parameters?.map((p) => p.name)).toContain("Idempotency-Key");
    expect(Object.keys(doc.paths["/sandbox/v1/webhooks/{id}/faults"] ?? {}).sort()).toEqual(["delete", "get", "post"]);
  });

  it("describes POST /v1/payments with the tables the gateway validates with", async () => {
    const doc = (await get(gw.app, "/v1/openapi.json", {})).json<Doc>();
    const schema = doc.paths["/v1/payments"]?.post?.requestBody?.content["application/x-www-form-urlencoded"]?.schema ?? {};
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    const check = ajv.compile(schema);
    expect(check(DEBIT), JSON.stringify(check.errors)).toBe(true);
    expect(check({ ...DEBIT, "cart.items[0].name": "Tea", "customParameters[order_ref]": "4711" })).toBe(true);
    for (const bad of [
      { amount: "1,00" },
      { currency: "eur" },
      { "customer.givenname": "Jane" },
      { "overridePaymentType[VISA]": "PA" },
      { "card.holder": "Jane 2nd" },
    ]) {
      expect(check({ ...DEBIT, ...bad }), JSON.stringify(bad)).toBe(false);
    }
    const { amount: _, ...noAmount } = DEBIT;
    expect(check(noAmount)).toBe(false);
  });
});
