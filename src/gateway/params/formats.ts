import { z } from "zod";

/**
 * Zod schemas for the specification's format codes (spec 2.1): A = letters, AN = any characters,
 * N = digits; the number is the maximum length, {a,b} a minimum and maximum.
 */
export const an = (max: number, min = 1) =>
  z
    .string()
    .max(max, { message: `expected at most ${max} characters`, abort: true })
    .min(min, `expected at least ${min} characters`);

/** A pattern check that runs on at most `max` characters: the length is checked first and stops the checks. */
export const pattern = (re: RegExp, expected: string, max = 2048) =>
  z
    .string()
    .max(max, { message: `expected at most ${max} characters`, abort: true })
    .regex(re, `expected ${expected}`);

export const AMOUNT = pattern(/^\d{1,10}(\.\d{2})?$/, "N10.N2: up to 10 digits, a dot and exactly two decimals, e.g. 92.00");
export const CURRENCY = pattern(/^[A-Z]{3}$/, "A3: an ISO 4217 code in upper case, e.g. EUR");
export const ENTITY_ID = pattern(/^[0-9a-f]{32}$/, "AN32: 32 lower-case hexadecimal characters");
export const BOOLEAN = z.enum(["true", "false"], { message: "expected true or false" });
export const BRAND = pattern(/^[A-Za-z0-9_]{1,32}$/, "AN32: letters, digits and underscore");
export const DATE = pattern(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, "yyyy-MM-dd");
export const URL_2048 = an(2048, 6).refine((v) => {
  try {
    const u = new URL(v);
    return u.protocol === "https:" || u.protocol === "http:";
  } catch {
    return false;
  }
}, "expected an absolute http(s) URL");
export const enumOf = (values: readonly [string, ...string[]]) => z.enum(values, { message: `expected one of ${values.join(", ")}` });

/** The longest parameter name: checked before PARAMETER_NAME runs. */
export const MAX_NAME_LENGTH = 256;

/**
 * Names a parameter may have at all: letters, digits, dots, underscores, hyphens, list indexes and
 * bracket keys. Each bracket group starts with "[", which no other part may hold, so the pattern is
 * unambiguous (linear time); `isParameterName` also bounds the length first.
 */
export const PARAMETER_NAME = /^[A-Za-z][A-Za-z0-9_.-]{0,127}(\[[A-Za-z0-9_.-]{1,64}\](\.[A-Za-z0-9_.-]{1,127})?)*$/;

export function isParameterName(name: string): boolean {
  return name.length <= MAX_NAME_LENGTH && PARAMETER_NAME.test(name);
}
export const MAX_PARAMETERS = 1000;
export const MAX_VALUE_LENGTH = 2048;
