import { describe, expect, it } from "vitest";
import { openSqlite } from "./sqlite-database.ts";

function setup() {
  const db = openSqlite(":memory:");
  db.exec("CREATE TABLE t (v INTEGER)");
  const insert = db.prepare<[number]>("INSERT INTO t VALUES (?)");
  const values = () => (db.prepare("SELECT v FROM t ORDER BY v").all() as { v: number }[]).map((r) => r.v);
  return { db, insert, values };
}

describe("SQLite transactions, nested ones flattened", () => {
  it("a nested transaction is part of the outermost: its writes commit with it, its failure undoes it whole", () => {
    const { db, insert, values } = setup();
    const inner = db.transaction((v: number) => insert.run(v));
    db.transaction(() => {
      insert.run(1);
      inner(2);
      inner.immediate(3);
    })();
    expect(values()).toEqual([1, 2, 3]);
    expect(() =>
      db
        .transaction(() => {
          insert.run(4);
          db.transaction(() => {
            insert.run(5);
            throw new Error("refused");
          })();
        })
        .immediate(),
    ).toThrow("refused");
    expect(values()).toEqual([1, 2, 3]);
    expect(db.inTransaction).toBe(false);
  });

  it("inside a transaction begun by hand (the group commit's turn), the outermost one is a savepoint: a failure undoes only it", () => {
    const { db, insert, values } = setup();
    db.exec("BEGIN IMMEDIATE");
    insert.run(1);
    const request = db.transaction((v: number, fail: boolean) => {
      insert.run(v);
      db.transaction(() => insert.run(v + 1))();
      if (fail) throw new Error("refused");
    });
    request.immediate(10, false);
    expect(() => request.immediate(20, true)).toThrow("refused");
    insert.run(30);
    db.exec("COMMIT");
    expect(values()).toEqual([1, 10, 11, 30]);
  });

  it("passes arguments and results through at every level", () => {
    const { db } = setup();
    const add = db.transaction((a: number, b: number) => a + b);
    expect(db.transaction(() => add(2, 3) * 2)()).toBe(10);
    expect(add.immediate(1, 1)).toBe(2);
  });
});
