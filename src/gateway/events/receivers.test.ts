import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { CheckResult } from "../receiver-check/run-check.ts";
import type { GatewayRuntime } from "../server.ts";
import { freePort } from "../testing/free-port.ts";
import { Clock, DEBIT, ENTITY, gateway, type Json, post } from "../testing/test-harness.ts";

/**
 * The webhook receivers of receivers/ (Node, Python, PHP, Java, Ruby), each run as its header says against a
 * sandbox on loopback: it answers the registration's test notification, decrypts a payment's event, takes
 * the same event again once (de-duplicated), and passes the gateway's receiver check (replays, unknown types
 * and forgeries). .ci/run installs the runtimes a fresh machine lacks (php-cli, ruby-webrick,
 * python3-cryptography, libjackson2-databind-java).
 */
const ROOT = new URL("../../../receivers/", import.meta.url).pathname;
const DOC = readFileSync(new URL("../../../docs/webhooks-and-time.md", import.meta.url), "utf8");
/** The commands docs/webhooks-and-time.md gives, one a line: run as written, on a free port instead of 4000. */
const COMMANDS = (/\*\*Receivers for your stack\.\*\*[\s\S]*?```sh\n([\s\S]*?)```/.exec(DOC)?.[1] ?? "").trim().split("\n");
const python = ["/usr/bin/python3", "python3"].find((p) => spawnSync(p, ["-c", "import cryptography"]).status === 0);

interface Stack {
  readonly name: string;
  /** The word that starts its command in the docs, and what runs it here. */
  readonly runtime: string;
  readonly command: string | undefined;
  readonly format: "text" | "json";
}
const STACKS: readonly Stack[] = [
  { name: "node", runtime: "node", command: process.execPath, format: "text" },
  { name: "python", runtime: "python3", command: python, format: "json" },
  { name: "php", runtime: "php", command: "php", format: "text" },
  { name: "java", runtime: "java", command: "java", format: "json" },
  { name: "ruby", runtime: "ruby", command: "ruby", format: "text" },
];
const runs = (s: Stack) => s.command !== undefined && spawnSync(s.command, ["--version"]).status === 0;

/** The documented command of a stack: its environment and its arguments, on `port`. */
function documented(stack: Stack, port: number): { env: Record<string, string>; args: string[] } {
  const line = COMMANDS.find((l) => l.includes(` ${stack.name}/`));
  if (!line) throw new Error(`docs/webhooks-and-time.md gives no command for ${stack.name}`);
  const words = line.replaceAll("4000", String(port)).split(" ");
  const env = Object.fromEntries(words.filter((w) => /^[A-Z_]+=/.test(w)).map((w) => w.split("=") as [string, string]));
  const [runtime, ...args] = words.filter((w) => !/^[A-Z_]+=/.test(w));
  if (runtime !== stack.runtime) throw new Error(`${stack.name}'s command starts with ${runtime}, not ${stack.runtime}`);
  return { env, args };
}

let child: ChildProcess | undefined;
let gw: GatewayRuntime | undefined;
let temp: string | undefined;
afterEach(async () => {
  child?.kill();
  await gw?.app.close();
  if (temp) rmSync(temp, { recursive: true, force: true });
  child = gw = temp = undefined;
});

describe("receivers for five stacks, each run as docs/webhooks-and-time.md says against a sandbox", () => {
  it("the docs give one command for each stack", () => {
    expect(COMMANDS).toHaveLength(STACKS.length);
    for (const s of STACKS) expect(COMMANDS.filter((l) => l.includes(` ${s.name}/`))).toHaveLength(1);
  });

  it.each(STACKS)(
    "$name: decrypts, answers, de-duplicates and passes the receiver check",
    async (stack) => {
      if (!runs(stack)) {
        expect(process.env.CI, `${stack.name}'s runtime is missing: .ci/run installs it`).not.toBe("true");
        return;
      }
      const secret = "C0FFEE".padEnd(64, "0");
      const port = await freePort();
      temp = mkdtempSync(join(tmpdir(), `receiver-${stack.name}-`));
      let output = "";
      const { env, args } = documented(stack, port);
      expect(env.WEBHOOK_SECRET).toBe("$WEBHOOK_SECRET");
      child = spawn(stack.command ?? "", args, {
        cwd: ROOT,
        env: { ...process.env, ...env, WEBHOOK_SECRET: secret, TMPDIR: temp },
        stdio: ["ignore", "pipe", "pipe"],
      });
      child.stdout?.on("data", (d: Buffer) => {
        output += d.toString();
      });
      child.stderr?.on("data", (d: Buffer) => {
        output += d.toString();
      });
      // Up when it accepts a connection (PHP's built-in server prints nothing of its own on stdout).
      const deadline = Date.now() + 15_000;
      for (;;) {
        const up = await fetch(`http://127.0.0.1:${port}/`, { method: "POST" }).then(
          (r) => r.status,
          () => 0,
        );
        if (up !== 0) break;
        if (Date.now() > deadline) throw new Error(`${stack.name} did not start:\n${output}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      gw = gateway(new Clock(), { GATEWAY_RATE_LIMIT: "0" });
      const url = `http://127.0.0.1:${port}/webhooks`;
      const webhook = (await post(gw.app, "/sandbox/v1/webhooks", { entityId: ENTITY, url, secret, format: stack.format })).json<Json>();
      expect(webhook.result.code, JSON.stringify(webhook)).toBe("000.000.100");
      const paid = (await post(gw.app, "/v1/payments", DEBIT)).json<Json>();
      await gw.deliveries.drain();
      // The check sends the payment's own CREATED event (genuine), the same event again (duplicate), the same
      // request again (replay), an unknown type and the forgeries.
      const check = (
        await post(gw.app, `/sandbox/v1/webhooks/${String(webhook.id)}/check`, { entityId: ENTITY, paymentId: String(paid.id) })
      ).json<Json & { passed: boolean; checks: CheckResult[] }>();
      expect(
        check.checks.filter((c) => !c.passed).map((c) => `${c.name}: ${JSON.stringify(c)}`),
        output,
      ).toEqual([]);
      expect(check.passed).toBe(true);
      await new Promise((r) => setTimeout(r, 200));
      const event = `PAYMENT CREATED ${String(paid.id)} 000.100.110`;
      expect(
        output.split("\n").filter((l) => l.endsWith(`event ${event}`)),
        output,
      ).toHaveLength(1);
      expect(output, output).toContain(`duplicate PAYMENT:${String(paid.id)}:000.100.110`);
      // A JVM or PHP starting on a loaded 2-core machine: more than the default 5 s, within the 10 s budget.
    },
    9_000,
  );
});
