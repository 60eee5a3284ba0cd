import type { ParameterError } from "../http/envelope.ts";
import { lookupParam } from "./spec-lookup.ts";

type Params = Record<string, string>;

/**
 * Other names real client libraries send for a parameter of the specification, taken as it (README
 * "Parameters"): ActiveMerchant's gateway for the established platform sends the entity as
 * `authentication.entityId` beside the bearer token (its remote tests pass against the established
 * test system); Hyperswitch's ACI connector sends the older card-on-file flag `recurringType`
 * (INITIAL, REPEATED) beside `standingInstruction.mode`, Customweb's modules alone.
 */
export const ALIASES: Readonly<Record<string, string>> = Object.freeze({
  "authentication.entityId": "entityId",
  recurringType: "standingInstruction.mode",
});

const BOOLEAN_CASE = /^(true|false)$/i;
const isBool = (name: string) => {
  const m = lookupParam(name);
  return m !== undefined && !("error" in m) && m.format === "BOOL";
};

export interface CanonicalInput {
  readonly input: Params;
  /** Names sent with an empty value, taken as not sent (for the "is required" message). */
  readonly empty: ReadonlySet<string>;
  readonly errors: ParameterError[];
}

/**
 * What every request's parameters mean before they are validated, in every input mode:
 * - a parameter sent with an empty value (`descriptor=`) is a parameter not sent. Client libraries
 *   build their bodies from every field they know and send the missing ones empty (ActiveMerchant:
 *   `descriptor=&merchantInvoiceId=`, `amount=` on a reversal), and the established gateway takes
 *   them as absent;
 * - an alias (ALIASES) is its parameter; sent with a different value beside it, both are refused;
 * - a boolean (spec: true or false) written `True`, `FALSE` … is that boolean: Python's `requests`
 *   writes a bool so, and the established platform evidently takes it (an Open edX payment plugin
 *   creates its checkouts with `integrity=True` and proceeds only on 000.200.100). `1` and `0` stay
 *   refused (tolerant mode takes them, tolerant-input.ts).
 */
export function canonicalInput(raw: Readonly<Params>): CanonicalInput {
  // No prototype: a parameter named __proto__ stays a name for validation to refuse.
  const input: Params = Object.create(null);
  const empty = new Set<string>();
  const errors: ParameterError[] = [];
  for (const [name, value] of Object.entries(raw)) {
    if (value === "") {
      empty.add(name);
      continue;
    }
    const canonical = Object.hasOwn(ALIASES, name) ? (ALIASES[name] as string) : undefined;
    if (canonical === undefined) {
      input[name] = BOOLEAN_CASE.test(value) && value !== value.toLowerCase() && isBool(name) ? value.toLowerCase() : value;
      continue;
    }
    const direct = raw[canonical];
    if (direct !== undefined && direct !== "" && direct !== value) {
      errors.push({ name, value, message: `is another name of ${canonical}, sent with another value: send ${canonical} once` });
    } else input[canonical] = value;
  }
  return { input, empty, errors };
}
