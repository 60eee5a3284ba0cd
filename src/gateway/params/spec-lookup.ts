import type { z } from "zod";
import { formatSchema } from "./format-codes.ts";
import { MAX_NAME_LENGTH } from "./param-names.ts";
import { SPEC_GROUPS } from "./spec-groups.ts";
import { KEY_FORMATS, MAX_LIST_INDEX, type Requirement, type SpecGroup } from "./spec-table.ts";

/** A parameter name resolved against the specification tables. */
export interface SpecMatch {
  readonly group: SpecGroup;
  /** The table's name, with placeholders: "cart.items[n].name". */
  readonly pattern: string;
  readonly requirement: Requirement;
  /** The row's format code ("N10.N2", "AN32", ...). */
  readonly format: string;
  readonly schema: z.ZodType<string>;
  /** Map keys in the name with their schema (customParameters[key]). */
  readonly keys: readonly { readonly value: string; readonly schema: z.ZodType<string> }[];
  /** List indexes in the name. */
  readonly indexes: readonly number[];
}

interface Compiled {
  readonly group: SpecGroup;
  readonly pattern: string;
  readonly requirement: Requirement;
  readonly re: RegExp;
  /** For each capture group: "n" (an index) or the key placeholder's name. */
  readonly slots: readonly string[];
}

const PLACEHOLDER = /\[(n|key|name|brand)\]/g;
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function compile(group: SpecGroup, pattern: string, requirement: Requirement): Compiled {
  const slots: string[] = [];
  let source = "";
  let last = 0;
  for (const m of pattern.matchAll(PLACEHOLDER)) {
    source += escapeRe(pattern.slice(last, m.index));
    slots.push(m[1] ?? "");
    source += m[1] === "n" ? "\\[(\\d{1,4})\\]" : "\\[([^\\]]*)\\]";
    last = m.index + m[0].length;
  }
  source += escapeRe(pattern.slice(last));
  return { group, pattern, requirement, re: new RegExp(`^${source}$`), slots };
}

const exact = new Map<string, Compiled>();
const patterned: Compiled[] = [];
for (const g of SPEC_GROUPS) {
  for (const [name, format, req] of g.rows) {
    formatSchema(format); // a format code the grammar does not know fails at start-up, not on a request
    const c = compile(g, name, req);
    if (c.slots.length === 0) exact.set(name, c);
    else patterned.push(c);
  }
}
const formats = new Map(SPEC_GROUPS.flatMap((g) => g.rows.map(([name, format]) => [name, format] as const)));
const rowFormat = (pattern: string) => formats.get(pattern) ?? "AN255";
/**
 * A match as one literal (no spread: own-fields.ts). Every match then has the same shape, so the reads
 * of each parameter's match in validate-request.ts see one shape, not one per row.
 */
const specMatch = (c: Compiled, keys: SpecMatch["keys"], indexes: SpecMatch["indexes"]): SpecMatch => {
  const format = rowFormat(c.pattern);
  return { group: c.group, pattern: c.pattern, requirement: c.requirement, format, schema: formatSchema(format), keys, indexes };
};
/**
 * A name without placeholders ("amount", "card.number") matches the same row every time: its match is
 * made once, at start-up, instead of for each parameter of each request (twice: canonical-input.ts too).
 */
const exactMatches = new Map<string, SpecMatch>(
  [...exact].map(([name, c]) => [name, Object.freeze(specMatch(c, Object.freeze([]), Object.freeze([])))]),
);

/** Whether `name` is one of the tables' names without placeholders (a finite set: the tables'). */
export const isTableName = (name: string): boolean => exactMatches.has(name);

/** The patterns the table's names compile to (the ReDoS check in npm test reads them). */
export function lookupPatterns(): readonly RegExp[] {
  return patterned.map((p) => p.re);
}

/** Finds the table row of a parameter name, or undefined when the specification does not know it. */
export function lookupParam(name: string): SpecMatch | { readonly error: string } | undefined {
  if (name.length > MAX_NAME_LENGTH) return undefined;
  const known = exactMatches.get(name);
  if (known) return known;
  const c = patterned.find((p) => p.re.test(name));
  if (!c) return undefined;
  const captured = c.re.exec(name)?.slice(1) ?? [];
  const indexes: number[] = [];
  const keys: { value: string; schema: z.ZodType<string> }[] = [];
  for (const [i, slot] of c.slots.entries()) {
    const value = captured[i] ?? "";
    if (slot === "n") {
      if (Number(value) > MAX_LIST_INDEX || (value.length > 1 && value.startsWith("0"))) {
        return { error: `list index ${value}: expected 0 to ${MAX_LIST_INDEX}` };
      }
      indexes.push(Number(value));
    } else keys.push({ value, schema: formatSchema(KEY_FORMATS[slot] ?? "AN64") });
  }
  return specMatch(c, keys, indexes);
}

/** Rows required whenever their group is present (groups with a prefix). */
export function requiredRows(): readonly { readonly prefix: string; readonly name: string; readonly group: string }[] {
  // The tables are frozen data: the list is made once (it was rebuilt on every request, about 1 % of a payment's CPU).
  required ??= Object.freeze(
    SPEC_GROUPS.flatMap((g) =>
      g.prefix
        ? g.rows.filter(([n, , r]) => r === "R" && !n.includes("[")).map(([n]) => ({ prefix: g.prefix ?? "", name: n, group: g.id }))
        : [],
    ),
  );
  return required;
}

let required: readonly { readonly prefix: string; readonly name: string; readonly group: string }[] | undefined;
