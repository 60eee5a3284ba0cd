import type { ParameterError } from "../http/envelope.ts";
import { formatProblem, formatSchema } from "./format-codes.ts";
import { isParameterName, MAX_PARAMETERS, MAX_VALUE, MAX_VALUE_LENGTH } from "./param-names.ts";
import { shownValue } from "./sensitive.ts";
import type { SpecRow } from "./spec-table.ts";

const indexes = new WeakMap<readonly SpecRow[], ReadonlyMap<string, SpecRow>>();
const byName = (rows: readonly SpecRow[]) => {
  let map = indexes.get(rows);
  if (!map) {
    for (const [, format] of rows) formatSchema(format); // an unknown format code is a table error: fail at start-up
    map = new Map(rows.map((r) => [r[0], r]));
    indexes.set(rows, map);
  }
  return map;
};

/**
 * Checks flat parameters against a route's own rows — the same `[name, formatCode, requirement]`
 * rows as the specification tables (spec-table.ts), so one vocabulary describes every parameter.
 * "R" rows are required. Names without a row pass when well-formed (the caller decides which names
 * it keeps); malformed names, over-long values and format violations are reported, all at once.
 */
export function checkRows(params: Readonly<Record<string, string>>, rows: readonly SpecRow[]): ParameterError[] {
  const names = Object.keys(params);
  if (names.length > MAX_PARAMETERS) {
    return [{ name: "(request)", value: String(names.length), message: `expected at most ${MAX_PARAMETERS} parameters` }];
  }
  const table = byName(rows);
  const errors: ParameterError[] = [];
  for (const [name, , requirement] of rows) {
    if (requirement === "R" && !(name in params)) errors.push({ name, value: "", message: "is required" });
  }
  for (const [name, value] of Object.entries(params)) {
    if (!isParameterName(name)) {
      errors.push({ name: name.slice(0, 128), value: "", message: "is not a valid parameter name" });
      continue;
    }
    const row = table.get(name);
    const limit = row ? MAX_VALUE : MAX_VALUE_LENGTH;
    if (value.length > limit) {
      errors.push({ name, value: "", message: `expected at most ${limit} characters` });
      continue;
    }
    if (!row) continue;
    const problem = formatProblem(formatSchema(row[1]), value);
    if (problem !== undefined) errors.push({ name, value: shownValue(name, value), message: problem });
  }
  return errors;
}
