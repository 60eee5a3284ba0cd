import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeParams } from "../shared/form-params.ts";
import { AUTH, ENTITY, FORM, type Json, VISA_CARD } from "./test-harness.ts";

/**
 * Two gateway processes on one SQLite file (security review, finding 16): a genuine retry of a
 * widget payment (same Idempotency-Key) that reaches both at once makes one payment, and both
 * answers are that payment's, never "already paid" for a shopper whose payment went through.
 */
const root = resolve(import.meta.dirname, "../..");

function startGateway(db: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/gateway/main.ts"], {
    cwd: root,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", GATEWAY_DB: db, GATEWAY_RATE_LIMIT: "0", GATEWAY_DIST: "/nonexistent" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((done, fail) => {
    let out = "";
    const timer = setTimeout(() => fail(new Error(`gateway did not start: ${out}`)), 20_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening on (http:\/\/[^\s]+)/.exec(out);
      if (m?.[1]) {
        clearTimeout(timer);
        done({ child, url: m[1] });
      }
    });
    child.on("exit", (code) => fail(new Error(`gateway exited with ${code}: ${out}`)));
  });
}

describe("two gateway processes on one database", () => {
  let dir: string;
  let db: string;
  const gateways: { child: ChildProcess; url: string }[] = [];
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "gateway-two-processes-"));
    db = join(dir, "gateway.sqlite");
    gateways.push(await startGateway(db));
    gateways.push(await startGateway(db));
  }, 60_000);
  afterAll(() => {
    for (const g of gateways) g.child.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  });

  const send = (url: string, path: string, params: Record<string, string>, headers: Record<string, string>) =>
    fetch(`${url}${path}`, { method: "POST", headers: { ...FORM, ...headers }, body: encodeParams(params) }).then(async (r) => ({
      status: r.status,
      body: (await r.json()) as Json,
    }));

  it("a retry with the same Idempotency-Key sent to both at once makes one payment and one answer", async () => {
    const [a, b] = gateways.map((g) => g.url) as [string, string];
    for (let round = 0; round < 8; round++) {
      const created = await send(a, "/v1/checkouts", { entityId: ENTITY, amount: "20.00", currency: "EUR", paymentType: "DB" }, AUTH);
      const id = created.body.id ?? "";
      const key = `retry-${round}-0123456789`;
      const pay = (url: string) =>
        send(url, `/v1/checkouts/${id}/payment`, { paymentBrand: "VISA", ...VISA_CARD }, { origin: url, "idempotency-key": key });
      const answers = await Promise.all([pay(a), pay(b), pay(a), pay(b)]);
      expect(answers.map((x) => x.body.result.code)).toEqual(["000.100.110", "000.100.110", "000.100.110", "000.100.110"]);
      expect(new Set(answers.map((x) => x.body.id)).size).toBe(1);
      const reader = new Database(db, { readonly: true });
      const count = reader.prepare<[string], { n: number }>("SELECT COUNT(*) AS n FROM payments WHERE checkout_id = ?").get(id)?.n;
      reader.close();
      expect(count).toBe(1);
    }
  }, 60_000);
});
