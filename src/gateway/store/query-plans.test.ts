import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { readConfig } from "../config.ts";
import { buildServer } from "../server.ts";
import { AUTH, DEBIT, ENTITY, FORM } from "../testing/test-harness.ts";
import { migrate } from "./db-schema.ts";
import { openSqlite } from "./sqlite-database.ts";

/**
 * Every statement the gateway prepares finds its rows through an index: none reads a whole table
 * that grows with traffic (payments, checkouts, deliveries…). A scan costs nothing in a test and
 * everything at a million payments — the chargeback job's scan took 130 ms of every 5 s at 100,000
 * payments, a query by merchantTransactionId 18 ms (db-indexes-v4.ts). Checked on SQLite, whose plans
 * do not depend on the data (the gateway never runs ANALYZE); PostgreSQL plans with statistics.
 */
const SMALL_TABLES: Record<string, string> = {
  schema_migrations: "one row per schema version",
  sandbox_clock: "one row",
  sandbox_clocks: "one row per configured entity",
};

/** Statements (by a pattern of their SQL) and the index each must search. */
const LOOKUPS: readonly (readonly [RegExp, string])[] = [
  [/WHERE entity_id = \? AND merchant_transaction_id = \?/, "payments_by_reference"],
  [/WHERE entity_id = \? AND short_id = \?/, "payments_by_short_id"],
  [/FROM payments WHERE registration_id = \?/, "payments_by_registration"],
  [/MIN\(p\.created_at \+ json_extract/, "payments_to_charge_back_by_entity"],
  [/FROM registrations WHERE checkout_id = \?/, "registrations_by_checkout"],
  [/SELECT id FROM payments WHERE entity_id = \? AND merchant_transaction_id = \? AND success = 1/, "payments_by_reference"],
  // Attempted checkouts only (an abandoned checkout is never looked at again).
  [/MIN\(c\.created_at\) AS at FROM checkouts c/, "checkouts_result_url_due_by_entity"],
  [/END AS resource\s+FROM checkouts c WHERE/, "checkouts_result_url_due_by_entity"],
];

const prepared = new Set<string>();
const original = Database.prototype.prepare;
Database.prototype.prepare = function (this: Database.Database, sql: string) {
  prepared.add(sql);
  return original.call(this, sql);
} as typeof original;
afterAll(() => {
  Database.prototype.prepare = original;
});

/** EXPLAIN QUERY PLAN of `sql` on an empty, migrated database, every parameter NULL. */
function plan(db: ReturnType<typeof openSqlite>, sql: string): string[] {
  const named = [...new Set([...sql.matchAll(/[@:$]([A-Za-z_]\w*)/g)].map((m) => m[1] ?? ""))];
  const args = named.length > 0 ? [Object.fromEntries(named.map((k) => [k, null]))] : Array(sql.split("?").length - 1).fill(null);
  return (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...args) as { detail: string }[]).map((r) => r.detail);
}

describe.skipIf(process.env.GATEWAY_TEST_STORE === "postgres")("query plans (SQLite)", () => {
  it("no statement reads a whole table that grows", async () => {
    const gw = buildServer(readConfig({ GATEWAY_DB: ":memory:", GATEWAY_DIST: "/nonexistent", GATEWAY_RATE_LIMIT: "0" }));
    await gw.app.ready();
    // Statements prepared on first use: a payment, the query, the reports, the console, time-driven work.
    const paid = (
      await gw.app.inject({
        method: "POST",
        url: "/v1/payments",
        headers: { ...FORM, ...AUTH },
        payload: new URLSearchParams({ ...DEBIT, merchantTransactionId: "order-query-1" }).toString(),
      })
    ).json<{ id: string }>();
    expect(paid.id).toBeDefined();
    for (const url of [
      `/v1/query/${paid.id}?entityId=${ENTITY}&includeLinkedTransactions=true`,
      `/v1/query?entityId=${ENTITY}&merchantTransactionId=order-query-1`,
      `/reports/v1/reconciliations/aggregations?entityId=${ENTITY}&date.from=2026-01-01&date.to=2026-01-02`,
      `/sandbox/console`,
    ])
      expect((await gw.app.inject({ method: "GET", url, headers: AUTH })).statusCode, url).toBeLessThan(400);
    await gw.work.runDue();
    // Past the sandbox's midnight: settlement, with a payment that has a merchantTransactionId to match.
    const referenced = await gw.app.inject({
      method: "POST",
      url: "/v1/payments",
      headers: { ...FORM, ...AUTH },
      payload: new URLSearchParams({ ...DEBIT, merchantTransactionId: "order-settle-2" }).toString(),
    });
    expect(referenced.statusCode).toBe(200);
    await gw.work.advanceTo([ENTITY], gw.ctx.now(ENTITY) + 2 * 86_400_000);
    await gw.app.close();
    Database.prototype.prepare = original;
    const statements = [...prepared];

    const db = openSqlite(":memory:");
    migrate(db);
    const scans: string[] = [];
    for (const sql of statements) {
      if (!/^\s*(SELECT|UPDATE|DELETE|WITH|INSERT)/i.test(sql)) continue;
      for (const step of plan(db, sql)) {
        const table = /^SCAN (\w+)(?: AS (\w+))?/.exec(step);
        if (!table || /USING (COVERING )?INDEX/.test(step)) continue;
        const name = [...sql.matchAll(/\b(?:FROM|JOIN|UPDATE)\s+(\w+)(?:\s+(?:AS\s+)?(\w+))?/gi)].find(
          (m) => m[1] === table[1] || m[2] === table[1],
        )?.[1];
        if (name && name in SMALL_TABLES) continue;
        scans.push(`${step} :: ${sql.replace(/\s+/g, " ").slice(0, 140)}`);
      }
    }
    // Lookups that an entity-wide index would answer too, slowly (every payment of the entity): the index they need.
    const wrongIndex = LOOKUPS.flatMap(([pattern, index]) =>
      statements
        .filter((sql) => pattern.test(sql))
        .map((sql) => [sql, plan(db, sql).join(" | ")] as const)
        .filter(([, steps]) => !steps.includes(`INDEX ${index} `))
        .map(([sql, steps]) => `${index} expected: ${steps} :: ${sql.replace(/\s+/g, " ").slice(0, 100)}`),
    );
    db.close();
    expect(statements.length).toBeGreaterThan(90);
    expect(scans).toEqual([]);
    expect(wrongIndex).toEqual([]);
    for (const [pattern] of LOOKUPS)
      expect(
        statements.some((sql) => pattern.test(sql)),
        String(pattern),
      ).toBe(true);
  });
});
