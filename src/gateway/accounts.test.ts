import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readAccounts } from "./accounts.ts";
import { AUTH, Clock, DEBIT, ENTITY, gateway, get, type Json, post } from "./testing/test-harness.ts";

const BASE = { token: "base-token-0123456789", entityIds: ["0".repeat(32)] };
const A1 = "a1".repeat(16);
const A2 = "a2".repeat(16);
const TOKEN_A = "account-a-token-0123456789";
const AS_A = { authorization: `Bearer ${TOKEN_A}` };
const ACCOUNTS = JSON.stringify([{ token: TOKEN_A, entityIds: [A1, A2] }]);

describe("GATEWAY_ACCOUNTS", () => {
  it("reads a JSON array or a file holding one; unset keeps the one SANDBOX_TOKEN account", () => {
    expect(readAccounts(undefined, BASE)).toEqual([BASE]);
    expect(readAccounts(ACCOUNTS, BASE)).toEqual([BASE, { token: TOKEN_A, entityIds: [A1, A2] }]);
    const file = join(mkdtempSync(join(tmpdir(), "accounts-")), "accounts.json");
    writeFileSync(file, ACCOUNTS);
    expect(readAccounts(file, BASE)[1]?.entityIds).toEqual([A1, A2]);
  });

  it.each<[string, RegExp]>([
    ["[", /invalid JSON/],
    ["[]", /non-empty JSON array/],
    ["/nonexistent/accounts.json", /no file at/],
    ['[{"token": "short", "entityIds": []}]', /\[0\]\.token: expected 16 to 512/],
    [`[{"token": "${TOKEN_A}", "entityIds": []}]`, /\[0\]\.entityIds: expected a non-empty array/],
    [`[{"token": "${TOKEN_A}", "entityIds": ["ABC"]}]`, /\[0\]\.entityIds\[0\]: expected 32 lower-case hexadecimal/],
    [`[{"token": "${TOKEN_A}", "entityIds": ["${A1}"], "name": "x"}]`, /unknown field name/],
    [`[{"token": "${BASE.token}", "entityIds": ["${A1}"]}]`, /repeats a token/],
    [`[{"token": "${TOKEN_A}", "entityIds": ["${BASE.entityIds[0]}"]}]`, /already belongs to the SANDBOX_TOKEN account/],
  ])("refuses %s at start-up with a message naming the account", (text, message) => {
    expect(() => readAccounts(text, BASE)).toThrow(message);
  });
});

describe("several accounts on one gateway: no entity sees another's data", () => {
  const gw = gateway(new Clock(), { GATEWAY_ACCOUNTS: ACCOUNTS });
  const app = gw.app;
  afterAll(() => app.close());

  it("a token with four entities uses each; its payments stay with their entity and their account", async () => {
    const paid = (await post(app, "/v1/payments", { ...DEBIT, entityId: A1, merchantTransactionId: "order-a1-0001" }, AS_A)).json<
      Json & { id: string }
    >();
    expect(paid.result.code).toBe("000.100.110");
    expect((await post(app, "/v1/payments", { ...DEBIT, entityId: A2 }, AS_A)).json<Json>().result.code).toBe("000.100.110");
    // The owner reads it, under its own entity.
    expect((await get(app, `/v1/payments/${paid.id}?entityId=${A1}`, AS_A)).statusCode).toBe(200);
    expect((await get(app, `/v1/query/${paid.id}?entityId=${A1}`, AS_A)).statusCode).toBe(200);
    // The same account's other entity does not see it.
    expect((await get(app, `/v1/payments/${paid.id}?entityId=${A2}`, AS_A)).statusCode).toBe(404);
    expect((await get(app, `/v1/query/${paid.id}?entityId=${A2}`, AS_A)).statusCode).toBe(404);
    const byOrderA2 = await get(app, `/v1/query?entityId=${A2}&merchantTransactionId=order-a1-0001`, AS_A);
    expect(byOrderA2.json<{ payments?: unknown[] }>().payments ?? []).toEqual([]);
    // Another account sees nothing of it and cannot act on it.
    expect((await get(app, `/v1/payments/${paid.id}`, AUTH)).statusCode).toBe(404);
    expect((await get(app, `/v1/payments/${paid.id}?entityId=${A1}`, AUTH)).statusCode).toBe(403);
    expect((await get(app, `/v1/query/${paid.id}?entityId=${ENTITY}`, AUTH)).statusCode).toBe(404);
    expect((await get(app, `/v1/query/${paid.id}?entityId=${A1}`, AUTH)).statusCode).toBe(403);
    const refund = { entityId: ENTITY, paymentType: "RF", amount: "1.00", currency: "EUR" };
    expect((await post(app, `/v1/payments/${paid.id}`, refund, AUTH)).statusCode).toBe(404);
    expect((await post(app, `/v1/payments/${paid.id}`, { ...refund, entityId: A1 }, AUTH)).statusCode).toBe(403);
    expect((await post(app, "/v1/payments", { ...DEBIT, entityId: A1 }, AUTH)).statusCode).toBe(403);
  });

  it("checkouts, registrations, webhooks and schedules are isolated the same way", async () => {
    const checkout = (await post(app, "/v1/checkouts", { entityId: A1, amount: "5.00", currency: "EUR", paymentType: "DB" }, AS_A)).json<
      Json & { id: string }
    >();
    expect((await get(app, `/v1/checkouts/${checkout.id}/payment?entityId=${A1}`, AS_A)).statusCode).toBe(200);
    expect((await get(app, `/v1/checkouts/${checkout.id}/payment?entityId=${ENTITY}`, AUTH)).statusCode).toBe(404);
    const { amount: _a, currency: _c, paymentType: _t, ...card } = DEBIT;
    const reg = (await post(app, "/v1/registrations", { ...card, entityId: A1 }, AS_A)).json<Json & { id: string }>();
    expect(reg.result.code).toBe("000.100.110");
    expect((await get(app, `/v1/registrations/${reg.id}?entityId=${A1}`, AS_A)).statusCode).toBe(200);
    expect((await get(app, `/v1/registrations/${reg.id}?entityId=${A2}`, AS_A)).statusCode).toBe(404);
    expect((await get(app, `/v1/registrations/${reg.id}?entityId=${ENTITY}`, AUTH)).statusCode).toBe(404);
    expect((await get(app, `/sandbox/v1/webhooks?entityId=${A1}`, AUTH)).statusCode).toBe(403);
    expect((await get(app, `/sandbox/v1/deliveries?entityId=${A1}`, AUTH)).statusCode).toBe(403);
    const monthly = { entityId: A1, amount: "9.99", currency: "EUR", paymentType: "DB", "job.month": "*", "job.dayOfMonth": "1" };
    const schedule = (await post(app, "/scheduling/v1/schedules", { ...monthly, registrationId: reg.id }, AS_A)).json<
      Json & { id: string }
    >();
    expect(schedule.result.code).toBe("000.100.110");
    // A registration of another entity cannot be scheduled, even by the same token.
    const foreign = await post(app, "/scheduling/v1/schedules", { ...monthly, entityId: A2, registrationId: reg.id }, AS_A);
    expect(foreign.json<Json>().result.parameterErrors?.[0]?.message).toContain("not a registration of this entity");
    expect((await get(app, `/scheduling/v1/schedules/${schedule.id}?entityId=${A1}`, AS_A)).statusCode).toBe(200);
    expect((await get(app, `/scheduling/v1/schedules/${schedule.id}?entityId=${A1}`, AUTH)).statusCode).toBe(403);
    expect((await get(app, `/scheduling/v1/schedules/${schedule.id}?entityId=${ENTITY}`, AUTH)).statusCode).toBe(404);
  });
});
