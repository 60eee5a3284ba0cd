import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { migrate } from "../store/db-schema.ts";
import { openSqlite } from "../store/sqlite-database.ts";
import { sandboxClock } from "./clock.ts";

const BASE = 1_800_000_000_000;

describe("the sandbox clock shared by processes on one database", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });
  const A = ["a".repeat(32), "b".repeat(32)];
  const B = ["c".repeat(32)];
  const twoProcesses = () => {
    const dir = mkdtempSync(join(tmpdir(), "wpwl-clock-"));
    dirs.push(dir);
    const file = join(dir, "gateway.sqlite");
    const [a, b] = [openSqlite(file), openSqlite(file)];
    migrate(a);
    return { dbs: [a, b], a: sandboxClock(a, () => BASE, [...A, ...B]), b: sandboxClock(b, () => BASE, [...A, ...B]) };
  };

  it("reads the offsets again when asked the time after invalidate (the server: at each batch of requests), not before", () => {
    const { dbs, a, b } = twoProcesses();
    expect(b.accountNow(A)).toBe(BASE);
    a.moveTo(A, BASE + 60_000);
    expect(a.accountNow(A)).toBe(BASE + 60_000);
    // b's reading is still its batch's: its requests share it.
    expect(b.accountNow(A)).toBe(BASE);
    b.invalidate();
    expect(b.accountNow(A)).toBe(BASE + 60_000);
    expect(b.offset(A)).toBe(60_000);
    for (const db of dbs) db.close();
  });

  it("reads them at once when asked (time-driven work), and keeps the last reading once the database is closed", () => {
    const { dbs, a, b } = twoProcesses();
    expect(b.now(A[0])).toBe(BASE);
    a.moveTo(A, BASE + 5_000);
    b.refresh();
    expect(b.now(A[0])).toBe(BASE + 5_000);
    for (const db of dbs) db.close();
    b.invalidate();
    expect(b.now(A[0])).toBe(BASE + 5_000);
  });

  it("moves one account's entities together and no other account's; an unknown entity and no entity run on the machine's time", () => {
    const { dbs, a, b } = twoProcesses();
    a.moveTo(A, BASE + 7 * 86_400_000);
    b.refresh();
    for (const e of A) expect(b.now(e)).toBe(BASE + 7 * 86_400_000);
    expect(b.now(B[0])).toBe(BASE);
    expect(b.offset(B)).toBe(0);
    expect(b.now("d".repeat(32))).toBe(BASE);
    expect(b.now(undefined)).toBe(BASE);
    // Never backwards: a move to an earlier time changes nothing.
    expect(b.moveTo(A, BASE + 1_000)).toBe(7 * 86_400_000);
    for (const db of dbs) db.close();
  });

  it("starts every configured entity from the one clock of a database written before clocks were per account", () => {
    const dir = mkdtempSync(join(tmpdir(), "wpwl-clock-"));
    dirs.push(dir);
    const db = openSqlite(join(dir, "gateway.sqlite"));
    migrate(db);
    db.prepare("INSERT INTO sandbox_clock (id, offset_ms) VALUES (1, 3600000)").run();
    const clock = sandboxClock(db, () => BASE, [...A, ...B]);
    for (const e of [...A, ...B]) expect(clock.now(e)).toBe(BASE + 3_600_000);
    db.close();
  });
});
