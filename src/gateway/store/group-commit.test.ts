import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it, vi } from "vitest";
import { groupCommit } from "./group-commit.ts";
import type { SqlDatabase } from "./sql-database.ts";
import { openSqlite } from "./sqlite-database.ts";

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

describe("group commit on a SQLite file: the fsync off the event loop", () => {
  /** The gateway's connection, with the disk's sync in the test's hands (held until released). */
  function heldSync(name: string) {
    const file = join(dir, name);
    const db = openSqlite(file);
    db.exec("CREATE TABLE t (v INTEGER)");
    const real = db.deferredSync;
    if (!real) throw new Error("a SQLite file has a deferred sync");
    const held: (() => void)[] = [];
    const synced = vi.fn(() => real.synced().then(() => new Promise<void>((resolve) => held.push(resolve))));
    const sync = { ...real, synced };
    const conn = Object.assign(Object.create(db) as SqlDatabase, { deferredSync: sync });
    const level = () => db.prepare<[], { synchronous: number }>("PRAGMA synchronous").get()?.synchronous;
    const other = new Database(file, { readonly: true });
    const count = () => (other.prepare("SELECT COUNT(*) AS n FROM t").get() as { n: number }).n;
    const close = () => {
      other.close();
      db.close();
    };
    /** Lets the oldest sync finish, once the disk has done it (a loaded machine takes longer than a turn). */
    const release = async () => {
      await vi.waitFor(() => expect(held.length).toBeGreaterThan(0), { timeout: 4000 });
      held.shift()?.();
    };
    return { db, batch: groupCommit(conn), synced, release, level, count, close };
  }
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

  it("answers a batch only once its commit is synced, and handles the next turn meanwhile", async () => {
    const { db, batch, synced, release, level, count, close } = heldSync("deferred.sqlite");
    const insert = db.prepare("INSERT INTO t VALUES (?)");
    batch.join();
    insert.run(1);
    let first = false;
    void batch.settled().then(() => {
      first = true;
    });
    await turn();
    await turn();
    // Committed (another connection sees it), the fsync asked for, not yet done: nobody is answered.
    expect(count()).toBe(1);
    expect(synced).toHaveBeenCalledTimes(1);
    expect(first).toBe(false);
    // Outside a batch, commits sync as they commit again.
    expect(level()).toBe(2);
    // The next turn writes while the disk syncs; its answer waits for its own sync.
    batch.join();
    insert.run(2);
    const second = batch.settled();
    await turn();
    await turn();
    expect(synced).toHaveBeenCalledTimes(2);
    await release();
    await turn();
    expect(first).toBe(true);
    await release();
    await expect(second).resolves.toBeUndefined();
    expect(count()).toBe(2);
    close();
  });

  it("a batch's commit skips its own fsync; a write outside any batch still syncs as it commits", async () => {
    const { db, batch, level, release, close } = heldSync("levels.sqlite");
    const levels: (number | undefined)[] = [];
    batch.join();
    // SQLite refuses to change the level inside a transaction: it was set before BEGIN.
    levels.push(level());
    db.prepare("INSERT INTO t VALUES (1)").run();
    const settled = batch.settled();
    await turn();
    await turn();
    levels.push(level());
    await release();
    await settled;
    expect(levels).toEqual([1, 2]);
    close();
  });

  it("a failed sync is reported to the batch's requests", async () => {
    const file = join(dir, "failing.sqlite");
    const db = openSqlite(file);
    db.exec("CREATE TABLE t (v INTEGER)");
    const real = db.deferredSync as NonNullable<SqlDatabase["deferredSync"]>;
    const conn = Object.assign(Object.create(db) as SqlDatabase, {
      deferredSync: { ...real, synced: () => Promise.reject(new Error("EIO: i/o error, fdatasync")) },
    });
    const batch = groupCommit(conn);
    batch.join();
    db.prepare("INSERT INTO t VALUES (1)").run();
    await expect(batch.settled()).rejects.toThrow("EIO");
    // The next batch is not held by the failed one.
    batch.join();
    db.prepare("INSERT INTO t VALUES (2)").run();
    await expect(batch.settled()).rejects.toThrow("EIO");
    db.close();
  });
});
