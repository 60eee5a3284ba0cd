import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { GatewayRuntime } from "../server.ts";
import { Clock, DEBIT, ENTITY, gateway, type Json, post } from "../test-harness.ts";

/** docs/webhooks-and-time.md's webhook receiver ("A receiver in Node"), run as written (only its port changed) against the gateway. */
const README = readFileSync(new URL("../../../docs/webhooks-and-time.md", import.meta.url), "utf8");
const snippet = /A receiver in Node:\n\n```js\n([\s\S]*?)```/.exec(README)?.[1] ?? "";

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

let child: ChildProcess | undefined;
let gw: GatewayRuntime | undefined;
let dir: string | undefined;
afterEach(async () => {
  child?.kill();
  await gw?.app.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("the README's webhook receiver", () => {
  it("is there, short, and decrypts the gateway's events", async () => {
    expect(snippet.split("\n").length).toBeLessThanOrEqual(25);
    expect(snippet).toContain(".listen(4000)");
    const port = await freePort();
    dir = mkdtempSync(join(tmpdir(), "receiver-"));
    const file = join(dir, "receiver.mjs");
    writeFileSync(file, snippet.replace(".listen(4000)", `.listen(${port}, "127.0.0.1", () => console.log("listening"))`));
    gw = gateway(new Clock());
    // The README receiver reads its key from WEBHOOK_SECRET; the webhook is registered with that key (as GATEWAY_WEBHOOK_SECRET does).
    const lines: string[] = [];
    const started = () =>
      new Promise<void>((resolve, reject) => {
        child?.stdout?.on("data", (d: Buffer) => {
          lines.push(...d.toString().trim().split("\n"));
          if (lines.includes("listening")) resolve();
        });
        child?.once("exit", (code) => reject(new Error(`receiver exited ${code}`)));
      });
    const secret = "00112233445566778899AABBCCDDEEFF00112233445566778899AABBCCDDEEFF";
    child = spawn(process.execPath, [file], { env: { ...process.env, WEBHOOK_SECRET: secret }, stdio: ["ignore", "pipe", "inherit"] });
    await started();
    const { startupWebhook } = await import("./startup-webhook.ts");
    startupWebhook(gw.webhooks, ENTITY, `http://127.0.0.1:${port}/`, secret, Date.now());
    const pay = (await post(gw.app, "/v1/payments", DEBIT)).json<Json>();
    await new Promise((r) => setImmediate(r));
    await gw.deliveries.drain();
    await expect.poll(() => lines).toContain(`PAYMENT CREATED ${pay.id} 000.100.110`);
  });
});
