import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROUTES = new URL(".", import.meta.url).pathname;
const files = readdirSync(ROUTES).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));

/** DESIGN §4: routes talk to repositories, never to a database (so a second store can sit behind them). */
describe("routes know no database", () => {
  it.each(files)("%s uses repositories only", (file) => {
    const text = readFileSync(join(ROUTES, file), "utf8");
    expect(text).not.toMatch(/from "better-sqlite3"|\.store\.db\b|\.prepare\(/);
  });
});
