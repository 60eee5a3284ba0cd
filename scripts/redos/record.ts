import { check } from "recheck";
import { allPatterns } from "./patterns.ts";
import { knownSafe, patternKey, recordSafe } from "./verdicts.ts";

/**
 * `npm run redos:record`: analyses the patterns of src/ that verdicts.json lacks and records the safe
 * ones, with those still in src/ that it already had (`-- --all` analyses every pattern again).
 */
const again = process.argv.includes("--all");
const before = again ? new Set<string>() : knownSafe();
const safe: string[] = [];
let other = 0;
for (const site of allPatterns()) {
  const key = patternKey(site.source, site.flags);
  if (before.has(key)) {
    safe.push(key);
    continue;
  }
  const r = await check(site.source, site.flags, { timeout: 10_000 });
  if (r.status === "safe") safe.push(key);
  else {
    other++;
    console.log(`${site.file}:${site.line} /${site.source}/${site.flags}: ${r.status}`);
  }
}
recordSafe(safe);
console.log(`[redos] ${new Set(safe).size} safe patterns recorded${other ? `, ${other} not safe (above)` : ""}`);
