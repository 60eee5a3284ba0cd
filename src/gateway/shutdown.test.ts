import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");

/**
 * Ctrl-C (SIGTERM) stops the gateway even while a browser holds a connection open mid-request: a request in
 * flight gets a second to finish, then the connection is closed. Before, the gateway waited for the
 * browser, which may never let go (a tab left open on the console kept `npm run demo` from exiting).
 */
it("stops on SIGTERM within seconds while a client holds a request open", async () => {
  const dir = mkdtempSync(join(tmpdir(), "wpwl-shutdown-"));
  const child = spawn(process.execPath, ["--import", "tsx", "src/gateway/main.ts"], {
    cwd: root,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", GATEWAY_DB: join(dir, "gateway.sqlite"), GATEWAY_DIST: "/nonexistent" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  try {
    const url = await new Promise<URL>((done, fail) => {
      let out = "";
      child.stdout?.on("data", (chunk: Buffer) => {
        out += chunk.toString();
        const m = /listening on (http:\/\/[^\s]+)/.exec(out);
        if (m?.[1]) done(new URL(m[1]));
      });
      child.once("exit", (code) => fail(new Error(`gateway exited with ${code}: ${out}`)));
    });
    // Serving: its start-up (and its signal handlers) is done.
    await fetch(new URL("/v1/locales/index.json", url));
    const socket = connect(Number(url.port), url.hostname);
    await new Promise((r) => socket.once("connect", r));
    // Headers not finished: for the server, a request in progress.
    socket.write("GET /v1/checkouts/x/config HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    socket.on("error", () => undefined);
    const started = Date.now();
    const exited = new Promise<string>((r) => child.once("exit", (code, signal) => r(`${code} ${signal}`)));
    child.kill("SIGTERM");
    const code = await Promise.race([exited, new Promise<"hung">((r) => setTimeout(() => r("hung"), 4_000))]);
    expect(code).toBe("0 null");
    expect(Date.now() - started).toBeLessThan(4_000);
    socket.destroy();
  } finally {
    if (child.exitCode === null) child.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  }
}, 8_000);
