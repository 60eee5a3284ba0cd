import { onTestFinished } from "vitest";
import { PostgresDatabase } from "../store/postgres-database.ts";

/**
 * Schemas of the `postgres` test project's server (vite.config.ts) for the gateways tests start.
 *
 * A schema is migrated once per test file and emptied between its tests: a gateway a test starts takes
 * a schema that an earlier test of the file gave back (its tables truncated, identities restarted, the
 * schema's migrations kept), or a new one; the schema goes back when the test has finished (after its
 * afterEach hooks closed the gateway). A schema someone is still connected to when its test finishes
 * (a gateway the test left open) is not reused. A gateway started outside a test (beforeAll) keeps a
 * schema of its own for the file.
 */
let made = 0;
const free: string[] = [];

/** A connection URL with a new, empty schema of its own (the gateway creates and migrates it). */
export function newSchema(server: string): string {
  const schema = `t${process.pid}_${++made}_${Math.random().toString(36).slice(2, 8)}`;
  // application_name names the schema's users in pg_stat_activity: release() sees who is still connected.
  return `${server}?options=${encodeURIComponent(`-c search_path=${schema}`)}&application_name=${schema}`;
}

/** A migrated schema for a gateway of the running test, or a new one outside a test. */
export function pooledSchema(server: string): string {
  let url: string;
  try {
    url = free.pop() ?? newSchema(server);
    onTestFinished(() => release(server, url));
  } catch {
    // Not inside a test (beforeAll, a module's top level): the schema is the file's.
    return newSchema(server);
  }
  return url;
}

function schemaOf(url: string): string {
  const name = /application_name=(\w+)/.exec(url)?.[1];
  if (!name) throw new Error(`not a test schema: ${url}`);
  return name;
}

function release(server: string, url: string): void {
  const schema = schemaOf(url);
  const db = new PostgresDatabase(server);
  try {
    const users = db.prepare<[string], { n: number }>("SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = ?").get(schema);
    if ((users?.n ?? 0) > 0) return;
    const tables = db
      .prepare<[string], { name: string }>(
        "SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = ? AND tablename <> 'schema_migrations'",
      )
      .all(schema);
    // Only a schema the gateway migrated is reused; one the test never opened goes back as it is.
    if (tables.length > 0) {
      const quoted = db.prepare<[string], { q: string }>("SELECT quote_ident(?) AS q").get(schema)?.q;
      db.exec(`TRUNCATE ${tables.map((t) => `${quoted}.${t.name}`).join(", ")} RESTART IDENTITY CASCADE`);
    }
    free.push(url);
  } finally {
    db.close();
  }
}
