import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const GATEWAY = new URL("..", import.meta.url).pathname;
/** Every file of the gateway that registers a route (`app.get(…`, `api.post<IdRoute>(…`), in whichever room it lives. */
const routeFiles = readdirSync(GATEWAY, { recursive: true, encoding: "utf8" })
  .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
  .filter((f) => {
    const text = readFileSync(join(GATEWAY, f), "utf8");
    return /from "fastify"/.test(text) && /\b(app|api|scope)\.(get|post|delete|put|route)[<(]/.test(text);
  });

/** DESIGN §4: routes talk to repositories, never to a database (so a second store can sit behind them). */
describe("routes know no database", () => {
  it("finds the route files of every room", () => {
    expect(routeFiles.length).toBeGreaterThan(20);
    expect(routeFiles.map((f) => relative(GATEWAY, join(GATEWAY, f)))).toContain("payments/payments-api.ts");
  });
  it.each(routeFiles)("%s uses repositories only", (file) => {
    const text = readFileSync(join(GATEWAY, file), "utf8");
    expect(text).not.toMatch(/from "better-sqlite3"|\.store\.db\b|\.prepare\(/);
  });
});
