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
