import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { type SqlDatabase, sqlDialect } from "../store/sql-database.ts";

/**
 * What a database holds at rest, as bytes to search (tests of "no card data on disk"): on SQLite every file
 * of the folder it lives in (main file, -wal, -shm), byte for byte; on PostgreSQL every row of every table of
 * the gateway's schema and, with `wal`, the server's write-ahead log, where even a rolled-back write stays.
 */
export function bytesAtRest(db: SqlDatabase, sqliteDir: string, options: { readonly wal?: boolean } = {}): string {
  if (sqlDialect(db) === "sqlite") {
    return readdirSync(sqliteDir)
      .map((f) => readFileSync(join(sqliteDir, f)).toString("latin1"))
      .join("\n");
  }
  const tables = db
    .prepare<[], { name: string }>("SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema()")
    .all();
  if (!tables.some((t) => t.name === "payments")) throw new Error("no gateway tables in the current schema");
  const rows = tables.map((t) => JSON.stringify(db.prepare(`SELECT * FROM ${t.name}`).all())).join("\n");
  if (!options.wal) return rows;
  db.prepare("SELECT pg_switch_wal()").all();
  const [setting] = db.prepare<[], { data_directory: string }>("SHOW data_directory").all();
  const wal = join(setting?.data_directory ?? "", "pg_wal");
  const segments = readdirSync(wal).filter((f) => /^[0-9A-F]{24}$/.test(f) && statSync(join(wal, f)).isFile());
  if (segments.length === 0) throw new Error(`no WAL segments in ${wal}`);
  return `${rows}\n${segments.map((f) => readFileSync(join(wal, f)).toString("latin1")).join("\n")}`;
}
