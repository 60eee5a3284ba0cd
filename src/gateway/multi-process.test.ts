import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeParams } from "../shared/form-params.ts";
import { MAX_ATTEMPTS } from "./checkouts/checkout-route.ts";
import { decrypt, type Receiver, receiver } from "./events/receiver.test-support.ts";
import { openDatabase } from "./store/db.ts";
import { MIGRATIONS } from "./store/db-schema.ts";
import type { SqlDatabase } from "./store/sql-database.ts";
import { AUTH, ENTITY, FORM, type Json, testDatabase, VISA_CARD } from "./testing/test-harness.ts";

/**
 * Two gateway processes on one database — a SQLite file in the unit project, one PostgreSQL schema in
 * the `postgres` project — and every money invariant raced across them: each holds because the
 * database enforces it (transactions, unique keys, the write lock, claims), not a process's memory.
 * Both processes also sweep their time-driven work every 20 ms, so due work is always contended.
 * Repetitions: 8 rounds of 4 idempotent retries, 3 rounds of 50 refunds, 45 refunds and chargebacks mixed, 10 rounds of 6 payments of
 * one checkout, 14 attempts on one checkout, 12 webhook deliveries (two attempts each), 12 scheduled
 * runs, one midnight settling 12 transactions.
 */
const root = resolve(import.meta.dirname, "../..");
/** Separate processes share the key summary-page card data is sealed under (a cluster's primary hands its workers one). */
const SEALING_KEY = "5e".repeat(32);

function startGateway(db: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/gateway/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      GATEWAY_DB: db,
      GATEWAY_RATE_LIMIT: "0",
      GATEWAY_DIST: "/nonexistent",
      GATEWAY_SWEEP_MS: "20",
      GATEWAY_SEALING_KEY: SEALING_KEY,
    },
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
  let location: string;
  let db: SqlDatabase;
  let a: string;
  let b: string;
  const gateways: { child: ChildProcess; url: string }[] = [];
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "gateway-two-processes-"));
    location = testDatabase(join(dir, "gateway.sqlite"));
    // Both start at once on the new database: one runs the migrations, the other waits and finds them done.
    gateways.push(...(await Promise.all([startGateway(location), startGateway(location)])));
    [a, b] = gateways.map((g) => g.url) as [string, string];
    db = openDatabase(location);
  }, 60_000);
  afterAll(() => {
    db?.close();
    for (const g of gateways) g.child.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  });

  const send = (url: string, path: string, params: Record<string, string>, headers: Record<string, string> = AUTH) =>
    fetch(`${url}${path}`, { method: "POST", headers: { ...FORM, ...headers }, body: encodeParams(params) }).then(async (r) => ({
      status: r.status,
      body: (await r.json()) as Json,
    }));
  const read = <R>(sql: string, ...args: unknown[]) => db.prepare<unknown[], R>(sql).all(...args);
  const checkout = async (amount = "20.00") =>
    (await send(a, "/v1/checkouts", { entityId: ENTITY, amount, currency: "EUR", paymentType: "DB" })).body.id ?? "";
  const widgetPay = (url: string, id: string, headers: Record<string, string> = {}, card = VISA_CARD) =>
    send(url, `/v1/checkouts/${id}/payment`, { paymentBrand: "VISA", ...card }, { origin: url, ...headers });
  const debit = (url: string, amount: string) =>
    send(url, "/v1/payments", { entityId: ENTITY, amount, currency: "EUR", paymentType: "DB", paymentBrand: "VISA", ...VISA_CARD });

  it("started at once, they migrated the new database once", () => {
    const versions = read<{ version: number }>("SELECT version FROM schema_migrations ORDER BY version").map((r) => r.version);
    expect(versions).toEqual(MIGRATIONS.map((m) => m.version));
  });

  it("a retry with the same Idempotency-Key sent to both at once makes one payment and one answer", async () => {
    for (let round = 0; round < 8; round++) {
      const id = await checkout();
      const key = `retry-${round}-0123456789`;
      const pay = (url: string) => widgetPay(url, id, { "idempotency-key": key });
      const answers = await Promise.all([pay(a), pay(b), pay(a), pay(b)]);
      expect(answers.map((x) => x.body.result.code)).toEqual(["000.100.110", "000.100.110", "000.100.110", "000.100.110"]);
      expect(new Set(answers.map((x) => x.body.id)).size).toBe(1);
      expect(read<{ n: number }>("SELECT COUNT(*) AS n FROM payments WHERE checkout_id = ?", id)[0]?.n).toBe(1);
    }
  }, 60_000);

  it("a checkout is paid at most once when both receive the widget's post at the same moment", async () => {
    for (let round = 0; round < 10; round++) {
      const id = await checkout();
      const answers = await Promise.all(
        [a, b, a, b, a, b].map((url, i) => widgetPay(url, id, { "idempotency-key": `pay-${round}-${i}-0123456789` })),
      );
      expect(answers.filter((x) => x.body.result.code === "000.100.110")).toHaveLength(1);
      expect(read<{ n: number }>("SELECT COUNT(*) AS n FROM payments WHERE checkout_id = ? AND success = 1", id)[0]?.n).toBe(1);
    }
  }, 60_000);

  it("50 parallel refunds of one debit over both processes never exceed the captured amount", async () => {
    for (let round = 0; round < 3; round++) {
      const paid = await debit(a, "100.00");
      const refund = (url: string) =>
        send(url, `/v1/payments/${paid.body.id}`, { entityId: ENTITY, amount: "3.00", currency: "EUR", paymentType: "RF" });
      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => refund(i % 2 ? a : b)));
      // 33 × 3.00 = 99.00: the 34th would pass the 100.00 debited.
      expect(answers.filter((x) => x.body.result.code === "000.100.110")).toHaveLength(33);
      const [sum] = read<{ s: number }>(
        "SELECT SUM(amount_minor) AS s FROM payments WHERE referenced_id = ? AND success = 1",
        paid.body.id,
      );
      expect(sum?.s).toBe(9_900);
    }
  }, 60_000);

  it("refunds and chargebacks of one debit raced over both processes never pay back more than it captured", async () => {
    const paid = await debit(a, "100.00");
    const op = (i: number) =>
      i % 3 === 0
        ? send(i % 2 ? a : b, `/sandbox/v1/payments/${paid.body.id}/chargeback`, { entityId: ENTITY, amount: "3.00" })
        : send(i % 2 ? a : b, `/v1/payments/${paid.body.id}`, { entityId: ENTITY, amount: "3.00", currency: "EUR", paymentType: "RF" });
    const answers = await Promise.all(Array.from({ length: 45 }, (_, i) => op(i)));
    expect(answers.filter((x) => x.status >= 500)).toEqual([]);
    expect(answers.filter((x) => /^000\.100\./.test(x.body.result.code))).toHaveLength(33);
    const [sum] = read<{ s: number }>("SELECT SUM(amount_minor) AS s FROM payments WHERE referenced_id = ? AND success = 1", paid.body.id);
    expect(sum?.s).toBe(9_900);
  }, 60_000);

  it("summary-page card data saved through one process is confirmed through the other", async () => {
    for (let round = 0; round < 4; round++) {
      const id = await checkout();
      const [first, second] = round % 2 ? [a, b] : [b, a];
      const saved = await send(
        first,
        `/v1/checkouts/${id}/payment`,
        { paymentBrand: "VISA", ...VISA_CARD, useSummaryPage: "true" },
        { origin: first },
      );
      expect(saved.status).toBe(200);
      const confirmed = await send(second, `/v1/checkouts/${id}/payment`, {});
      expect(confirmed.body.result.code).toBe("000.100.110");
    }
  }, 60_000);

  it("the attempts one checkout answers count across both processes", async () => {
    const id = await checkout();
    const declined = { ...VISA_CARD, "card.number": "4000000000000002" };
    const answers = await Promise.all(
      Array.from({ length: MAX_ATTEMPTS + 4 }, (_, i) =>
        widgetPay(i % 2 ? a : b, id, { "idempotency-key": `attempt-${i}-0123456789` }, declined),
      ),
    );
    expect(answers.filter((x) => x.body.result.code === "800.100.152")).toHaveLength(MAX_ATTEMPTS);
    expect(read<{ n: number }>("SELECT COUNT(*) AS n FROM payments WHERE checkout_id = ?", id)[0]?.n).toBe(MAX_ATTEMPTS);
  }, 60_000);

  describe("time-driven work, one clock", () => {
    let hook: Receiver;
    afterAll(() => hook?.close());
    const clock = async (url: string) =>
      (await fetch(`${url}/sandbox/v1/clock`, { headers: AUTH }).then((r) => r.json())) as { now: string };

    it("webhook deliveries and their retries are each made by one process", async () => {
      // The test notification of the registration is answered, the first attempt of each payment's event is not.
      hook = await receiver((n) => (n >= 1 && n <= 12 ? 503 : 200));
      const webhook = (await send(a, "/sandbox/v1/webhooks", { entityId: ENTITY, url: hook.url })).body as Json & {
        secret: string;
      };
      const ids = (await Promise.all(Array.from({ length: 12 }, (_, i) => debit(i % 2 ? a : b, "1.00")))).map((p) => p.body.id);
      await waitFor(() => hook.got.length >= 13);
      await send(a, "/sandbox/v1/clock", { advance: "PT2M" }); // the retries fall due; both processes sweep
      await waitFor(() => hook.got.length >= 25);
      await new Promise((r) => setTimeout(r, 300)); // time for a duplicate to arrive, were there one
      const delivered = hook.got.slice(13).map((r) => decrypt(webhook.secret, r).payload.id);
      expect(hook.got).toHaveLength(25);
      expect(new Set(delivered)).toEqual(new Set(ids));
    }, 60_000);

    it("the sandbox clock is one clock: moved through one process, the other tells the same time", async () => {
      await send(b, "/sandbox/v1/clock", { advance: "PT1H" });
      const [ta, tb] = await Promise.all([clock(a), clock(b)]);
      expect(Math.abs(Date.parse(ta.now) - Date.parse(tb.now))).toBeLessThan(5_000);
    });

    it("a schedule runs once per due time, though both processes sweep it", async () => {
      const card = await send(a, "/v1/registrations", { entityId: ENTITY, paymentBrand: "VISA", ...VISA_CARD });
      const schedule = await send(a, "/scheduling/v1/schedules", {
        registrationId: card.body.id ?? "",
        entityId: ENTITY,
        amount: "2.00",
        currency: "EUR",
        paymentType: "DB",
        "job.minute": "0",
        "job.hour": "*",
        "job.dayOfMonth": "*",
        "job.month": "*",
      });
      expect(schedule.body.result.code).toBe("000.100.110");
      // Moved in turns through each process (a move is relative: two at once could overlap), while both sweep.
      await send(a, "/sandbox/v1/clock", { advance: "PT6H" });
      await send(b, "/sandbox/v1/clock", { advance: "PT6H" });
      const runs = read<{ n: number }>(
        "SELECT COUNT(*) AS n FROM payments WHERE registration_id = ? AND payment_type = 'DB'",
        card.body.id,
      );
      expect(runs[0]?.n).toBe(12);
    }, 60_000);

    it("midnight settles each transaction once", async () => {
      await send(a, "/sandbox/v1/clock", { advance: "P1D" });
      await send(b, "/sandbox/v1/clock", { advance: "P1D" });
      const now = Date.parse((await clock(a)).now);
      const midnight = now - (now % 86_400_000);
      const settled = read<{ n: number; once: number }>(
        "SELECT COUNT(*) AS n, COUNT(DISTINCT payment_id) AS once FROM settlement_records",
      )[0];
      const moving = read<{ n: number }>(
        "SELECT COUNT(*) AS n FROM payments WHERE success = 1 AND payment_type IN ('DB', 'CP', 'RF', 'CD', 'CB', 'CR') AND created_at < ?",
        midnight,
      )[0];
      expect(settled?.n).toBe(moving?.n);
      expect(settled?.once).toBe(settled?.n);
    }, 60_000);
  });
});

async function waitFor(done: () => boolean, ms = 15_000): Promise<void> {
  const until = Date.now() + ms;
  while (!done()) {
    if (Date.now() > until) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 20));
  }
}
