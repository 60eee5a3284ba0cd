import { createDecipheriv } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import type { GatewayRuntime } from "../server.ts";
import { Clock, DEBIT, ENTITY, gateway, type Json, post } from "../testing/test-harness.ts";
import { CHECK_CASES } from "./check-cases.ts";
import type { CheckResult } from "./run-check.ts";

const SECRET = "A".repeat(64);
type Receiver = (req: IncomingMessage, body: string, res: ServerResponse) => void;

/** A receiver as the docs write it: decrypts with its key, refuses what does not decrypt, takes any type. */
const careful: Receiver = (req, body, res) => {
  try {
    const hex = req.headers["content-type"]?.startsWith("application/json")
      ? (JSON.parse(body) as { encryptedBody: string }).encryptedBody
      : body;
    const decipher = createDecipheriv(
      "aes-256-gcm",
      Buffer.from(SECRET, "hex"),
      Buffer.from(String(req.headers["x-initialization-vector"] ?? ""), "hex"),
    );
    decipher.setAuthTag(Buffer.from(String(req.headers["x-authentication-tag"] ?? ""), "hex"));
    const event = JSON.parse(Buffer.concat([decipher.update(Buffer.from(hex, "hex")), decipher.final()]).toString()) as { type: string };
    seen.push(event.type);
    res.writeHead(200).end();
  } catch {
    res.writeHead(400).end();
  }
};
/** Takes anything: the forgeries pass through it. */
const naive: Receiver = (_req, _body, res) => void res.writeHead(200).end();
/** Decrypts, but refuses the types it does not know, and answers a body it cannot read with a 500. */
const picky: Receiver = (req, body, res) => {
  if (!/^[0-9A-Fa-f]*$/.test(body)) return void res.writeHead(500).end();
  careful(req, body, {
    writeHead: (status: number) => ({ end: () => res.writeHead(status === 200 && seen.at(-1) !== "PAYMENT" ? 422 : status).end() }),
  } as unknown as ServerResponse);
};

let seen: string[] = [];
let receiver: Server | undefined;
let gw: GatewayRuntime | undefined;
afterEach(async () => {
  await gw?.app.close();
  await new Promise((resolve) => (receiver ? receiver.close(resolve) : resolve(undefined)));
  receiver = undefined;
  seen = [];
});

/** A gateway with a webhook registered to a loopback receiver answering with `handle` (the registration's test notification taken by `careful`). */
async function setUp(handle: Receiver, format: "json" | "text" = "text") {
  let registering = true;
  receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => {
      body += c.toString();
    });
    req.on("end", () => (registering ? careful : handle)(req, body, res));
  });
  await new Promise<void>((resolve) => receiver?.listen(0, "127.0.0.1", resolve));
  const { port } = receiver.address() as { port: number };
  gw = gateway(new Clock(), { GATEWAY_RATE_LIMIT: "0", GATEWAY_WEBHOOK_TIMEOUT_MS: "2000" });
  const registered = (
    await post(gw.app, "/sandbox/v1/webhooks", { entityId: ENTITY, url: `http://127.0.0.1:${port}/`, secret: SECRET, format })
  ).json<Json & { id: string }>();
  expect(registered.result.code).toBe("000.000.100");
  registering = false;
  seen = [];
  return registered.id;
}

const check = async (id: string, params: Record<string, string> = {}) =>
  (await post(gw?.app as GatewayRuntime["app"], `/sandbox/v1/webhooks/${id}/check`, { entityId: ENTITY, ...params })).json<
    Json & { passed: boolean; checks: CheckResult[] }
  >();
const verdicts = (checks: CheckResult[]) => Object.fromEntries(checks.map((c) => [c.name, [c.answered, c.passed]]));

describe("POST /sandbox/v1/webhooks/{id}/check: the receiver check", () => {
  it.each(["text", "json"] as const)("a careful receiver (format %s) passes every case, in the table's order", async (format) => {
    const id = await setUp(careful, format);
    const answer = await check(id);
    expect(answer.result.description).toBe(`the receiver answered all ${CHECK_CASES.length} requests as it should`);
    expect(answer.passed).toBe(true);
    expect(answer.checks.map((c) => [c.name, c.expected])).toEqual(
      CHECK_CASES.map((c) => [c.name, c.expected === "accepted" ? "2xx" : "4xx"]),
    );
    expect(verdicts(answer.checks)).toEqual({
      genuine: [200, true],
      duplicate: [200, true],
      replay: [200, true],
      "unknown type": [200, true],
      "tampered body": [400, true],
      "wrong tag": [400, true],
      "wrong key": [400, true],
      unencrypted: [400, true],
      malformed: [400, true],
    });
    // What decrypted: the genuine event, its duplicate and replay, and the unknown type — nothing forged.
    expect(seen.sort()).toEqual(["PAYMENT", "PAYMENT", "PAYMENT", "SANDBOX_FUTURE_TYPE"]);
  });

  it("a receiver that takes anything fails every forgery, with what to change", async () => {
    const answer = await check(await setUp(naive));
    expect(answer.passed).toBe(false);
    const failed = answer.checks.filter((c) => !c.passed);
    expect(failed.map((c) => c.name)).toEqual(["tampered body", "wrong tag", "wrong key", "unencrypted", "malformed"]);
    expect(failed[0]?.advice).toMatch(/decrypt with the webhook's key before anything else/);
    expect(answer.result.description).toBe("the receiver answered 5 of 9 requests otherwise than it should: see checks[].advice");
  });

  it("a receiver that refuses new types or fails on a bad body is told so", async () => {
    const answer = await check(await setUp(picky));
    expect(verdicts(answer.checks)["unknown type"]).toEqual([422, false]);
    expect(verdicts(answer.checks).malformed).toEqual([500, false]);
    expect(answer.checks.find((c) => c.name === "unknown type")?.advice).toMatch(/answer 2xx to types you do not handle/);
  });

  it("a receiver that is gone: no answer, each case says why", async () => {
    const id = await setUp(careful);
    await new Promise((resolve) => receiver?.close(resolve));
    receiver = undefined;
    const answer = await check(id);
    expect(answer.checks.every((c) => c.answered === null && c.error === "the connection failed" && !c.passed)).toBe(true);
  });

  it("sends a payment's own event with paymentId; refuses another's payment, an unknown webhook and a flood", async () => {
    const id = await setUp(careful);
    const pay = (await post(gw?.app as GatewayRuntime["app"], "/v1/payments", DEBIT)).json<Json>();
    expect((await check(id, { paymentId: pay.id ?? "" })).passed).toBe(true);
    expect((await check(id, { paymentId: "0".repeat(32) })).result.parameterErrors?.[0]?.name).toBe("paymentId");
    const unknown = await post(gw?.app as GatewayRuntime["app"], `/sandbox/v1/webhooks/${"f".repeat(32)}/check`, { entityId: ENTITY });
    expect([unknown.statusCode, unknown.json<Json>().result.description]).toEqual([404, "no webhook with this id for your entity"]);
    const codes: number[] = [];
    for (let i = 0; i < 10; i++)
      codes.push((await post(gw?.app as GatewayRuntime["app"], `/sandbox/v1/webhooks/${id}/check`, { entityId: ENTITY })).statusCode);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThan(0);
  });
});
