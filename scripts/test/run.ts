import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { LIMITS_MS, overBudget, playwrightTimes, seconds, slowest, type TimedTest, vitestTimes } from "./budget.ts";

/**
 * `npm test`: lint, types, build, sizes, unit tests, e2e tests, the package check — in that order, stopping at the first
 * that fails — then the time budget: the 20 slowest tests, a failure for any unit test over 10 s or
 * e2e test over 20 s (budget.ts), and the time of each step and of the whole run.
 */
const root = resolve(import.meta.dirname, "../..");
const timings = join(root, ".timings");
const VITEST_JSON = join(timings, "vitest.json");
const E2E_JSON = join(timings, "e2e.json");
const bin = (name: string) => join(root, "node_modules", ".bin", name);

const STEPS: readonly { name: string; command: string; args: string[]; env?: Record<string, string> }[] = [
  { name: "lint", command: "npm", args: ["run", "--silent", "lint"] },
  { name: "typecheck", command: "npm", args: ["run", "--silent", "typecheck"] },
  { name: "build", command: "npm", args: ["run", "--silent", "build"] },
  { name: "size", command: "npm", args: ["run", "--silent", "size"] },
  {
    name: "unit",
    command: bin("vitest"),
    args: ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${VITEST_JSON}`, ...process.argv.slice(2)],
  },
  { name: "e2e", command: bin("playwright"), args: ["test", "--reporter=list,json"], env: { PLAYWRIGHT_JSON_OUTPUT_FILE: E2E_JSON } },
  // The package as a merchant's developer installs it, used only through its exports (docs/package.md).
  { name: "package", command: process.execPath, args: ["--import", "tsx", "scripts/package/merchant-check.ts"] },
];

rmSync(timings, { recursive: true, force: true });
mkdirSync(timings, { recursive: true });
const started = Date.now();
const took: [string, number][] = [];
let failed: string | undefined;
for (const step of STEPS) {
  const t0 = Date.now();
  console.log(`\n[test] ${step.name}`);
  const r = spawnSync(step.command, step.args, { cwd: root, stdio: "inherit", env: { ...process.env, ...step.env } });
  took.push([step.name, Date.now() - t0]);
  if (r.status !== 0) {
    failed = `${step.name} failed (${r.status ?? r.signal})`;
    break;
  }
}

const tests: TimedTest[] = [
  ...(existsSync(VITEST_JSON) ? vitestTimes(JSON.parse(readFileSync(VITEST_JSON, "utf8")), root) : []),
  ...(existsSync(E2E_JSON) ? playwrightTimes(JSON.parse(readFileSync(E2E_JSON, "utf8"))) : []),
];
console.log(`\n[test] the 20 slowest of ${tests.length} tests:`);
for (const t of slowest(tests, 20)) console.log(`  ${seconds(t.ms).padStart(7)}  ${t.runner.padEnd(4)}  ${t.name}`);
const over = overBudget(tests);
if (over.length > 0) {
  console.error(
    `\n[test] over the budget (unit ${seconds(LIMITS_MS.unit)}, e2e ${seconds(LIMITS_MS.e2e)} a test): make them faster or split them`,
  );
  for (const t of over) console.error(`  ${seconds(t.ms).padStart(7)}  ${t.runner}  ${t.name}`);
}
console.log(`\n[test] ${took.map(([name, ms]) => `${name} ${seconds(ms)}`).join(", ")}`);
console.log(`[test] the whole run: ${seconds(Date.now() - started)}${failed ? ` — ${failed}` : ""}`);
if (failed || over.length > 0) process.exit(1);
