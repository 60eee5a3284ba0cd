import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runClient } from "../cli-client.ts";
import { DEFAULT_ENTITY_ID, DEFAULT_TOKEN } from "../config.ts";
import type { RecordedStep, Recording } from "../request-log/recording-api.ts";
import type { GatewayRuntime } from "../server.ts";
import { TEST_CARDS } from "../simulator/test-cards.ts";
import { Clock, gateway, VISA_CARD } from "../testing/test-harness.ts";

/**
 * A recorded checkout holds the shopper's steps as well as the merchant's server's: the widget's payment attempts
 * (a decline, then an approval, then a retry with the same idempotency key), the answer on the 3-D Secure page, the
 * decision on the bank page, an attempt whose answer a fault dropped. Replayed on a fresh sandbox, each goes as the shopper's browser sent it and each answer
 * is the same; the card data stays masked in the file.
 */
const started: GatewayRuntime[] = [];
let dir = "";
/** The merchant's webhook receiver: takes every event (the session registers it, so its events are recorded too). */
const receiver = createServer((req, res) => {
  req.resume();
  req.on("end", () => res.writeHead(200).end());
});
let hook = "";
async function sandbox(): Promise<string> {
  const gw = gateway(new Clock(), { GATEWAY_RATE_LIMIT: "0" });
  started.push(gw);
  return gw.app.listen({ port: 0, host: "127.0.0.1" });
}
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "replay-shopper-"));
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});
afterAll(async () => {
  for (const gw of started) await gw.app.close();
  receiver.close();
  rmSync(dir, { recursive: true, force: true });
});

type Answer = { id?: string; result?: { code?: string }; redirect?: { url?: string; parameters?: { name: string; value: string }[] } };
const cli = (address: string, ...args: string[]) => runClient([...args, "--gateway", address], {});
const form = { "content-type": "application/x-www-form-urlencoded; charset=UTF-8" };
const asMerchant = { ...form, authorization: `Bearer ${DEFAULT_TOKEN}` };
/** A request; status 0 when the connection ended without an answer. */
async function send(address: string, method: string, path: string, headers: Record<string, string>, params?: Record<string, string>) {
  try {
    const res = await fetch(`${address}${path}`, {
      method,
      headers,
      redirect: "manual",
      ...(params ? { body: new URLSearchParams(params).toString() } : {}),
    });
    const json = (res.headers.get("content-type") ?? "").includes("json");
    return { status: res.status, body: (json ? await res.json() : {}) as Answer };
  } catch {
    return { status: 0, body: {} as Answer };
  }
}
const checkout = async (a: string, amount: string) =>
  (
    await send(a, "POST", "/v1/checkouts", asMerchant, {
      entityId: DEFAULT_ENTITY_ID,
      amount,
      currency: "EUR",
      paymentType: "DB",
      shopperResultUrl: "https://shop.example/result",
    })
  ).body.id ?? "";
/** What the card-number frame posts: same origin, an idempotency key per attempt. */
const frame = (a: string, key: string) => ({ ...form, origin: a, "sec-fetch-site": "same-origin", "idempotency-key": key });
const widgetPay = (a: string, id: string, key: string, params: Record<string, string>) =>
  send(a, "POST", `/v1/checkouts/${id}/payment`, frame(a, key), params);
const result = (a: string, id: string) =>
  send(a, "GET", `/v1/checkouts/${id}/payment?entityId=${DEFAULT_ENTITY_ID}`, { authorization: `Bearer ${DEFAULT_TOKEN}` });
const card = (number: string) => ({ paymentBrand: "VISA", ...VISA_CARD, "card.number": number });
const challengeCard = TEST_CARDS.find((c) => c.threeDS === "challenge" && c.brand === "VISA")?.number ?? "";

/** What the session's payments told the webhook: each attempt, and each pending payment's end. */
const EVENTS = [
  "PAYMENT CREATED webhook",
  "PAYMENT CREATED webhook",
  "PAYMENT CREATED webhook",
  "PAYMENT UPDATED webhook",
  "PAYMENT CREATED webhook",
  "PAYMENT UPDATED webhook",
  "PAYMENT CREATED webhook",
];

describe("a recorded checkout replays the shopper's steps", () => {
  let fixture = "";
  let codes: string[] = [];
  beforeAll(async () => {
    const a = await sandbox();
    expect((await send(a, "POST", "/sandbox/v1/webhooks", asMerchant, { entityId: DEFAULT_ENTITY_ID, url: hook })).status).toBe(200);
    // A declined card, then an approved one, then the same attempt again (a lost answer's retry).
    const first = await checkout(a, "30.00");
    const declined = await widgetPay(a, first, "attempt-0001", card("4000000000000002"));
    const approved = await widgetPay(a, first, "attempt-0002", card("4200000000000000"));
    await widgetPay(a, first, "attempt-0002", card("4200000000000000"));
    // A page of another site is refused before any work: not a step of the session.
    expect((await send(a, "POST", `/v1/checkouts/${first}/payment`, { ...form, origin: "https://evil.example" }, {})).status).toBe(403);
    await result(a, first);
    // A challenge answered on the 3-D Secure page.
    const second = await checkout(a, "40.00");
    const challenged = await widgetPay(a, second, "attempt-0003", card(challengeCard));
    const acs = new URL(challenged.body.redirect?.url ?? "http://x/").pathname;
    const answered = await send(a, "POST", acs, form, { action: "simulate", returnCode: "Approve", transStatus: "Y" });
    const afterChallenge = await result(a, second);
    // A bank page approved.
    const third = await checkout(a, "50.00");
    const pending = await widgetPay(a, third, "attempt-0004", { paymentBrand: "SOFORTUEBERWEISUNG", "bankAccount.country": "DE" });
    const bank = new URL(pending.body.redirect?.url ?? "http://x/");
    const ticket = pending.body.redirect?.parameters?.find((p) => p.name === "ticket")?.value ?? "";
    const decided = await send(a, "POST", bank.pathname, form, { ticket, decision: "approve" });
    const afterBank = await result(a, third);
    // A checkout whose first attempt loses its answer after the payment was made (a fault the shop's server set):
    // the widget's retry with the same key gets that payment.
    const fourth = await checkout(a, "60.00");
    const faults = `/sandbox/v1/checkouts/${fourth}/faults`;
    await send(a, "POST", faults, asMerchant, { entityId: DEFAULT_ENTITY_ID, fault: "drop-after-commit" });
    const dropped = await widgetPay(a, fourth, "attempt-0005", card("4200000000000000"));
    const retried = await widgetPay(a, fourth, "attempt-0005", card("4200000000000000"));
    const afterDrop = await result(a, fourth);
    codes = [declined, approved, challenged, afterChallenge, pending, afterBank, retried, afterDrop].map((r) => r.body.result?.code ?? "");
    expect([answered.status, decided.status, dropped.status]).toEqual([200, 303, 0]);
    fixture = join(dir, "checkouts.json");
    expect((await cli(a, "record", "--out", fixture)).exitCode).toBe(0);
  });

  it("the session paid as a shopper would: declined, approved, challenged then approved, bank page approved", () => {
    expect(codes).toEqual([
      "800.100.152",
      "000.100.110",
      "000.200.000",
      "000.100.110",
      "000.200.000",
      "000.100.110",
      "000.100.110",
      "000.100.110",
    ]);
  });

  it("the fixture holds the shopper's steps between the merchant's requests, card data masked", () => {
    const text = readFileSync(fixture, "utf8");
    const steps = (JSON.parse(text) as Recording).steps;
    const line = (s: RecordedStep) =>
      `${s.by ?? "merchant"} ${s.method} ${s.path.replace(/[0-9A-Fa-f]{32}(\.[a-z0-9-]+)?/g, "{id}")} ${s.status}${s.fault ? ` ${s.fault}` : ""}`;
    expect(steps.map(line)).toEqual([
      "merchant POST /sandbox/v1/webhooks 200",
      "merchant POST /v1/checkouts 200",
      "shopper POST /v1/checkouts/{id}/payment 400",
      "shopper POST /v1/checkouts/{id}/payment 200",
      "shopper POST /v1/checkouts/{id}/payment 200",
      "merchant GET /v1/checkouts/{id}/payment 200",
      "merchant POST /v1/checkouts 200",
      "shopper POST /v1/checkouts/{id}/payment 200",
      "shopper POST /v1/threeds/{id} 200",
      "merchant GET /v1/checkouts/{id}/payment 200",
      "merchant POST /v1/checkouts 200",
      "shopper POST /v1/checkouts/{id}/payment 200",
      "shopper POST /v1/simulator/redirect/{id} 303",
      "merchant GET /v1/checkouts/{id}/payment 200",
      "merchant POST /v1/checkouts 200",
      "merchant POST /sandbox/v1/checkouts/{id}/faults 200",
      "shopper POST /v1/checkouts/{id}/payment 200 drop-after-commit",
      "shopper POST /v1/checkouts/{id}/payment 200",
      "merchant GET /v1/checkouts/{id}/payment 200",
    ]);
    expect(steps[3]?.params).toMatchObject({ "card.number": "420000******0000", "card.cvv": "***" });
    expect(steps[3]?.headers).toMatchObject({ "idempotency-key": "attempt-0002" });
    expect(text).not.toContain("4200000000000000");
    const events = (JSON.parse(text) as Recording).events ?? [];
    expect(events.map((e) => `${e.type} ${e.action} ${e.receiver}`)).toEqual(EVENTS);
    const cvvs = steps.flatMap((s) => (s.params["card.cvv"] === undefined ? [] : [s.params["card.cvv"]]));
    expect(cvvs).toEqual(["***", "***", "***", "***", "***", "***"]);
  });

  it("replays clean on a fresh sandbox: each shopper's step reaches the new checkout, payment or challenge", async () => {
    const r = await cli(await sandbox(), "replay", fixture);
    expect(r.print.split("\n").filter((l) => !/^ +\d+ same /.test(l))).toEqual(["20 the same, 0 different, 0 skipped"]);
    expect(r.exitCode).toBe(0);
  });

  it("a changed answer of the shopper's shows at its step", async () => {
    const recording = JSON.parse(readFileSync(fixture, "utf8")) as Recording & { steps: { answer?: { result?: { code?: string } } }[] };
    const approved = recording.steps[3]?.answer?.result;
    if (!approved) throw new Error("no third step");
    approved.code = "000.000.000";
    const changed = join(dir, "changed.json");
    writeFileSync(changed, JSON.stringify(recording));
    const r = await cli(await sandbox(), "replay", changed);
    expect(r.exitCode).toBe(1);
    expect(r.print).toMatch(
      /\n {2}4 different POST \/v1\/checkouts\/[0-9A-F]{32}\.sbx01-vm-tx01\/payment\n {6}result\.code: recorded "000\.000\.000", now "000\.100\.110"\n/,
    );
    expect(r.print.split("\n").at(-1)).toBe("19 the same, 1 different, 0 skipped");
  });
});

describe("a replay compares the events the session sent", () => {
  it("without the webhook's registration, the replay sends none of the recorded events: each is named", async () => {
    const recording = JSON.parse(readFileSync(join(dir, "checkouts.json"), "utf8")) as Recording;
    const without = join(dir, "no-webhook.json");
    writeFileSync(without, JSON.stringify({ ...recording, steps: recording.steps.slice(1) }));
    const r = await cli(await sandbox(), "replay", without);
    expect(r.exitCode).toBe(1);
    const report = r.print.split("\n");
    expect(report.at(-1)).toBe("18 the same, 1 different, 0 skipped");
    const at = report.findIndex((l) => l.endsWith("different events sent to the receivers"));
    expect(report.slice(at + 1, -1).map((l) => l.replace(/[0-9a-f]{32}/g, "{id}"))).toEqual(
      EVENTS.map((e) => {
        const [type, action, receiver] = e.split(" ");
        return `      recorded ${type} ${action} for {id} (${receiver}): not sent now`;
      }),
    );
  });
});

describe("a replay against a sandbox known by another address", () => {
  it("a shopper's step refused for its origin says how to point the replay", async () => {
    const gw = gateway(new Clock(), { GATEWAY_RATE_LIMIT: "0", GATEWAY_PUBLIC_URL: "https://sandbox.example" });
    started.push(gw);
    const r = await cli(await gw.app.listen({ port: 0, host: "127.0.0.1" }), "replay", join(dir, "checkouts.json"));
    expect(r.exitCode).toBe(1);
    expect(r.print).toContain("point --gateway at the address browsers use (GATEWAY_PUBLIC_URL");
  });
});
