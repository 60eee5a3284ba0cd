import { check } from "recheck";
import { describe, expect, it } from "vitest";
import { allPatterns, literalPatterns } from "./patterns.ts";
import { knownSafe, patternKey } from "./verdicts.ts";

/**
 * Every regular expression in src/ is checked for super-linear backtracking (ReDoS) by recheck, a
 * ReDoS checker that analyses the pattern automatically (it finds attack strings, not only known shapes).
 * A pattern recheck calls vulnerable fails here with its file, line and the attack it found. Patterns
 * this recheck already found safe (verdicts.json, by hash of pattern and flags) are not analysed again.
 */
const literals = literalPatterns();
const sites = allPatterns();

describe("ReDoS", () => {
  it("finds the regexes of src/ (the scan itself works)", () => {
    expect(literals.length).toBeGreaterThan(100);
    expect(literals.some((s) => s.file.endsWith("format-codes.ts"))).toBe(true);
  });

  it("recheck finds the reported patterns vulnerable (the checker works)", async () => {
    const email = await check("^[^\\s@]{1,64}@[^\\s@]+\\.[^\\s@]+$", "");
    const names = await check("^[A-Za-z][A-Za-z0-9_.-]{0,127}(\\[[A-Za-z0-9_.-]{1,64}\\](\\.[A-Za-z0-9_.-]{1,64})*)*$", "");
    expect([email.status, names.status]).toEqual(["vulnerable", "vulnerable"]);
  });

  it("no regex in src/ backtracks super-linearly", async () => {
    const problems: string[] = [];
    const unknown: string[] = [];
    const safe = knownSafe();
    const unchecked = sites.filter((site) => !safe.has(patternKey(site.source, site.flags)));
    for (const site of unchecked) {
      const r = await check(site.source, site.flags, { timeout: 10_000 });
      const where = `${site.file}:${site.line} /${site.source}/${site.flags}`;
      if (r.status === "vulnerable") problems.push(`${where}: ${r.complexity.type}, attack ${JSON.stringify(r.attack.pattern)}`);
      else if (r.status === "unknown") unknown.push(`${where}: ${r.error.kind}`);
    }
    expect(problems).toEqual([]);
    expect(unknown).toEqual([]);
    if (unchecked.length > 50) console.warn(`[redos] ${unchecked.length} patterns analysed: \`npm run redos:record\` keeps their verdicts`);
  }, 120_000);

  it("keeps verdicts by pattern and flags: a changed pattern is analysed again", () => {
    expect(patternKey("^a+$", "")).not.toBe(patternKey("^(a+)+$", ""));
    expect(patternKey("^a$", "")).not.toBe(patternKey("^a$", "i"));
    expect(knownSafe().has(patternKey("^(a+)+$", ""))).toBe(false);
  });
});
