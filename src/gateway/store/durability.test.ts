import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Clock, DEBIT, ENTITY, gateway, get, type Json, type Params, post } from "../testing/test-harness.ts";

let dir: string;
let clock: Clock;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "gateway-durability-"));
  clock = new Clock();
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const CHECKOUT: Params = { entityId: ENTITY, amount: "20.00", currency: "EUR", paymentType: "DB" };

describe("durability", () => {
  it("keeps payments, captures and registrations across a restart, and stores no PAN or CVV", async () => {
    const file = join(dir, "gateway.sqlite");
    const first = gateway(clock, { GATEWAY_DB: file }).app;
    const pa = (
      await post(first, "/v1/payments", { ...DEBIT, paymentType: "PA", amount: "50.00", createRegistration: "true" })
    ).json<Json>();
    await post(first, `/v1/payments/${pa.id}`, { entityId: ENTITY, paymentType: "CP", amount: "30.00", currency: "EUR" });
    // no graceful shutdown: WAL with synchronous=FULL has every committed transaction on disk already
    const second = gateway(clock, { GATEWAY_DB: file }).app;
    try {
      expect((await get(second, `/v1/payments/${pa.id}`)).json<Json>().id).toBe(pa.id);
      const over = await post(second, `/v1/payments/${pa.id}`, { entityId: ENTITY, paymentType: "CP", amount: "20.01", currency: "EUR" });
      expect(over.json<Json>().result.code).toBe("700.400.100");
      const reg = await post(second, `/v1/registrations/${pa.registrationId}/payments`, { ...CHECKOUT });
      expect(reg.statusCode).toBe(200);
    } finally {
      await second.close();
      await first.close();
    }
    const bytes = [file, `${file}-wal`]
      .filter(existsSync)
      .map((f) => readFileSync(f).toString("latin1"))
      .join("");
    expect(bytes).toContain(pa.id);
    expect(bytes).not.toContain("4200000000000000");
    expect(bytes).not.toMatch(/"cvv"|"number"/);
  });
});

describe("concurrency", () => {
  it("pays a checkout once under parallel submits", async () => {
    const { app } = gateway(clock, { GATEWAY_DB: join(dir, "c.sqlite") });
    try {
      const id = (await post(app, "/v1/checkouts", CHECKOUT)).json<Json>().id ?? "";
      const card = Object.fromEntries(Object.entries(DEBIT).filter(([k]) => k.startsWith("card.")));
      const results = await Promise.all(
        Array.from({ length: 20 }, () => post(app, `/v1/checkouts/${id}/payment`, card, { origin: "http://localhost:80" })),
      );
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(results.filter((r) => r.json<Json>().result.code === "100.350.101")).toHaveLength(19);
    } finally {
      await app.close();
    }
  });

  it("never captures or refunds more than allowed under parallel requests", async () => {
    const { app } = gateway(clock, { GATEWAY_DB: join(dir, "p.sqlite") });
    try {
      const pa = (await post(app, "/v1/payments", { ...DEBIT, paymentType: "PA", amount: "100.00" })).json<Json>().id ?? "";
      const capture = () => post(app, `/v1/payments/${pa}`, { entityId: ENTITY, paymentType: "CP", amount: "7.00", currency: "EUR" });
      const captures = await Promise.all(Array.from({ length: 30 }, capture));
      expect(captures.filter((r) => r.statusCode === 200)).toHaveLength(14); // 14 × 7.00 = 98.00 ≤ 100.00
      const refund = () => post(app, `/v1/payments/${pa}`, { entityId: ENTITY, paymentType: "RF", amount: "10.00", currency: "EUR" });
      const refunds = await Promise.all(Array.from({ length: 30 }, refund));
      expect(refunds.filter((r) => r.statusCode === 200)).toHaveLength(9); // 9 × 10.00 ≤ 98.00
    } finally {
      await app.close();
    }
  });
});
