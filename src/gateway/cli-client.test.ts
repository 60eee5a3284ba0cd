import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runClient, VERB_USAGE } from "./cli-client.ts";
import { DEFAULT_ENTITY_ID, DEFAULT_TOKEN } from "./config.ts";
import type { GatewayRuntime } from "./server.ts";
import { Clock, gateway } from "./testing/test-harness.ts";

let gw: GatewayRuntime;
let address = "";
beforeAll(async () => {
  gw = gateway(new Clock(), { GATEWAY_RATE_LIMIT: "0" });
  address = await gw.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => gw.app.close());

const run = (...args: string[]) => runClient([...args, "--gateway", address], {});

describe("payment-widgets clock and pay: the gateway's public API from the command line", () => {
  it("clock show, then clock advance: the account's time moves", async () => {
    expect(await run("clock", "show")).toEqual({ print: "sandbox time 2026-06-15T12:00:00.000Z (0 s ahead of the machine)", exitCode: 0 });
    expect(await run("clock", "advance", "P1D")).toEqual({
      print: "sandbox time 2026-06-16T12:00:00.000Z: everything due on the way ran",
      exitCode: 0,
    });
    const refused = await run("clock", "advance", "tomorrow");
    expect([refused.exitCode, refused.print.startsWith("200.300.404")]).toEqual([1, true]);
    expect(refused.print).toContain("advance:");
  });

  it("pay: 0 for an approved payment, 1 for a declined one; --json prints the answer", async () => {
    const paid = await run("pay");
    expect(paid.exitCode).toBe(0);
    expect(paid.print).toMatch(/^payment [0-9a-f]{32}: 000\.100\.110 /);
    const declined = await run("pay", "--card", "4000 0000 0000 0002", "--json");
    expect(declined.exitCode).toBe(1);
    expect((JSON.parse(declined.print) as { result: { code: string } }).result.code).toBe("800.100.152");
  });

  it("pay --fault: the request meets the fault; a dropped answer says the payment may exist", async () => {
    const failed = await run("pay", "--fault", "error-after-commit");
    expect(failed).toEqual({ print: "900.100.100 sandbox fault error-after-commit: the work was done", exitCode: 1 });
    const dropped = await run("pay", "--fault", "drop-after-commit");
    expect([dropped.exitCode, dropped.print.startsWith("no answer: the sandbox dropped the connection")]).toEqual([1, true]);
    expect((await run("pay", "--fault", "explode")).print).toContain("X-Sandbox-Fault: expected one of");
  });

  it("fault: a checkout's and a webhook's, shown, cleared; refusals exit 1, usage errors 2", async () => {
    const created = await fetch(`${address}/v1/checkouts`, {
      method: "POST",
      headers: { authorization: `Bearer ${DEFAULT_TOKEN}`, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ entityId: DEFAULT_ENTITY_ID, amount: "5.00", currency: "EUR", paymentType: "DB" }).toString(),
    });
    const id = ((await created.json()) as { id: string }).id;
    expect(await run("fault", "checkout", id, "latency", "--ms", "250", "--attempts", "2")).toEqual({
      print: `checkout ${id}: latency 250 ms — on the shopper's next attempts: 2 attempt(s) left`,
      exitCode: 0,
    });
    expect((await run("fault", "checkout", id, "show")).print).toBe(
      `checkout ${id}: latency 250 ms — on the shopper's next attempts: 2 attempt(s) left`,
    );
    expect(await run("fault", "checkout", id, "clear")).toEqual({ print: `checkout ${id}: no fault`, exitCode: 0 });
    const refused = await run("fault", "checkout", id, "latency");
    expect([refused.exitCode, refused.print]).toEqual([1, expect.stringContaining("ms: is required with fault=latency")]);
    expect((await run("fault", "checkout", "0".repeat(32), "error-after-commit")).exitCode).toBe(1);
    expect((await run("fault", "checkout", id, "error-after-commit", "--minutes", "5")).exitCode).toBe(2);
    expect((await run("fault", "schedule", id, "show")).exitCode).toBe(2);
    expect((await run("fault", "webhook", "0".repeat(32), "show")).print).toContain("no webhook with this id");
  });

  it("trigger: a new object's event, then one for the merchant's own payment with --set; refusals exit 1, usage errors 2", async () => {
    const made = await run("trigger", "payment.refund");
    expect(made.exitCode).toBe(0);
    const lines = made.print.split("\n");
    expect(lines[0]).toMatch(/^POST \/v1\/payments → 200 000\.100\.110 \(payment\.debit\) [0-9a-f]{32}$/);
    expect(lines[1]).toMatch(/^POST \/v1\/payments\/[0-9a-f]{32} → 200 000\.100\.110 \(payment\.refund\) [0-9a-f]{32}$/);
    expect(lines[2]).toMatch(/^sent PAYMENT\.CREATED for [0-9a-f]{32} no receiver takes PAYMENT events: register one/);
    const paid = JSON.parse((await run("pay", "--json")).print) as { id: string };
    const partial = JSON.parse((await run("trigger", "payment.refund", "--for", paid.id, "--set", "amount=0.40", "--json")).print) as {
      answer: { amount: string; referencedId: string };
    };
    expect(partial.answer).toMatchObject({ amount: "0.40", referencedId: paid.id });
    const refused = await run("trigger", "payment.refund", "--for", paid.id, "--set", "amount=9.00");
    expect(refused.exitCode).toBe(1);
    expect(refused.print.split("\n")[0]).toMatch(/^POST \/v1\/payments\/[0-9a-f]{32} → 400 /);
    const unknown = await run("trigger", "payment.teleport");
    expect([unknown.exitCode, unknown.print]).toEqual([1, expect.stringContaining("trigger: ")]);
    expect((await run("trigger", "payment.debit", "--set", "amount")).exitCode).toBe(2);
    expect((await runClient(["trigger", "--help"], {})).print).toContain("payment.chargeback-reversal");
  });

  it("a wrong token, a gateway that does not answer, and a wrong command say so", async () => {
    expect((await runClient(["pay", "--gateway", address, "--token", "nope"], {})).exitCode).toBe(1);
    const away = await runClient(["clock", "show", "--gateway", "http://127.0.0.1:9"], {});
    expect([away.exitCode, away.print.startsWith("cannot reach the gateway at http://127.0.0.1:9")]).toEqual([1, true]);
    expect(await runClient(["clock", "rewind"], {})).toMatchObject({ exitCode: 2 });
    expect((await runClient(["pay", "--help"], {})).print.startsWith(VERB_USAGE.pay)).toBe(true);
  });
});
