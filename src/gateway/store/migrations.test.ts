import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { MIGRATIONS, migrate } from "./db-schema.ts";

const dir = mkdtempSync(join(tmpdir(), "gateway-migrations-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const open = (file: string) => {
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("busy_timeout = 5000");
  return db;
};

/** A child process that migrates `file` and prints the versions it ran. */
function migrateInChild(file: string): Promise<string> {
  const code = `import Database from "better-sqlite3"; import { migrate } from ${JSON.stringify(new URL("./db-schema.ts", import.meta.url).pathname)};
const db = new Database(${JSON.stringify(file)}); db.pragma("journal_mode = WAL"); db.pragma("busy_timeout = 5000");
console.log(JSON.stringify(migrate(db)));`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", code], { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (d: Buffer) => {
      out += d.toString();
    });
    child.stderr.on("data", (d: Buffer) => {
      err += d.toString();
    });
    child.on("exit", (status) => (status === 0 ? resolve(out.trim()) : reject(new Error(err))));
  });
}

describe("schema migrations", () => {
  it("run once per database, recorded with their description", () => {
    const db = open(join(dir, "once.sqlite"));
    expect(migrate(db)).toEqual(MIGRATIONS.map((m) => m.version));
    expect(migrate(db)).toEqual([]);
    expect(db.prepare("SELECT version, description FROM schema_migrations").all()).toEqual(
      MIGRATIONS.map((m) => ({ version: m.version, description: m.description })),
    );
    db.close();
  });

  it("bring an older gateway's database (no versions recorded, columns missing) up to date", () => {
    const db = open(join(dir, "legacy.sqlite"));
    db.exec(
      "CREATE TABLE payments (id TEXT PRIMARY KEY, checkout_id TEXT, entity_id TEXT NOT NULL, created_at INTEGER NOT NULL, http_status INTEGER NOT NULL, response TEXT NOT NULL)",
    );
    db.exec("INSERT INTO payments VALUES ('p1', NULL, 'e', 1, 200, '{}')");
    expect(migrate(db)).toEqual(MIGRATIONS.map((m) => m.version));
    const columns = db
      .prepare<[], { name: string }>("PRAGMA table_info(payments)")
      .all()
      .map((c) => c.name);
    expect(columns).toEqual(expect.arrayContaining(["short_id", "merchant_transaction_id", "success", "registration_id"]));
    expect(db.prepare("SELECT id FROM payments").all()).toEqual([{ id: "p1" }]);
    db.close();
  });

  it("version 5 keeps a version-4 file's asynchronous payments and lets a new one have no checkout", () => {
    const db = open(join(dir, "v4.sqlite"));
    // A file of the gateway before version 5: versions 1 to 4, one payment waiting at a bank's page.
    db.exec("CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, description TEXT NOT NULL, applied_at INTEGER NOT NULL)");
    db.transaction(() => {
      for (const m of MIGRATIONS.filter((v) => v.version <= 4)) {
        m.up(db as never);
        db.prepare("INSERT INTO schema_migrations VALUES (?, ?, 0)").run(m.version, m.description);
      }
    })();
    db.exec("INSERT INTO payments (id, checkout_id, entity_id, created_at, http_status, response) VALUES ('p1', NULL, 'e', 1, 200, '{}')");
    db.exec(
      "INSERT INTO async_payments (payment_id, checkout_id, ticket, brand, result_url, account_hint) VALUES ('p1', 'c1', 't', 'GIROPAY', 'https://s/r', '')",
    );
    expect(() =>
      db.exec(
        "INSERT INTO async_payments (payment_id, checkout_id, ticket, brand, result_url, account_hint) VALUES ('p1', NULL, 't', 'X', 'u', '')",
      ),
    ).toThrow(/NOT NULL/);
    expect(migrate(db)).toEqual([5, 6, 7, 8, 9, 10, 11]);
    expect(db.prepare("SELECT payment_id, checkout_id, state FROM async_payments").all()).toEqual([
      { payment_id: "p1", checkout_id: "c1", state: "pending" },
    ]);
    db.exec("INSERT INTO payments (id, checkout_id, entity_id, created_at, http_status, response) VALUES ('p2', NULL, 'e', 2, 200, '{}')");
    db.exec(
      "INSERT INTO async_payments (payment_id, checkout_id, ticket, brand, result_url, account_hint) VALUES ('p2', NULL, 't', 'PAYPAL', 'https://s/r', '')",
    );
    const indexes = db
      .prepare<[], { name: string }>(
        "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'async_payments' AND sql IS NOT NULL",
      )
      .all()
      .map((i) => i.name);
    expect(indexes.sort()).toEqual(["async_payments_by_checkout", "async_payments_pending"]);
    db.close();
  });

  it("version 7 removes the card data an older gateway kept in a checkout's parameters, and keeps the rest", () => {
    const db = open(join(dir, "v6.sqlite"));
    db.exec("CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, description TEXT NOT NULL, applied_at INTEGER NOT NULL)");
    db.transaction(() => {
      for (const m of MIGRATIONS.filter((v) => v.version <= 6)) {
        m.up(db as never);
        db.prepare("INSERT INTO schema_migrations VALUES (?, ?, 0)").run(m.version, m.description);
      }
    })();
    const params = {
      amount: "10.00",
      "card.holder": "Jane Jones",
      "card.number": "4200000000000000",
      "card.cvv": "123",
      "card.expiryYear": "2030",
    };
    db.prepare("INSERT INTO checkouts (id, entity_id, created_at, params) VALUES ('c1', 'e', 1, ?)").run(JSON.stringify(params));
    db.prepare("INSERT INTO checkouts (id, entity_id, created_at, params) VALUES ('c2', 'e', 1, ?)").run('{"amount":"1.00"}');
    expect(migrate(db)).toEqual([7, 8, 9, 10, 11]);
    const rows = db.prepare<[], { id: string; params: string }>("SELECT id, params FROM checkouts ORDER BY id").all();
    expect(rows.map((r) => [r.id, JSON.parse(r.params)])).toEqual([
      ["c1", { amount: "10.00", "card.holder": "Jane Jones" }],
      ["c2", { amount: "1.00" }],
    ]);
    db.close();
  });

  it("two processes starting at once on one older file: one migrates, the other finds it done (5 rounds)", async () => {
    for (let round = 0; round < 5; round++) {
      const file = join(dir, `race-${round}.sqlite`);
      // An older gateway's file: both would add the same columns (a "duplicate column" failure without the transaction).
      const legacy = open(file);
      legacy.exec(
        "CREATE TABLE payments (id TEXT PRIMARY KEY, checkout_id TEXT, entity_id TEXT NOT NULL, created_at INTEGER NOT NULL, http_status INTEGER NOT NULL, response TEXT NOT NULL)",
      );
      legacy.close();
      const answers = await Promise.all([migrateInChild(file), migrateInChild(file)]);
      expect(answers.sort()).toEqual([JSON.stringify(MIGRATIONS.map((m) => m.version)), "[]"]);
    }
  }, 60_000);
});
