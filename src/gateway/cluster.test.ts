import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { encodeParams } from "../shared/form-params.ts";
import { workersArgument } from "./cluster.ts";
import { readConfig } from "./config.ts";
import { describeDatabase } from "./store/db.ts";
import { AUTH, DEBIT, FORM, type Json, testDatabase, VISA_CARD } from "./testing/test-harness.ts";

const root = resolve(import.meta.dirname, "../..");
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill("SIGTERM");
});

/** `npm run gateway -- <args>` with GATEWAY_DB; resolves with its output once `until` shows in it, or when it exits. */
function gateway(args: string[], db: string, until: RegExp) {
  const child = spawn(process.execPath, ["--import", "tsx", "src/gateway/main.ts", ...args], {
    cwd: root,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", GATEWAY_DB: db, GATEWAY_DIST: "/nonexistent" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  return new Promise<{ out: string; code: number | null }>((done, fail) => {
    let out = "";
    const timer = setTimeout(() => fail(new Error(`no ${until} in: ${out}`)), 30_000);
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      if (until.test(out)) {
        clearTimeout(timer);
        done({ out, code: null });
      }
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.on("exit", (code) => {
      clearTimeout(timer);
      done({ out, code });
    });
  });
}

describe("--workers N: several processes on one port", () => {
  it("reads --workers N and --workers=N; GATEWAY_WORKERS outside 1–64 is refused by name", () => {
    expect(workersArgument(["--workers", "3"])).toBe("3");
    expect(workersArgument(["--workers=2"])).toBe("2");
    expect(workersArgument([])).toBeUndefined();
    expect(() => readConfig({ GATEWAY_WORKERS: "0" })).toThrow(/GATEWAY_WORKERS \(--workers\)/);
    expect(() => readConfig({ GATEWAY_WORKERS: "two" })).toThrow(/GATEWAY_WORKERS/);
  });

  it("prints a PostgreSQL URL without its password", () => {
    expect(describeDatabase("postgres://shop:s3cret@db.example:5432/sandbox")).toBe(
      "PostgreSQL postgres://shop:***@db.example:5432/sandbox",
    );
    expect(describeDatabase(".data/gateway.sqlite")).toBe("SQLite .data/gateway.sqlite");
  });

  it("is refused on a SQLite file, saying why and what to use", async () => {
    const dir = mkdtempSync(join(tmpdir(), "gateway-workers-"));
    try {
      const run = await gateway(["--workers", "2"], join(dir, "gw.sqlite"), /could not start/);
      expect(run.out).toMatch(/--workers 2 needs PostgreSQL \(GATEWAY_DB=postgres:\/\/.*is one file/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 40_000);

  it.skipIf(process.env.GATEWAY_TEST_STORE !== "postgres")(
    "on PostgreSQL: two processes serve one port and answer every payment",
    async () => {
      const started = await gateway(["--workers", "2"], testDatabase(), /2 processes serve port (\d+) \(pids (\d+), (\d+)\)/);
      const m = /2 processes serve port (\d+) \(pids (\d+), (\d+)\)/.exec(started.out);
      expect(m?.[2]).not.toBe(m?.[3]);
      const url = `http://127.0.0.1:${m?.[1]}`;
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          fetch(`${url}/v1/payments`, {
            method: "POST",
            headers: { ...FORM, ...AUTH, connection: "close" },
            body: encodeParams(DEBIT),
          }).then((r) => r.json() as Promise<Json>),
        ),
      );
      expect(answers.map((a) => a.result.code)).toEqual(Array(20).fill("000.100.110"));
      expect(new Set(answers.map((a) => a.id)).size).toBe(20);
      // Summary-page data sealed by one worker opens in the other: the primary hands them one key.
      const send = (path: string, params: Record<string, string>, headers: Record<string, string>) =>
        fetch(`${url}${path}`, { method: "POST", headers: { ...FORM, connection: "close", ...headers }, body: encodeParams(params) }).then(
          (r) => r.json() as Promise<Json>,
        );
      for (let round = 0; round < 6; round++) {
        const { id } = await send(
          "/v1/checkouts",
          { entityId: DEBIT.entityId ?? "", amount: "5.00", currency: "EUR", paymentType: "DB" },
          AUTH,
        );
        const card = { paymentBrand: "VISA", ...VISA_CARD, useSummaryPage: "true" };
        expect((await send(`/v1/checkouts/${id}/payment`, card, { origin: url })).result.code).toMatch(/^000\./);
        expect((await send(`/v1/checkouts/${id}/payment`, {}, AUTH)).result.code).toBe("000.100.110");
      }
    },
    60_000,
  );
});
