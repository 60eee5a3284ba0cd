import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeParams } from "../shared/form-params.ts";
import { readConfig } from "./config.ts";
import { buildServer } from "./server.ts";
import { AUTH, ENTITY, FORM, type Json, VISA_CARD } from "./testing/test-harness.ts";

/** Load over real HTTP on loopback: concurrent shoppers each create a checkout and pay it once. No timing assertions. */
const SHOPPERS = 200;
const DUPLICATE_CHECKOUTS = 20;
const DUPLICATE_PAYS = 5;
const CHECKOUT = { entityId: ENTITY, amount: "49.99", currency: "EUR", paymentType: "DB" };

let root: string;
let dbFile: string;
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "gateway-load-"));
  dbFile = join(root, "gateway.sqlite");
  app = buildServer(readConfig({ GATEWAY_DB: dbFile, GATEWAY_DIST: join(root, "dist"), GATEWAY_RATE_LIMIT: "0" })).app;
  base = await app.listen({ port: 0, host: "127.0.0.1" });
});

afterAll(async () => {
  await app?.close();
  rmSync(root, { recursive: true, force: true });
});

async function createCheckout(): Promise<string> {
  const res = await fetch(`${base}/v1/checkouts`, { method: "POST", headers: { ...AUTH, ...FORM }, body: encodeParams(CHECKOUT) });
  const body = (await res.json()) as Json;
  if (res.status !== 200 || !body.id) throw new Error(`checkout: ${res.status} ${body.result.code}`);
  return body.id;
}

/** The hosted card frame's POST: same origin as the gateway, no token. */
async function pay(id: string): Promise<{ status: number; body: Json }> {
  const res = await fetch(`${base}/v1/checkouts/${id}/payment`, {
    method: "POST",
    headers: { ...FORM, origin: base },
    body: encodeParams(VISA_CARD),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

function paymentsPerCheckout(): Map<string, number> {
  const db = new Database(dbFile, { readonly: true });
  try {
    const rows = db
      .prepare<[], { checkout_id: string; n: number }>(
        "SELECT checkout_id, COUNT(*) AS n FROM payments WHERE checkout_id IS NOT NULL GROUP BY checkout_id",
      )
      .all();
    return new Map(rows.map((r) => [r.checkout_id, r.n]));
  } finally {
    db.close();
  }
}

describe(`load: ${SHOPPERS} concurrent shoppers over loopback HTTP`, () => {
  it("approves every shopper's payment exactly once", { timeout: 60_000 }, async () => {
    const started = performance.now();
    const results = await Promise.allSettled(
      Array.from({ length: SHOPPERS }, async () => {
        const t0 = performance.now();
        const checkoutId = await createCheckout();
        const paid = await pay(checkoutId);
        return { checkoutId, ...paid, ms: performance.now() - t0 };
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const errors = results.filter((r) => r.status === "rejected");
    expect(errors.map((e) => String(e.reason))).toEqual([]);
    const ok = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));

    const latencies = ok.map((r) => r.ms).sort((a, b) => a - b);
    const ms = (p: number) => percentile(latencies, p).toFixed(1);
    console.log(
      `[load] ${SHOPPERS} shoppers: ${(SHOPPERS / elapsed).toFixed(1)} pairs/s, p50 ${ms(50)} ms, p95 ${ms(95)} ms, p99 ${ms(99)} ms`,
    );

    expect(ok.filter((r) => r.status === 200 && r.body.result.code === "000.100.110")).toHaveLength(SHOPPERS);
    expect(new Set(ok.map((r) => r.body.id)).size).toBe(SHOPPERS);
    expect(new Set(ok.map((r) => r.checkoutId)).size).toBe(SHOPPERS);
    const perCheckout = paymentsPerCheckout();
    for (const r of ok) expect(perCheckout.get(r.checkoutId), r.checkoutId).toBe(1);
  });

  it(`charges once when ${DUPLICATE_PAYS} pays of the same checkout race (${DUPLICATE_CHECKOUTS} checkouts)`, {
    timeout: 60_000,
  }, async () => {
    const ids = await Promise.all(Array.from({ length: DUPLICATE_CHECKOUTS }, createCheckout));
    const attempts = await Promise.all(
      ids.flatMap((id) => Array.from({ length: DUPLICATE_PAYS }, () => pay(id).then((r) => ({ id, ...r })))),
    );
    const perCheckout = paymentsPerCheckout();
    for (const id of ids) {
      const mine = attempts.filter((a) => a.id === id);
      expect(
        mine.filter((a) => a.status === 200 && a.body.result.code === "000.100.110"),
        id,
      ).toHaveLength(1);
      expect(
        mine.filter((a) => a.status === 400 && a.body.result.code === "100.350.101"),
        id,
      ).toHaveLength(DUPLICATE_PAYS - 1);
      expect(perCheckout.get(id), id).toBe(1);
    }
  });
});
