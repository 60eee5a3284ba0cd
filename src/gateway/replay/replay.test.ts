import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runClient } from "../cli-client.ts";
import { DEFAULT_ENTITY_ID, DEFAULT_TOKEN } from "../config.ts";
import type { Recording } from "../request-log/recording-api.ts";
import type { GatewayRuntime } from "../server.ts";
import { Clock, gateway, VISA_CARD } from "../testing/test-harness.ts";
import { differences, normalize } from "./replay.ts";

/**
 * Record and replay (payment-widgets record / replay): a session on one sandbox — payments, a refund of one, a
 * decline, a move of the clock, lookups — written as a fixture and sent to fresh sandboxes: the same answers, or
 * each difference named.
 */
const started: GatewayRuntime[] = [];
let dir = "";
async function sandbox(): Promise<string> {
  const gw = gateway(new Clock(), { GATEWAY_RATE_LIMIT: "0" });
  started.push(gw);
  return gw.app.listen({ port: 0, host: "127.0.0.1" });
}
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "replay-"));
});
afterAll(async () => {
  for (const gw of started) await gw.app.close();
  rmSync(dir, { recursive: true, force: true });
});

const cli = (address: string, ...args: string[]) => runClient([...args, "--gateway", address], {});
async function post(address: string, path: string, params: Record<string, string>) {
  const res = await fetch(`${address}${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${DEFAULT_TOKEN}`, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ entityId: DEFAULT_ENTITY_ID, ...params }).toString(),
  });
  return (await res.json()) as { id?: string };
}
const pay = (card: string) => ({
  amount: "20.00",
  currency: "EUR",
  paymentType: "DB",
  paymentBrand: "VISA",
  ...VISA_CARD,
  "card.number": card,
});

describe("record and replay", () => {
  let fixture = "";
  beforeAll(async () => {
    const a = await sandbox();
    const paid = await post(a, "/v1/payments", { ...pay("4200000000000000"), merchantTransactionId: "ORDER-0001" });
    await post(a, `/v1/payments/${paid.id}`, { paymentType: "RF", amount: "5.00", currency: "EUR" });
    await post(a, "/v1/payments", pay("4000000000000002"));
    await post(a, "/sandbox/v1/clock", { advance: "P1D" });
    await fetch(`${a}/v1/payments/${paid.id}?entityId=${DEFAULT_ENTITY_ID}`, { headers: { authorization: `Bearer ${DEFAULT_TOKEN}` } });
    await post(a, "/v1/checkouts", { amount: "12.00", currency: "EUR", paymentType: "DB" });
    fixture = join(dir, "session.json");
    expect(await cli(a, "record", "--out", fixture)).toEqual({ print: `recorded 6 requests into ${fixture}`, exitCode: 0 });
  });

  it("the fixture keeps each request with its answer, card data masked", () => {
    const recording = JSON.parse(readFileSync(fixture, "utf8")) as Recording;
    expect(recording.steps.map((s) => `${s.method} ${s.path}`)).toEqual([
      "POST /v1/payments",
      expect.stringMatching(/^POST \/v1\/payments\/[0-9a-f]{32}$/),
      "POST /v1/payments",
      "POST /sandbox/v1/clock",
      expect.stringMatching(/^GET \/v1\/payments\/[0-9a-f]{32}$/),
      "POST /v1/checkouts",
    ]);
    expect(recording.steps[0]?.params).toMatchObject({ "card.number": "420000******0000", "card.cvv": "***" });
    expect(readFileSync(fixture, "utf8")).not.toContain("4200000000000000");
  });

  it("replays clean on a fresh sandbox: the refund goes to the new payment, the clock moves, every answer the same", async () => {
    const b = await sandbox();
    const r = await cli(b, "replay", fixture);
    expect(r.print.split("\n").at(-1)).toBe("6 the same, 0 different, 0 skipped");
    expect(r.exitCode).toBe(0);
  });

  it("a changed answer shows in the report, at its step, and the exit code is 1", async () => {
    const recording = JSON.parse(readFileSync(fixture, "utf8")) as Recording & { steps: { answer?: { result?: { code?: string } } }[] };
    const declined = recording.steps[2]?.answer?.result;
    if (!declined) throw new Error("no third step");
    declined.code = "000.100.110";
    const changed = join(dir, "changed.json");
    writeFileSync(changed, JSON.stringify(recording));
    const r = await cli(await sandbox(), "replay", changed);
    expect(r.exitCode).toBe(1);
    expect(r.print).toContain('  3 different POST /v1/payments\n      result.code: recorded "000.100.110", now "800.100.152"');
    expect(r.print.split("\n").at(-1)).toBe("5 the same, 1 different, 0 skipped");
  });

  it("a file that is not a recording is a usage error", async () => {
    const bad = join(dir, "bad.json");
    writeFileSync(bad, "{}");
    expect((await cli(await sandbox(), "replay", bad)).exitCode).toBe(2);
  });
});

describe("what a replay compares", () => {
  it.each([
    [
      { id: "8a82944a4cc25ebf014cc2c782423202", ndc: "x", result: { code: "000.100.110" } },
      { id: "0f0e0d0c0b0a09080706050403020100", ndc: "y", result: { code: "000.100.110" } },
      [],
    ],
    [
      { timestamp: "2026-06-15 12:00:00+0000", redirect: { url: "http://127.0.0.1:1/x" } },
      { timestamp: "2026-06-16 12:00:00+0000", redirect: { url: "http://127.0.0.1:2/x" } },
      [],
    ],
    [{ amount: "5.00" }, { amount: "6.00" }, ['amount: recorded "5.00", now "6.00"']],
    [{ result: { code: "000.100.110" } }, {}, ['result: recorded {"code":"000.100.110"}, now nothing']],
  ])("%j against %j", (recorded, replayed, expected) => {
    expect(differences(normalize(recorded), normalize(replayed))).toEqual(expected);
  });
});
