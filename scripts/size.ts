import { join } from "node:path";
import { checkBudgets } from "./size/budgets.ts";
import { sizeTable } from "./size/format.ts";
import { measureDist } from "./size/measure.ts";

/** `npm run size`: sizes of everything in dist/ (raw, gzip, brotli) and the size budgets; exits 1 when one is over. */
const rows = measureDist(join(process.cwd(), "dist"));
console.log(sizeTable(rows));
console.log("");
const results = checkBudgets(rows);
for (const r of results) console.log(`${r.ok ? "ok  " : "FAIL"} ${r.message}`);
const over = results.filter((r) => !r.ok);
if (over.length > 0) {
  console.error(`\n[size] ${over.length} budget(s) not met:\n${over.map((r) => `  ${r.message}`).join("\n")}`);
  process.exit(1);
}
