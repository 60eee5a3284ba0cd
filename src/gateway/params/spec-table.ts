import type { FormatCode } from "./format-codes.ts";

/** R = required (when the group is sent), C = conditional, O = optional (spec 2.1, rule 3). */
export type Requirement = "R" | "C" | "O";

/**
 * One row of a specification table: parameter name, format code, requirement. In names, `[n]` is a
 * list index (0 to MAX_LIST_INDEX) and `[key]`, `[name]`, `[brand]` are map keys whose format
 * KEY_FORMATS gives; any other bracket text is literal (`threeDSecure.schemeData[CB-USECASE]`).
 */
export type SpecRow = readonly [name: string, format: FormatCode, requirement: Requirement];

export interface SpecGroup {
  readonly id: string;
  /** Section of the specification the rows come from. */
  readonly section: string;
  /** When set, sending any parameter starting with it makes the group present, and its R rows required. */
  readonly prefix?: string;
  readonly rows: readonly SpecRow[];
}

/** Spec 2.16: cart item indexes run from 0 to 1000; the same bound applies to every list (one constant, shared). */
export { MAX_LIST_INDEX } from "../../shared/form-params.ts";

/** Formats of the map keys in brackets. */
export const KEY_FORMATS: Readonly<Record<string, FormatCode>> = Object.freeze({
  key: "KEY64",
  name: "AN64",
  brand: "AN32[A-Za-z0-9_]",
});

/** Prefixes every row of a group with `prefix` and sets one requirement, for the structures the spec repeats. */
export function repeat(rows: readonly SpecRow[], prefix: string, requirement?: Requirement): SpecRow[] {
  return rows.map(([name, format, req]) => [`${prefix}${name}`, format, requirement ?? req] as const);
}

export const group = (g: SpecGroup): SpecGroup => Object.freeze(g);
