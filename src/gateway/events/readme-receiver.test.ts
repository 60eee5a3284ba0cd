import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { GatewayRuntime } from "../server.ts";
import { freePort } from "../testing/free-port.ts";
import { Clock, DEBIT, gateway, type Json, post } from "../testing/test-harness.ts";

/**
 * docs/webhooks-and-time.md's webhook section, run as written, in its order: the variables, a key and the receiver
 * started with it (step 1), the registration with that key (step 2), then a payment the receiver decrypts. Only the
 * addresses change: the gateway's port and the receiver's (4000) are free ones here.
 */
const DOC = readFileSync(new URL("../../../docs/webhooks-and-time.md", import.meta.url), "utf8");
const receiverJs = /A receiver in Node:\n\n```js\n([\s\S]*?)```/.exec(DOC)?.[1] ?? "";
const checkBlock = /\*\*Check your receiver\*\*[\s\S]*?```sh\n([\s\S]*?)```/.exec(DOC)?.[1] ?? "";
const shellBlocks = [...DOC.slice(0, DOC.indexOf("A receiver in Node:")).matchAll(/```sh\n([\s\S]*?)```/g)].map((m) =>
  (m[1] ?? "").replace(/^ {3}/gm, ""),
);

let shell: ChildProcess | undefined;
let gw: GatewayRuntime | undefined;
let dir: string | undefined;
afterEach(async () => {
  // The receiver the documented commands started in the background.
  if (dir) {
    try {
      process.kill(Number(readFileSync(join(dir, "receiver.pid"), "utf8")));
    } catch {
      // already gone
    }
  }
  shell?.kill();
  await gw?.app.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("docs/webhooks-and-time.md: register a webhook and receive its events, as written", () => {
  it("has the variables, the two steps, a short receiver and the check", () => {
    expect(shellBlocks).toHaveLength(3);
    expect(checkBlock).toContain("/check -H");
    expect(shellBlocks[1]).toContain("openssl rand -hex 32");
    expect(shellBlocks[2]).toContain("-d secret=$WEBHOOK_SECRET");
    expect(receiverJs.split("\n").length).toBeLessThanOrEqual(30);
    expect(receiverJs).toContain(".listen(4000)");
  });

  it("the receiver refuses to start without its key, saying which", async () => {
    dir = mkdtempSync(join(tmpdir(), "receiver-"));
    writeFileSync(join(dir, "receiver.mjs"), receiverJs);
    const { WEBHOOK_SECRET: _, ...env } = process.env;
    const child = spawn(process.execPath, [join(dir, "receiver.mjs")], { env, stdio: ["ignore", "ignore", "pipe"] });
    let err = "";
    child.stderr?.on("data", (d: Buffer) => {
      err += d.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).not.toBe(0);
    expect(err).toContain("set WEBHOOK_SECRET to the webhook's key: 64 hex characters");
  });

  it("step 1 and step 2 register the receiver (its test notification decrypted with its key); the next payment reaches it", async () => {
    const [gatewayPort, receiverPort] = [await freePort(), await freePort()];
    gw = gateway(new Clock(), { GATEWAY_RATE_LIMIT: "0" });
    await gw.app.listen({ port: gatewayPort, host: "127.0.0.1" });
    dir = mkdtempSync(join(tmpdir(), "receiver-"));
    writeFileSync(join(dir, "receiver.mjs"), receiverJs.replace(".listen(4000)", `.listen(${receiverPort})`));
    const script = [
      (shellBlocks[0] ?? "").replace("http://127.0.0.1:8080", `http://127.0.0.1:${gatewayPort}`),
      shellBlocks[1] ?? "",
      "echo $! > receiver.pid",
      // The receiver listening before the registration's test notification (a reader runs step 2 a moment later).
      `for i in $(seq 50); do curl -s -o /dev/null http://localhost:${receiverPort}/ && break; sleep 0.1; done`,
      (shellBlocks[2] ?? "").replaceAll("4000", String(receiverPort)),
    ].join("\n");
    const out: string[] = [];
    shell = spawn("sh", ["-c", script], { cwd: dir, stdio: ["ignore", "pipe", "inherit"] });
    shell.stdout?.on("data", (d: Buffer) => out.push(d.toString()));
    await new Promise((resolve) => shell?.once("exit", resolve));
    const registered = JSON.parse(
      out
        .join("")
        .split("\n")
        .find((l) => l.startsWith("{")) ?? "{}",
    ) as Json & { secret?: string };
    expect(registered.result?.code).toBe("000.000.100");
    const pay = (await post(gw.app, "/v1/payments", DEBIT)).json<Json>();
    await new Promise((r) => setImmediate(r));
    await gw.deliveries.drain();
    await expect.poll(() => out.join("")).toContain(`PAYMENT CREATED ${pay.id} 000.100.110`);

    // The receiver check, as written: the documented receiver answers every case as it should.
    const checked: string[] = [];
    const check = spawn(
      "sh",
      ["-c", [(shellBlocks[0] ?? "").replace("http://127.0.0.1:8080", `http://127.0.0.1:${gatewayPort}`), checkBlock].join("\n")],
      {
        cwd: dir,
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    check.stdout?.on("data", (d: Buffer) => checked.push(d.toString()));
    await new Promise((resolve) => check.once("exit", resolve));
    const report = JSON.parse(checked.join("").trim()) as { passed: boolean; checks: { name: string; passed: boolean; advice?: string }[] };
    expect(report.checks.filter((c) => !c.passed)).toEqual([]);
    expect([report.passed, report.checks.length]).toEqual([true, 9]);
  });
});
