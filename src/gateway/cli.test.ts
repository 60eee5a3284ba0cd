import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { nextSteps, readCommandLine, USAGE } from "./cli-args.ts";

const root = new URL("../../", import.meta.url).pathname;

describe("the package's command line (payment-widgets [start] [options])", () => {
  it.each([
    [[], {}],
    [["start"], {}],
    [["--port", "0", "--db", "postgres://u:p@h/db", "--tls"], { PORT: "0", GATEWAY_DB: "postgres://u:p@h/db", GATEWAY_TLS: "1" }],
    [["start", "--host", "0.0.0.0"], { HOST: "0.0.0.0" }],
  ])("%j starts the gateway with %j, serving the package's own dist/", (args, settings) => {
    const asked = readCommandLine(args, { PORT: "9" });
    expect("env" in asked && asked.env).toMatchObject({ ...settings, GATEWAY_DIST: `${root}dist` });
    if (!("PORT" in settings)) expect("env" in asked && asked.env.PORT).toBe("9");
  });

  it.each([
    [["--help"], 0, USAGE],
    [["stop"], 2, 'unknown command "stop"'],
    [["--port", "eighty"], 2, '--port expects a number from 0 to 65535, got "eighty"'],
    [["--bogus"], 2, "Unknown option '--bogus'"],
  ])("%j: exit %i, saying %s", (args, exitCode, text) => {
    const asked = readCommandLine(args, {});
    expect("print" in asked && [asked.exitCode, asked.print.includes(text)]).toEqual([exitCode, true]);
  });

  it("prints the next steps with this gateway's address, token, entity and the script's integrity", () => {
    const text = nextSteps({ origin: "http://127.0.0.1:8081", token: "tok", entityId: "ent", integrity: "sha384-abc" });
    expect(text).toContain('curl -s http://127.0.0.1:8081/v1/checkouts -H "Authorization: Bearer tok" -d entityId=ent');
    expect(text).toContain('integrity="sha384-abc"');
    expect(text).toContain("4200 0000 0000 0000");
    expect(text).toContain("http://127.0.0.1:8081/sandbox/console");
  });
});

let child: ChildProcess | undefined;
let dir: string | undefined;
afterEach(() => {
  child?.kill("SIGTERM");
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("bin/payment-widgets.mjs", () => {
  it("starts the sandbox from any folder: its data there, the gateway answering, the next steps printed", async () => {
    dir = mkdtempSync(join(tmpdir(), "payment-widgets-"));
    child = spawn(process.execPath, [join(root, "bin/payment-widgets.mjs"), "--port", "0"], {
      cwd: dir,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout?.on("data", (d: Buffer) => {
      out += d.toString();
    });
    const started = Date.now();
    while (!out.includes("Next steps") && Date.now() - started < 20_000) await new Promise((r) => setTimeout(r, 50));
    const origin = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1] ?? "";
    expect(origin).not.toBe("");
    expect(out).toContain(`console: ${origin}/sandbox/console`);
    expect(out).toContain(`curl -s ${origin}/v1/checkouts`);
    expect((await fetch(`${origin}/v1/resultcodes`)).status).toBe(200);
    expect(existsSync(join(dir, ".data/gateway.sqlite"))).toBe(true);
  });
});

describe("the package (npm pack)", () => {
  it("holds the command, the gateway, the built widget's place, the types and the docs; no tests, no widget sources", () => {
    const packed = JSON.parse(
      execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], { cwd: root, encoding: "utf8" }),
    ) as {
      files: { path: string }[];
    }[];
    const files = (packed[0]?.files ?? []).map((f) => f.path);
    for (const f of [
      "bin/payment-widgets.mjs",
      "src/gateway/cli.ts",
      "src/gateway/main.ts",
      "src/shared/brands.ts",
      "locales/en.json",
      "types/wpwl-options.d.ts",
      "README.md",
      "receivers/node/receiver.mjs",
      "receivers/python/receiver.py",
      "receivers/php/receiver.php",
      "receivers/java/Receiver.java",
      "receivers/ruby/receiver.rb",
    ])
      expect(files).toContain(f);
    expect(files.filter((f) => /\.test\.tsx?$|^src\/(widget|frames)\/|^e2e\/|^demo\/|^src\/gateway\/testing\//.test(f))).toEqual([]);
    const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
      private?: boolean;
      bin: Record<string, string>;
      scripts: Record<string, string>;
    };
    expect([manifest.private, manifest.bin["payment-widgets"], manifest.scripts.prepack]).toEqual([
      undefined,
      "bin/payment-widgets.mjs",
      "npm run build",
    ]);
  });
});
