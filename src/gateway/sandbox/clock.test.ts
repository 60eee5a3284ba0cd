import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openSqlite } from "../store/sqlite-database.ts";
import { sandboxClock } from "./clock.ts";

const BASE = 1_800_000_000_000;

describe("the sandbox clock shared by processes on one database", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });
  const twoProcesses = () => {
    const dir = mkdtempSync(join(tmpdir(), "wpwl-clock-"));
    dirs.push(dir);
    const file = join(dir, "gateway.sqlite");
    const [a, b] = [openSqlite(file), openSqlite(file)];
    a.exec("CREATE TABLE IF NOT EXISTS sandbox_clock (id INTEGER PRIMARY KEY CHECK (id = 1), offset_ms INTEGER NOT NULL)");
    return { dbs: [a, b], a: sandboxClock(a, () => BASE), b: sandboxClock(b, () => BASE) };
  };

  it("reads the offset again when asked the time after invalidate (the server: at each batch of requests), not before", () => {
    const { dbs, a, b } = twoProcesses();
    expect(b.now()).toBe(BASE);
    a.moveTo(BASE + 60_000);
    expect(a.now()).toBe(BASE + 60_000);
    // b's reading is still its batch's: its requests share it.
    expect(b.now()).toBe(BASE);
    b.invalidate();
    expect(b.now()).toBe(BASE + 60_000);
    expect(b.offset()).toBe(60_000);
    for (const db of dbs) db.close();
  });

  it("reads it at once when asked (time-driven work), and keeps the last reading once the database is closed", () => {
    const { dbs, a, b } = twoProcesses();
    expect(b.now()).toBe(BASE);
    a.moveTo(BASE + 5_000);
    b.refresh();
    expect(b.now()).toBe(BASE + 5_000);
    for (const db of dbs) db.close();
    b.invalidate();
    expect(b.now()).toBe(BASE + 5_000);
  });
});
