import type { ParameterError } from "../http/envelope.ts";
import { fromMinor, toMinor } from "../payments/amounts.ts";
import { testSwitchErrors } from "../simulator/test-switches.ts";
import { canonicalInput } from "./canonical-input.ts";
import { checkConditionalRules } from "./conditional-rules.ts";
import { formatProblem } from "./format-codes.ts";
import { legacyHint } from "./legacy-names.ts";
import type { Operation } from "./operations.ts";
import { isParameterName, MAX_PARAMETERS, MAX_VALUE } from "./param-names.ts";
import { shownValue } from "./sensitive.ts";
import { QUERY } from "./spec-basic.ts";
import { isTableName, lookupParam, requiredRows, type SpecMatch } from "./spec-lookup.ts";
import { type InputMode, isTolerated, normalizeTolerated, waiveTolerated } from "./tolerant-input.ts";

/** What the gateway does with a parameter name the specification does not know (README: unknown parameters). */
export type UnknownParameters = "reject" | "ignore";

/** Spec 2.29's parameters belong to GET /v1/query: on any other request they are refused by name, in every mode. */
const QUERY_NAMES: ReadonlySet<string> = new Set(QUERY.rows.map(([name]) => name));

/** Said in strict mode of an error tolerant mode would accept (docs/gateway.md "Strict and tolerant input"). */
export const TOLERANT_HINT = " (client libraries send this; the sandbox accepts it with a warning when run with GATEWAY_INPUT=tolerant)";

/** SEPA mandate data (spec 2.9): a checkout may carry it alone, the shopper's form adds the account. */
const MANDATE = /^bankAccount\.mandate\./;

export interface Validated {
  readonly errors: ParameterError[];
  /** Tolerant mode: what was accepted although the specification refuses it (tolerant-input.ts). */
  readonly warnings?: readonly ParameterError[];
  /** The parameters to process: all of them, or without the unknown ones under "ignore". */
  readonly params: Record<string, string>;
}

/**
 * Validates form parameters (canonical-input.ts: empty values are not sent, aliases are their parameter) against the specification tables (format per row), the operation's
 * required and refused names, the groups' required rows and the conditional rules. Every
 * offending parameter is reported at once.
 */
export function validateRequest(
  raw: Readonly<Record<string, string>>,
  op: Operation,
  unknown: UnknownParameters = "reject",
  mode: InputMode = "strict",
): Validated {
  const canonical = canonicalInput(raw);
  const aliasErrors = canonical.errors.map((e) => ({ ...e, value: shownValue(e.name, e.value) }));
  if (mode === "strict") {
    const v = validateStrict(canonical.input, canonical.empty, op, unknown);
    if (!v.errors.some((e) => isTolerated(e, canonical.input, v.params)))
      return { errors: [...aliasErrors, ...v.errors], params: v.params };
    // The hint only where tolerant mode would take the value: the same request, tolerant, no longer refuses it
    // (a tolerated spelling of a value that is wrong all the same — " not-an-email" — gets no hint).
    const stillRefused = new Set(validateRequest(raw, op, unknown, "tolerant").errors.map((e) => e.name));
    const errors = v.errors.map((e) =>
      isTolerated(e, canonical.input, v.params) && !stillRefused.has(e.name) ? { ...e, message: `${e.message}${TOLERANT_HINT}` } : e,
    );
    return { errors: [...aliasErrors, ...errors], params: v.params };
  }
  const before = normalizeTolerated(canonical.input);
  const v = validateStrict(before.input, canonical.empty, op, unknown);
  const after = waiveTolerated(v.errors, v.params);
  const warnings = [...before.warnings, ...after.warnings].map((w) => ({ ...w, value: shownValue(w.name, w.value) }));
  return { errors: [...aliasErrors, ...after.errors], params: v.params, warnings };
}

/** What a parameter's name alone decides on an operation: a valid name, its table row, a refusal. */
interface NameVerdict {
  readonly valid: boolean;
  readonly match: SpecMatch | { readonly error: string } | undefined;
  /** Why the operation refuses the name (Operation.refused). */
  readonly refused: string | undefined;
}

/**
 * Each operation's verdicts on the tables' own names, made at a name's first request instead of at
 * every one (a payment's ten parameters: two pattern tests, a table lookup and the refusal patterns
 * each). Only names of the tables are kept, so the cache is bounded by the tables, never by input.
 */
const verdicts = new WeakMap<Operation, Map<string, NameVerdict>>();

function verdictOf(op: Operation, name: string): NameVerdict {
  let byName = verdicts.get(op);
  if (byName === undefined) {
    byName = new Map();
    verdicts.set(op, byName);
  }
  const known = byName.get(name);
  if (known !== undefined) return known;
  const valid = isParameterName(name);
  const match = valid ? lookupParam(name) : undefined;
  const refused = match !== undefined && !("error" in match) ? op.refused?.find((r) => r.names.test(name))?.reason : undefined;
  const verdict: NameVerdict = { valid, match, refused };
  if (isTableName(name)) byName.set(name, verdict);
  return verdict;
}

/** Not a closure in validateStrict: tsx's keepNames would name a new function on every request (a defineProperty). */
function failWith(errors: ParameterError[], name: string, value: string, message: string): void {
  errors.push({ name: name.slice(0, 128), value: shownValue(name, value), message });
}

function validateStrict(
  input: Readonly<Record<string, string>>,
  empty: ReadonlySet<string>,
  op: Operation,
  unknown: UnknownParameters,
): Validated {
  const names = Object.keys(input);
  if (names.length > MAX_PARAMETERS) {
    return {
      errors: [{ name: "(request)", value: String(names.length), message: `expected at most ${MAX_PARAMETERS} parameters` }],
      params: {},
    };
  }
  const errors: ParameterError[] = [];
  const params: Record<string, string> = {};
  for (const name of names) {
    const value = input[name] as string;
    const { valid, match, refused } = verdictOf(op, name);
    if (!valid) {
      failWith(errors, name, "", "is not a valid parameter name");
      continue;
    }
    if (match === undefined) {
      if (QUERY_NAMES.has(name))
        failWith(errors, name, value, "is a parameter of the transaction query (GET /v1/query, spec 2.29), not of this request");
      else if (unknown === "reject")
        failWith(errors, name, value, `unknown parameter: ${legacyHint(name) ?? "the specification (section 2) does not define it"}`);
      continue;
    }
    params[name] = value;
    if ("error" in match) {
      failWith(errors, name, value, match.error);
      continue;
    }
    if (refused !== undefined) {
      failWith(errors, name, value, refused);
      continue;
    }
    if (value.length > MAX_VALUE) {
      failWith(errors, name, "", `expected at most ${MAX_VALUE} characters`);
      continue;
    }
    for (const key of match.keys) {
      const problem = formatProblem(key.schema, key.value);
      if (problem !== undefined) failWith(errors, name, value, `name [${key.value.slice(0, 64)}]: ${problem}`);
    }
    const problem = formatProblem(match.schema, value);
    if (problem !== undefined) failWith(errors, name, value, problem);
    // Spec 2.30: amounts are answered with two decimals; "1" is processed (and echoed) as "1.00".
    else if (match.format === "N10.N2") params[name] = fromMinor(toMinor(value));
    else if (name === "paymentType" && op.paymentTypes && !op.paymentTypes.includes(value)) {
      failWith(errors, name, value, `expected one of ${op.paymentTypes.join(", ")} on this request`);
    }
  }
  for (const name of op.required)
    if (!(name in input)) failWith(errors, name, "", empty.has(name) ? "is required (it was sent empty)" : "is required");
  for (const row of requiredRows()) {
    if (
      !(row.name in input) &&
      names.some((n) => n.startsWith(row.prefix) && !MANDATE.test(n)) &&
      !op.refused?.some((r) => r.names.test(row.name))
    ) {
      failWith(errors, row.name, "", `is required when ${row.prefix}* is sent`);
    }
  }
  errors.push(...checkConditionalRules(params, op.conditionalRules), ...testSwitchErrors(params));
  return { errors, params };
}
