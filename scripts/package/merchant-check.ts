import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../src/gateway/testing/free-port.ts";
import { docBlock } from "../doc-block.ts";
import { sqlitePrebuilds } from "./sqlite-prebuilds.ts";

/**
 * The package check (a step of `npm test`; docs/package.md "The package check"): the package as a merchant's
 * developer gets it, used only through what it exports. It packs the tarball, installs it into an empty folder
 * outside the repository (with @playwright/test and selenium-webdriver, as a merchant's suite has them), starts the
 * sandbox with the installed command, starts the package's Node receiver and `payment-widgets listen` for it, and a
 * merchant's own checkout page (merchant/shop.mjs); then runs docs/package.md's Playwright test and WebDriver script
 * as written there (only the page's address changes) — each pays through the 3-D Secure challenge — and checks that
 * the receiver decrypted the payments' events. `--build` packs with the package's own build (prepack) instead of
 * the dist/ npm test built a step before. better-sqlite3's binary comes prebuilt from this machine's folder of them
 * (sqlite-prebuilds.ts), as it comes prebuilt from the internet elsewhere; `--compile-sqlite` compiles it. While working on this check: `--keep` leaves the merchant's folder, `--reuse <folder>` starts
 * from one kept (no pack, no install).
 */
const root = join(import.meta.dirname, "../..");
const reuse = process.argv.includes("--reuse") ? process.argv[process.argv.indexOf("--reuse") + 1] : undefined;
const work = reuse ?? mkdtempSync(join(tmpdir(), "wpwl-package-"));
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const started: ChildProcess[] = [];
const say = (line: string) => console.log(`[package] ${line}`);
const versionOf = (name: string) =>
  (JSON.parse(readFileSync(join(root, "node_modules", name, "package.json"), "utf8")) as { version: string }).version;

/** Runs a command in the merchant's folder to its end; fails with its output when it fails. */
function run(command: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: work, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d: Buffer) => {
      out += d.toString();
    });
    child.stderr.on("data", (d: Buffer) => {
      out += d.toString();
    });
    child.on("close", (code) => (code === 0 ? resolve(out) : reject(new Error(`${command} ${args.join(" ")} exited ${code}:\n${out}`))));
  });
}

/** Starts a long-running command in the merchant's folder; `waitFor` resolves with its output once a line matches. */
function start(command: string, args: string[], env: Record<string, string> = {}) {
  // Its own process group: npx starts the command as a grandchild, which ends with the group.
  const child = spawn(command, args, { cwd: work, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"], detached: true });
  started.push(child);
  let out = "";
  child.stdout?.on("data", (d: Buffer) => {
    out += d.toString();
  });
  child.stderr?.on("data", (d: Buffer) => {
    out += d.toString();
  });
  return {
    output: () => out,
    async waitFor(pattern: RegExp, ms = 30_000): Promise<string> {
      const deadline = Date.now() + ms;
      while (!pattern.test(out)) {
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(`${command} ${args.join(" ")}: no ${pattern} in:\n${out}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      return out;
    },
  };
}

/** A code block of docs/package.md, as written, with the page's address changed to the merchant's shop. */
/** A block of docs/package.md as written, with only the shop's address changed. */
const docsBlock = (after: string, fence: string, shop: string) =>
  docBlock(join(root, "docs/package.md"), after, fence).replaceAll("http://localhost:3000", shop);

/** Packs the tarball into the merchant's folder and installs it there with the merchant suite's test tools. */
async function packAndInstall() {
  const pack = ["pack", "--pack-destination", work, "--silent", ...(process.argv.includes("--build") ? [] : ["--ignore-scripts"])];
  const tarball = execFileSync("npm", pack, { cwd: root, encoding: "utf8" }).trim().split("\n").at(-1) ?? "";
  say(`packed ${tarball}`);
  writeFileSync(join(work, "package.json"), JSON.stringify({ name: "merchant-shop", private: true, type: "module" }));
  const prebuilds = process.argv.includes("--compile-sqlite") ? undefined : sqlitePrebuilds(root);
  await run(
    "npm",
    [
      "install",
      "--prefer-offline",
      "--no-audit",
      "--no-fund",
      `./${tarball}`,
      `@playwright/test@${versionOf("@playwright/test")}`,
      `selenium-webdriver@${versionOf("selenium-webdriver")}`,
    ],
    prebuilds?.env,
  );
  const sqlite = prebuilds?.after(join(work, "node_modules", "better-sqlite3")) ?? "compiled";
  say(`installed into ${work} (${Math.round((Date.now() - t0) / 1000)} s; better-sqlite3 ${sqlite})`);
}

const t0 = Date.now();
try {
  if (!reuse) await packAndInstall();

  const sandbox = start("npx", ["payment-widgets", "--port", "0"]);
  const printed = await sandbox.waitFor(/Next steps/);
  const gateway = /listening on (https?:\/\/[0-9.:]+)/.exec(printed)?.[1] ?? "";
  const token = /Authorization: Bearer ([A-Za-z0-9+/=._~-]+)/.exec(printed)?.[1] ?? "";
  const entity = /entityId=([0-9a-f]{32})/.exec(printed)?.[1] ?? "";
  if (!gateway || !token || !entity) throw new Error(`the sandbox did not print its address, token and entity:\n${printed}`);
  say(`npx payment-widgets: ${gateway}`);
  const client = ["--gateway", gateway, "--token", token, "--entity", entity];

  const secret = randomBytes(32).toString("hex").toUpperCase();
  const receiverPort = await freePort();
  const receiver = start("node", ["node_modules/payment-widgets/receivers/node/receiver.mjs"], {
    WEBHOOK_SECRET: secret,
    PORT: String(receiverPort),
  });
  await receiver.waitFor(/listening on/);
  const listen = start("npx", [
    "payment-widgets",
    "listen",
    "--forward-to",
    `http://127.0.0.1:${receiverPort}/webhooks`,
    "--secret",
    secret,
    ...client,
  ]);
  await listen.waitFor(/Forwarding events/);
  say("the package's Node receiver, registered by payment-widgets listen");

  copyFileSync(join(import.meta.dirname, "merchant/shop.mjs"), join(work, "shop.mjs"));
  const shopPort = await freePort();
  const shop = `http://127.0.0.1:${shopPort}`;
  start("node", ["shop.mjs"], { GATEWAY: gateway, SANDBOX_TOKEN: token, SANDBOX_ENTITY_ID: entity, PORT: String(shopPort) });
  await new Promise((r) => setTimeout(r, 300));

  writeFileSync(join(work, "checkout.spec.ts"), docsBlock("## A test kit for your own end-to-end tests", "ts", shop));
  writeFileSync(
    join(work, "playwright.config.mjs"),
    `export default { testDir: ".", testMatch: "**/checkout.spec.ts", reporter: "list", use: { launchOptions: { executablePath: ${JSON.stringify(chromium)}, args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"] } } };\n`,
  );
  await run("npx", ["playwright", "test", "--config", "playwright.config.mjs"]);
  say("docs/package.md's Playwright test paid on the merchant's page (3-D Secure challenge, one-time code)");

  writeFileSync(join(work, "webdriver-check.mjs"), docsBlock("for a \\*\\*Selenium WebDriver\\*\\* suite", "js", shop));
  await run("node", ["webdriver-check.mjs"], { CHROME_BIN: chromium, CHROMEDRIVER: "/usr/bin/chromedriver" });
  say("docs/package.md's WebDriver script paid on the merchant's page");

  // Each 3-D Secure payment ends with an UPDATED event carrying its approval: the receiver decrypted both.
  await receiver.waitFor(/(event PAYMENT UPDATED [0-9a-f]{32} 000\.100\.110[\s\S]*){2}/);
  await listen.waitFor(/(PAYMENT UPDATED [0-9a-f]{32} → DELIVERED \(HTTP 200[\s\S]*){2}/);
  say("the receiver decrypted both payments' events; listen showed them delivered");

  const paid = await run("npx", ["payment-widgets", "pay", ...client]);
  if (!/000\.100\.110/.test(paid)) throw new Error(`payment-widgets pay: ${paid}`);
  // The migration check, from the installed command, on the merchant's page: nothing it uses would break.
  const checked = await run("npx", ["payment-widgets", "check", `${shop}/checkout`, "--report", "check.html", ...client], {
    CHROMIUM_PATH: chromium,
  });
  if (!/nothing this page uses would break/.test(checked) || !existsSync(join(work, "check.html")))
    throw new Error(`payment-widgets check: ${checked}`);
  say("payment-widgets check: the merchant's page uses nothing this widget lacks (its smoke payment paid)");
  // A refund of that payment, triggered: its event reaches the receiver listen registered.
  const refundOf = /^payment ([0-9a-f]{32})/.exec(paid)?.[1] ?? "";
  const refunded = await run("npx", ["payment-widgets", "trigger", "payment.refund", "--for", refundOf, "--set", "amount=0.50", ...client]);
  const refund = /sent PAYMENT\.CREATED for ([0-9a-f]{32}) to http/.exec(refunded)?.[1];
  if (!refund) throw new Error(`payment-widgets trigger: ${refunded}`);
  await receiver.waitFor(new RegExp(`event PAYMENT CREATED ${refund} 000\\.100\\.110`));
  say("payment-widgets trigger payment.refund: the refund's event reached the receiver");
  await run("npx", ["payment-widgets", "clock", "advance", "P1D", ...client]);
  say(`done in ${Math.round((Date.now() - t0) / 1000)} s`);
} finally {
  for (const child of started) {
    try {
      if (child.pid) process.kill(-child.pid);
    } catch {
      // already ended
    }
  }
  if (process.argv.includes("--keep") || reuse) say(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
process.exit(process.exitCode ?? 0);
