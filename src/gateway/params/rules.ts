import type { z } from "zod";
import type { ParameterError } from "../envelope.ts";
import { isParameterName, MAX_PARAMETERS, MAX_VALUE_LENGTH } from "./formats.ts";
import { shownValue } from "./sensitive.ts";

/** One row of a parameter table: the parameter's name (or a pattern of names), its format, whether it is required. */
export interface ParamRule {
  readonly name: string | RegExp;
  readonly schema: z.ZodType<string>;
  readonly required?: boolean;
}

/** A wallet's encrypted token may be longer than other values (spec 2.7: its format is the wallet maker's). */
const TOKEN_VALUE_LENGTH = 8192;

/**
 * Checks flat parameters against a rule table. Unknown but well-formed names pass (clients may send
 * optional structures); malformed names, over-long values and rule violations are reported, all at once.
 */
export function checkParams(params: Record<string, string>, rules: readonly ParamRule[]): ParameterError[] {
  const errors: ParameterError[] = [];
  const names = Object.keys(params);
  if (names.length > MAX_PARAMETERS) {
    return [{ name: "(request)", value: String(names.length), message: `expected at most ${MAX_PARAMETERS} parameters` }];
  }
  for (const rule of rules) {
    if (rule.required && typeof rule.name === "string" && !(rule.name in params)) {
      errors.push({ name: rule.name, value: "", message: "is required" });
    }
  }
  for (const [name, value] of Object.entries(params)) {
    if (!isParameterName(name)) {
      errors.push({ name: name.slice(0, 128), value: "", message: "is not a valid parameter name" });
      continue;
    }
    const limit = /^(applePay|googlePay|samsungPay)\.paymentToken$/.test(name) ? TOKEN_VALUE_LENGTH : MAX_VALUE_LENGTH;
    if (value.length > limit) {
      errors.push({ name, value: "", message: `expected at most ${limit} characters` });
      continue;
    }
    const rule = rules.find((r) => (typeof r.name === "string" ? r.name === name : r.name.test(name)));
    if (!rule) continue;
    const res = rule.schema.safeParse(value);
    if (!res.success) errors.push({ name, value: shownValue(name, value), message: res.error.issues[0]?.message ?? "is invalid" });
  }
  return errors;
}
