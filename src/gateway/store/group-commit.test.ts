import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { groupCommit } from "./group-commit.ts";

const dir = mkdtempSync(join(tmpdir(), "group-commit-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function setup(name: string) {
  const file = join(dir, name);
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.exec("CREATE TABLE t (v INTEGER)");
  const other = new Database(file);
  const count = () => (other.prepare("SELECT COUNT(*) AS n FROM t").get() as { n: number }).n;
  return { db, other, count, batch: groupCommit(db) };
}

describe("group commit", () => {
  it("writes of one turn are one transaction, visible to another connection only once settled", async () => {
    const { db, batch, count } = setup("turn.sqlite");
    const insert = db.prepare("INSERT INTO t VALUES (?)");
    for (let i = 0; i < 10; i++) {
      batch.join();
      insert.run(i);
      // What a request's own transaction does inside: a savepoint of the batch.
      db.transaction(() => insert.run(100 + i)).immediate();
    }
    expect(db.inTransaction).toBe(true);
    expect(count()).toBe(0);
    await batch.settled();
    expect(db.inTransaction).toBe(false);
    expect(count()).toBe(20);
    await expect(batch.settled()).resolves.toBeUndefined();
  });

  it("a failed nested transaction rolls back alone; the rest of the turn commits", async () => {
    const { db, batch, count } = setup("nested.sqlite");
    const insert = db.prepare("INSERT INTO t VALUES (?)");
    batch.join();
    insert.run(1);
    expect(() =>
      db.transaction(() => {
        insert.run(2);
        throw new Error("refused");
      })(),
    ).toThrow("refused");
    insert.run(3);
    await batch.settled();
    expect(count()).toBe(2);
  });

  it("a connection closed before the turn ends leaves nothing to wait for", async () => {
    const { db, batch } = setup("closed.sqlite");
    batch.join();
    db.prepare("INSERT INTO t VALUES (1)").run();
    const settled = batch.settled();
    db.close();
    await expect(settled).resolves.toBeUndefined();
  });
});
