import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GatewayRuntime } from "./server.ts";
import { Clock, gateway } from "./testing/test-harness.ts";

/**
 * Every shell command README.md and docs/ tell a reader to run, run as written against a gateway: each page's
 * blocks in order, in one shell (a block may use what an earlier one set), with only the gateway's address
 * changed (a free port here, instead of 8080). Each answer must be one the gateway gives a well-formed request:
 * no parameter errors, no refused token, no unknown endpoint, no internal error, no unknown id. A block that is not run here
 * is listed in NOT_HERE with where it runs instead; a new block is in one list or the other, or this fails.
 */
const root = new URL("../../", import.meta.url).pathname;
const PAGES = [
  "README.md",
  ...readdirSync(join(root, "docs"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => `docs/${f}`),
];

/** Blocks run elsewhere, by the start of their first line, with the reason. */
const NOT_HERE: Readonly<Record<string, string>> = {
  "README.md: npm install ./payment-widgets-0.1.0.tgz":
    "installs the packed tarball and starts its sandbox: the package check (scripts/package/merchant-check.ts, a step of npm test)",
  "README.md: npm ci && npm run demo": "the whole repository's install, demo and test run: .ci/run runs it on a fresh clone",
  "docs/webhooks-and-time.md: export WEBHOOK_SECRET": "starts the documented receiver: readme-receiver.test.ts runs it with the receiver",
  "docs/webhooks-and-time.md: curl -s $GW/sandbox/v1/webhooks -H": "registers the documented receiver: readme-receiver.test.ts",
  "docs/webhooks-and-time.md: WEBHOOK_ID=": "checks the documented receiver: readme-receiver.test.ts",
  "docs/gateway.md: export GATEWAY_DB=postgres": "needs your PostgreSQL server: multi-process.test.ts and cluster.test.ts start one",
  "docs/gateway.md: GATEWAY_TLS=1 npm run gateway": "starts a gateway with HTTPS: tls.test.ts",
  "docs/gateway.md: GATEWAY_ACCOUNTS=": "starts a gateway with more accounts: accounts.test.ts",
  "docs/back-office.md: GATEWAY_FTP_PORT=": "starts the FTP server: settlement/ftp-delivery.test.ts",
  "docs/dom-contract.md: npm run screenshots": "draws the docs' pictures in Chromium: e2e/screenshots-command.spec.ts runs it",
  "docs/webhooks-and-time.md: WEBHOOK_SECRET=$WEBHOOK_SECRET PORT=4000 node node/receiver.mjs":
    "starts each stack's receiver: events/receivers.test.ts runs every line of it against a sandbox",
  "README.md: npx payment-widgets check":
    "runs the migration check in Chromium: e2e/migration-check.spec.ts runs it on pages of ours and the demo's",
  "docs/migration.md: npx payment-widgets check":
    "runs the migration check in Chromium: e2e/migration-check.spec.ts runs it on pages of ours and the demo's",
  "docs/faults.md: npx payment-widgets record":
    "records and replays a session: src/gateway/replay/replay.test.ts runs both verbs against two sandboxes",
  "docs/package.md: npm pack":
    "packs, installs and starts the package: the package check (scripts/package/merchant-check.ts, a step of npm test)",
  'docs/integration.md: curl -X POST "$GW/v1/checkouts/$CHECKOUT/payment"':
    "confirms card data the widget saved in a browser: payments/summary-page.test.ts makes this confirmation",
};

interface Block {
  readonly page: string;
  readonly line: number;
  readonly text: string;
  readonly key: string;
}

const blocks: Block[] = PAGES.flatMap((page) => {
  const text = readFileSync(join(root, page), "utf8");
  return [...text.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => {
    const body = (m[1] ?? "").replace(/^ {3}/gm, "");
    const first = body.split("\n").find((l) => l.trim() && !l.startsWith("#")) ?? "";
    return { page, line: text.slice(0, m.index).split("\n").length, text: body, key: `${page}: ${first.trim()}` };
  });
});
const skipped = (b: Block) => Object.keys(NOT_HERE).find((k) => b.key.startsWith(k));

/** Runs a script in sh (asynchronously: the gateway answering it lives in this process). */
function shell(script: string): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn("sh", ["-c", script], { cwd: dir, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => {
      stdout += d.toString();
    });
    child.stderr.on("data", (d: Buffer) => {
      stderr += d.toString();
    });
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
}

let gw: GatewayRuntime;
let address = "";
let dir = "";
beforeAll(async () => {
  gw = gateway(new Clock(), { GATEWAY_RATE_LIMIT: "0" });
  address = await gw.app.listen({ port: 0, host: "127.0.0.1" });
  dir = mkdtempSync(join(tmpdir(), "doc-commands-"));
});
afterAll(async () => {
  await gw.app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the commands of README.md and docs/, as written", () => {
  it("every block is run here or names where it runs", () => {
    expect(blocks.length).toBeGreaterThan(10);
    expect(Object.keys(NOT_HERE).filter((k) => !blocks.some((b) => b.key.startsWith(k)))).toEqual([]);
  });

  const pages = [...new Set(blocks.filter((b) => !skipped(b)).map((b) => b.page))];
  it.each(pages)("%s", async (page) => {
    const run = blocks.filter((b) => b.page === page && !skipped(b));
    // Each answer on a line of its own (curl prints none after the body), and the first failure stops the page.
    const script = ["set -e", 'curl() { command curl "$@"; echo; }', ...run.map((b) => b.text)]
      .join("\n")
      .replaceAll("http://127.0.0.1:8080", address);
    const out = await shell(script);
    expect(out.stderr, `${page}: ${out.stderr}`).toBe("");
    expect(out.status).toBe(0);
    const answers = out.stdout
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l) as { result?: { code?: string; description?: string; parameterErrors?: unknown[] } });
    expect(answers.length).toBeGreaterThan(0);
    expect(out.stdout).not.toMatch(/\bundefined\b/);
    const wrong = answers.filter(
      (a) =>
        a.result?.parameterErrors !== undefined ||
        ["800.900.300", "800.900.301"].includes(a.result?.code ?? "") ||
        // A fault the page asks for on purpose (docs/faults.md: X-Sandbox-Fault) is the answer it documents.
        ((a.result?.code ?? "").startsWith("900.") && !(a.result?.description ?? "").startsWith("sandbox fault ")) ||
        (a.result?.description ?? "").startsWith("no such endpoint") ||
        // An id an earlier command should have captured (`… | field id`) that was not there.
        /^no .* with this id/.test(a.result?.description ?? ""),
    );
    expect(wrong).toEqual([]);
  });
});
