import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";

/**
 * recheck's verdicts are a function of the pattern, its flags and recheck's version: a pattern once
 * found safe need not be analysed again. verdicts.json keeps the hashes of the safe ones, for this
 * version of recheck; `npm run redos:record` writes it. A pattern whose hash is not there (new,
 * changed, or a new recheck) is analysed in the test as before.
 */
const FILE = resolve(import.meta.dirname, "verdicts.json");

export const RECHECK_VERSION: string = createRequire(import.meta.url)("recheck/package.json").version;

export function patternKey(source: string, flags: string): string {
  return createHash("sha256").update(`${flags}/${source}`).digest("hex").slice(0, 32);
}

/** The keys of the patterns recheck found safe, when verdicts.json was written by this recheck. */
export function knownSafe(): ReadonlySet<string> {
  if (!existsSync(FILE)) return new Set();
  const file = JSON.parse(readFileSync(FILE, "utf8")) as { recheck: string; safe: string[] };
  return new Set(file.recheck === RECHECK_VERSION ? file.safe : []);
}

export function recordSafe(keys: Iterable<string>): void {
  const safe = [...new Set(keys)].sort();
  writeFileSync(FILE, `${JSON.stringify({ recheck: RECHECK_VERSION, safe }, null, 1)}\n`);
}
