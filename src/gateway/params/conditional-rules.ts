import type { ParameterError } from "../http/envelope.ts";
import { ADDRESS_PREFIXES } from "./spec-addresses.ts";

type Params = Readonly<Record<string, string>>;

/**
 * The specification's conditional rules, as data. Each kind has one checker below; adding a rule
 * is one row.
 */
export type ConditionalRule =
  /** When any parameter matching `when` (and not `except`) is sent, every name of `require` must be sent. */
  | {
      readonly kind: "requiredWith";
      readonly when: RegExp;
      readonly except: RegExp;
      readonly require: readonly string[];
      readonly because: string;
    }
  /** Sent together or not at all. */
  | { readonly kind: "together"; readonly names: readonly [string, string] }
  /** When the structure `prefix` is sent, at least one of `names` must be. */
  | { readonly kind: "oneOf"; readonly prefix: string; readonly names: readonly [string, string] }
  /** The values of `names`, concatenated, must not be digits only. */
  | { readonly kind: "notDigitsOnly"; readonly names: readonly [string, string] }
  /** `name` needs `needs`. */
  | { readonly kind: "requires"; readonly name: string; readonly needs: string };

export const CONDITIONAL_RULES: readonly ConditionalRule[] = Object.freeze([
  {
    kind: "requiredWith",
    when: /^customer\./,
    // Browser and device data come from the shopper's browser (3-D Secure), not from the customer's identity.
    except: /^customer\.(givenName|surname|browser\..*|browserFingerprint\..*|app\..*)$/,
    require: ["customer.givenName", "customer.surname"],
    because: "is required when any other customer parameter is sent (spec 2.10)",
  },
  { kind: "together", names: ["customer.identificationDocType", "customer.identificationDocId"] },
  { kind: "oneOf", prefix: "bankAccount.", names: ["bankAccount.number", "bankAccount.iban"] },
  { kind: "oneOf", prefix: "bankAccount.", names: ["bankAccount.bankCode", "bankAccount.bic"] },
  ...ADDRESS_PREFIXES.map((p): ConditionalRule => ({ kind: "notDigitsOnly", names: [`${p}street1`, `${p}street2`] })),
  ...ADDRESS_PREFIXES.map((p): ConditionalRule => ({ kind: "requires", name: `${p}houseNumber2`, needs: `${p}houseNumber1` })),
]);

const has = (params: Params, name: string) => params[name] !== undefined;
const MANDATE = /^bankAccount\.mandate\./;
const DIGITS_ONLY = /^\d+$/;
const SPACES = /\s/g;

/** One rule against the parameters; `names` are the parameters' names (read once for every rule). */
function check(rule: ConditionalRule, params: Params, names: readonly string[], out: ParameterError[]): void {
  switch (rule.kind) {
    case "requiredWith": {
      if (!names.some((n) => rule.when.test(n) && !rule.except.test(n))) return;
      for (const name of rule.require) if (!has(params, name)) out.push({ name, value: "", message: rule.because });
      return;
    }
    case "together": {
      const [a, b] = rule.names;
      if (has(params, a) === has(params, b)) return;
      const [sent, missing] = has(params, a) ? [a, b] : [b, a];
      out.push({ name: missing, value: "", message: `is required when ${sent} is sent` });
      return;
    }
    case "oneOf": {
      // Mandate data alone (a checkout's, spec 2.9) is not yet an account.
      if (rule.names.some((n) => has(params, n)) || !names.some((n) => n.startsWith(rule.prefix) && !MANDATE.test(n))) return;
      const [a, b] = rule.names;
      out.push({ name: a, value: "", message: `either ${a} or ${b} is required` });
      return;
    }
    case "notDigitsOnly": {
      const [a, b] = rule.names;
      const first = params[a];
      const second = params[b];
      if (first === undefined && second === undefined) return;
      if (!DIGITS_ONLY.test(`${first ?? ""}${second ?? ""}`.replace(SPACES, ""))) return;
      out.push({ name: a, value: first ?? "", message: `${a} and ${b} together must not consist of digits only` });
      return;
    }
    case "requires":
      if (has(params, rule.name) && !has(params, rule.needs))
        out.push({ name: rule.name, value: params[rule.name] ?? "", message: `requires ${rule.needs}` });
      return;
  }
}

/** Every conditional rule the parameters break, in the rules' order. */
export function checkConditionalRules(params: Params, rules: readonly ConditionalRule[] = CONDITIONAL_RULES): ParameterError[] {
  const names = Object.keys(params);
  const errors: ParameterError[] = [];
  for (const rule of rules) check(rule, params, names, errors);
  return errors;
}
