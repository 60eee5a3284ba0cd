import { resolve } from "node:path";
import { generatedPatterns } from "../../src/gateway/params/format-codes.ts";
import { lookupPatterns } from "../../src/gateway/params/spec-lookup.ts";
import { type RegexSite, regexLiterals } from "./regex-sources.ts";

const root = resolve(import.meta.dirname, "../..");

/** The regex literals of src/ (regex-sources.ts). */
export function literalPatterns(): RegexSite[] {
  return regexLiterals(resolve(root, "src"), root);
}

/** Every pattern of src/: its literals, and those generated from the specification's tables. */
export function allPatterns(): RegexSite[] {
  // Importing spec-lookup compiles every format code of the tables: the generated patterns are all there.
  const generated = [...generatedPatterns(), ...lookupPatterns()].map((re, i) => ({
    file: "(generated from the tables)",
    line: i,
    source: re.source,
    flags: re.flags,
  }));
  return [...literalPatterns(), ...generated];
}
