import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_TOKEN, gatewayDb } from "./config.ts";
import { ftpLogins } from "./settlement/ftp-delivery.ts";
import { shownSecret } from "./startup-secrets.ts";

const root = resolve(import.meta.dirname, "../..");
const dir = mkdtempSync(join(tmpdir(), "gateway-startup-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TOKEN = "operator-token-0123456789abcdef";
const OTHER_TOKEN = "account-b-token-0123456789abcdef";
const OTHER = "b3".repeat(16);
const SECRET = "A1".repeat(32);
const ENV = {
  SANDBOX_TOKEN: TOKEN,
  GATEWAY_ACCOUNTS: JSON.stringify([{ token: OTHER_TOKEN, entityIds: [OTHER] }]),
  GATEWAY_WEBHOOK_URL: "http://127.0.0.1:9/hook",
  GATEWAY_WEBHOOK_SECRET: SECRET,
  GATEWAY_FTP_PORT: "0",
};

/** The gateway's start-up output (until it listens), then it is stopped. */
function startupOutput(env: Record<string, string>, db: string): Promise<string> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/gateway/main.ts"], {
    cwd: root,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", GATEWAY_DB: join(dir, db), GATEWAY_DIST: "/nonexistent", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((done, fail) => {
    let out = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("[gateway] throttling")) {
        child.kill("SIGTERM");
        done(out);
      }
    });
    child.once("exit", () => fail(new Error(`gateway exited: ${out}`)));
  });
}

describe("start-up output (security round 3, item 14)", () => {
  it.each([
    [TOKEN, false, "oper… (masked; GATEWAY_SHOW_SECRETS=1 prints it)"],
    [TOKEN, true, TOKEN],
    [DEFAULT_TOKEN, false, DEFAULT_TOKEN],
  ])("shownSecret(%s, show %s)", (secret, show, shown) => {
    expect(shownSecret(secret, show)).toBe(shown);
  });

  it("masks the operator's token, the webhook key it was given and its FTP passwords; prints no other account's", async () => {
    const out = await startupOutput(ENV, "masked.sqlite");
    const passwords = ftpLogins([
      { token: TOKEN, entityIds: ["8a8294174b7ecb28014b9699220015ca"] },
      { token: OTHER_TOKEN, entityIds: [OTHER] },
    ]).map((l) => l.password);
    for (const secret of [TOKEN, SECRET, OTHER_TOKEN, ...passwords]) expect(out).not.toContain(secret);
    expect(out).toContain("SANDBOX_TOKEN=oper…");
    expect(out).toContain("GET /sandbox/v1/reconciliation/ftp");
  }, 9_000);

  it("GATEWAY_SHOW_SECRETS=1 prints the operator's own, still none of another account", async () => {
    const out = await startupOutput({ ...ENV, GATEWAY_SHOW_SECRETS: "1" }, "shown.sqlite");
    expect(out).toContain(`SANDBOX_TOKEN=${TOKEN}`);
    expect(out).toContain(SECRET);
    expect(out).not.toContain(OTHER_TOKEN);
    expect(out).not.toContain(ftpLogins([{ token: OTHER_TOKEN, entityIds: [OTHER] }])[0]?.password);
  }, 9_000);

  it("GATEWAY_HTTPS_PORT prints both addresses (drop-in round 3, item 14)", async () => {
    const out = await startupOutput({ GATEWAY_HTTPS_PORT: "0", GATEWAY_TLS_DIR: join(dir, "tls") }, "both.sqlite");
    expect(out).toMatch(/listening on http:\/\/127\.0\.0\.1:\d+/);
    expect(out).toMatch(/and over HTTPS on https:\/\/127\.0\.0\.1:\d+ \(GATEWAY_HTTPS_PORT\)/);
  }, 9_000);
});

describe("GATEWAY_DB written like a URL of another scheme (first hour, item 7)", () => {
  it.each([
    ["postgress://user:secret@db.example/payments", "postgress:"],
    ["mysql://user:secret@db.example/payments", "mysql:"],
    ["sqlite://./gateway.sqlite", "sqlite:"],
  ])("%s is refused, naming the scheme and the accepted forms, never the password", (value, scheme) => {
    expect(() => gatewayDb(value)).toThrow(`got a URL with the scheme "${scheme}"`);
    expect(() => gatewayDb(value)).toThrow(/a postgres:\/\/ or postgresql:\/\/ URL/);
    try {
      gatewayDb(value);
    } catch (err) {
      expect(String(err)).not.toContain("secret");
    }
  });

  it.each([
    "postgres://user:secret@db.example/payments",
    "postgresql://db.example/p",
    "postgres",
    "./data/g.sqlite",
    ":memory:",
    "C:\\data\\g.sqlite",
  ])("%s is taken as it is", (value) => {
    expect(gatewayDb(value)).toBe(value);
  });

  it("the gateway started with such a value says so and stops, creating no folder and printing no password", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/gateway/main.ts"], {
      cwd: root,
      env: { ...process.env, PORT: "0", GATEWAY_DB: "postgress://user:secret@db.example/payments", GATEWAY_DIST: "/nonexistent" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout?.on("data", (d: Buffer) => {
      out += d.toString();
    });
    child.stderr?.on("data", (d: Buffer) => {
      out += d.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    expect(out).toContain("[gateway] could not start: GATEWAY_DB: expected the path of a SQLite file");
    expect(out).not.toContain("secret");
    expect(existsSync(join(root, "postgress:"))).toBe(false);
  });
});

describe("a port in use (first hour, item 8)", () => {
  it("is one line naming the variable that moves it, not a stack trace", async () => {
    const busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, "127.0.0.1", resolve));
    const port = (busy.address() as AddressInfo).port;
    try {
      const child = spawn(process.execPath, ["--import", "tsx", "src/gateway/main.ts"], {
        cwd: root,
        env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", GATEWAY_DB: join(dir, "busy.sqlite"), GATEWAY_DIST: "/nonexistent" },
        stdio: ["ignore", "ignore", "pipe"],
      });
      let err = "";
      child.stderr?.on("data", (d: Buffer) => {
        err += d.toString();
      });
      expect(await new Promise<number | null>((resolve) => child.once("exit", resolve))).toBe(1);
      expect(err).toContain(`EADDRINUSE`);
      expect(err).toContain("(set PORT, GATEWAY_HTTPS_PORT or GATEWAY_FTP_PORT, whichever names it, to a free port)");
      expect(err).not.toMatch(/\n\s+at /);
    } finally {
      busy.close();
    }
  });
});
