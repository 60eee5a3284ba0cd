import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { SQLITE_ONLY, STORE_CONTRACT_TESTS } from "./store-contract-tests.ts";

const root = resolve(import.meta.dirname, "../../..");
/** What starts a gateway on the test's store (test-harness.ts, events/receiver.test-support.ts). */
const STORE_HELPERS = new Set(["gateway", "gatewayPerTest", "gatewayFixture", "testDatabase"]);
const HARNESS_IMPORT = /^import\s*\{([^}]*)\}\s*from\s*"[^"]*(?:test-harness|receiver\.test-support)\.ts"/gm;

/** The names a test file imports from the harness that start gateways on the test's store. */
function storeHelpersUsed(source: string): string[] {
  return [...source.matchAll(HARNESS_IMPORT)]
    .flatMap((m) => (m[1] ?? "").split(","))
    .map((name) => name.trim().replace(/^type\s+/, ""))
    .filter((name) => STORE_HELPERS.has(name));
}

function gatewayTestFiles(): string[] {
  return readdirSync(join(root, "src/gateway"), { recursive: true, encoding: "utf8" })
    .filter((f) => /\.test\.tsx?$/.test(f))
    .map((f) => relative(root, join(root, "src/gateway", f)))
    .sort();
}

describe("the store-contract tests (run on SQLite and on PostgreSQL)", () => {
  const files = gatewayTestFiles();
  const users = files.filter((f) => storeHelpersUsed(readFileSync(join(root, f), "utf8")).length > 0);

  it("reads the harness's imports, over several lines and with type imports", () => {
    expect(storeHelpersUsed('import {\n  AUTH,\n  gateway,\n  type Json,\n} from "./test-harness.ts";')).toEqual(["gateway"]);
    expect(storeHelpersUsed('import { gatewayFixture } from "../events/receiver.test-support.ts";')).toEqual(["gatewayFixture"]);
    expect(storeHelpersUsed('import { AUTH, DEBIT } from "./test-harness.ts";')).toEqual([]);
    expect(users.length).toBeGreaterThan(30);
  });

  it("lists every gateway test file that starts gateways on the test's store, and no other", () => {
    expect([...STORE_CONTRACT_TESTS].sort()).toEqual(users.filter((f) => !Object.hasOwn(SQLITE_ONLY, f)));
  });

  it("runs on SQLite only just the files that test SQLite itself", () => {
    for (const file of Object.keys(SQLITE_ONLY)) expect(users).toContain(file);
  });
});
