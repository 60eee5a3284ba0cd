import { resolve } from "node:path";
import { check } from "recheck";
import { describe, expect, it } from "vitest";
import { generatedPatterns } from "../../src/gateway/params/format-codes.ts";
import { lookupPatterns } from "../../src/gateway/params/spec-lookup.ts";
import { regexLiterals } from "./regex-sources.ts";

/**
 * Every regular expression in src/ is checked for super-linear backtracking (ReDoS) by recheck, a
 * ReDoS checker that analyses the pattern automatically (it finds attack strings, not only known shapes).
 * A pattern recheck calls vulnerable fails here with its file, line and the attack it found.
 */
const root = resolve(import.meta.dirname, "../..");
const literals = regexLiterals(resolve(root, "src"), root);
// Importing spec-lookup compiles every format code of the tables: the generated patterns are all there.
const generated = [...generatedPatterns(), ...lookupPatterns()].map((re, i) => ({
  file: "(generated from the tables)",
  line: i,
  source: re.source,
  flags: re.flags,
}));

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
    for (const site of [...literals, ...generated]) {
      const r = await check(site.source, site.flags, { timeout: 10_000 });
      const where = `${site.file}:${site.line} /${site.source}/${site.flags}`;
      if (r.status === "vulnerable") problems.push(`${where}: ${r.complexity.type}, attack ${JSON.stringify(r.attack.pattern)}`);
      else if (r.status === "unknown") unknown.push(`${where}: ${r.error.kind}`);
    }
    expect(problems).toEqual([]);
    expect(unknown).toEqual([]);
  }, 120_000);
});
