import { z } from "zod";
import { BIN_FORMAT } from "../../shared/bin-info.ts";
import { ibanMod97, ibanProblem, isValidAccountHolder, isValidBic } from "../../shared/iban.ts";
import { EVENT_TYPES } from "../events/event-rows.ts";
import { TIEBACK_KEYS } from "../fraud-cases/case-rows.ts";
import { cronField } from "./cron-fields.ts";
import { COUNTRIES, CURRENCIES, listed } from "./iso-codes.ts";
import { fast, fitsMin } from "./plain-checks.ts";
import { notListed, QUERY_PAYMENT_METHODS, QUERY_PAYMENT_TYPES } from "./query-lists.ts";

/**
 * Turns the specification's format codes (spec 2.1) into zod schemas, so the parameter tables can
 * stay data. Grammar:
 *
 * - `AN255`, `A50`, `N4`: any characters / letters / digits, the number is the maximum length;
 *   `{min,max}` sets a minimum: `AN255{8,255}`; a trailing `[class]` narrows the characters: `AN32[A-Za-z0-9_]`.
 * - `N10.N2`: up to 10 integer digits, optionally a dot and exactly two decimals.
 * - `N2:01-12`: digits (up to 2) in a numeric range; a leading zero in the lower bound fixes the width.
 * - `M|F`: one of the listed values.
 * - a name of NAMED (DATE, DATETIME, BOOL, URL, EMAIL, PHONE, ...).
 */
export type FormatCode = string;

/** A letter for format A: letters, and the space, apostrophe, hyphen and dot of names. */
const LETTERS = "\\p{L} '.\\-";
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what AN refuses
const NO_CONTROL = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

/**
 * Every pattern runs on bounded input only: the length is checked first and stops the checks (no
 * regex ever sees a value longer than `max`, so even a slow pattern could not be made to run long).
 */
/** A comma list of `values` (at most as many items as there are values): their declaration stays the one list. */
const commaList = (values: readonly string[], max: number) => {
  const one = `(${values.join("|")})`;
  return re(new RegExp(`^${one}(,${one}){0,${values.length - 1}}$`), `a comma list of ${values.join(", ")}`, max);
};

const re = (pattern: RegExp, expected: string, max = 256) =>
  fast(
    z
      .string()
      .max(max, { message: `expected at most ${max} characters`, abort: true })
      .regex(pattern, `expected ${expected}`),
    (v) => v.length <= max && pattern.test(v),
  );

export { fastCheckOf, formatProblem } from "./plain-checks.ts";

/** Patterns built from format codes at run time (the ReDoS check in npm test reads them). */
const generated: RegExp[] = [];
const built = (source: string, flags = "") => {
  const r = new RegExp(source, flags);
  generated.push(r);
  return r;
};

/** The patterns compiled from format codes so far. */
export function generatedPatterns(): readonly RegExp[] {
  return generated;
}

function absoluteUrl(v: string): boolean {
  try {
    const u = new URL(v);
    // A host of letters, digits, dots, hyphens, underscores, or an IP address: no ";" or "," that could end a header's value.
    return (u.protocol === "https:" || u.protocol === "http:") && /^([a-z0-9_.-]+|\[[0-9a-f:.]+\])$/i.test(u.hostname);
  } catch {
    return false;
  }
}

function validDate(v: string): boolean {
  const [y, m, d] = v.slice(0, 10).split("-").map(Number);
  const date = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 0));
  return date.getUTCMonth() + 1 === m && date.getUTCDate() === d;
}

/** Named formats: the spec's prose formats that are not a plain A/AN/N code. */
export const NAMED: Readonly<Record<string, z.ZodType<string>>> = Object.freeze({
  DATE: re(/^\d{4}-\d{2}-\d{2}$/, "a date yyyy-MM-dd").refine(validDate, "expected an existing date yyyy-MM-dd"),
  DATETIME: re(/^\d{4}-\d{2}-\d{2} ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/, "a date-time yyyy-MM-dd HH:mm:ss").refine(
    validDate,
    "expected an existing date",
  ),
  BOOL: fast(z.enum(["true", "false"], { message: "expected true or false" }), (v) => v === "true" || v === "false"),
  URL: z
    .string()
    .min(6, "expected at least 6 characters")
    .max(2048, "expected at most 2048 characters")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: an address the gateway stores and calls holds none
    .regex(/^[^\u0000-\u001f\u007f]*$/, "expected no control characters")
    .refine(absoluteUrl, { message: "expected an absolute http(s) URL" }),
  // Local part, then domain labels separated by single dots: no two quantifiers can share a character (linear).
  // biome-ignore lint/suspicious/noControlCharactersInRegex: an address holds no control characters
  EMAIL: re(/^[^\s@\u0000-\u001f\u007f]{1,64}@[^\s@.\u0000-\u001f\u007f]+(\.[^\s@.\u0000-\u001f\u007f]+)+$/, "an e-mail address", 128).min(
    6,
    "expected at least 6 characters",
  ),
  PHONE: re(/^[+\d][\d .()/-]{0,24}$/, "AN25: a plus or digit, then digits, space, dot, parentheses, slash, hyphen"),
  HEX32: re(/^[0-9a-f]{32}$/, "AN32: 32 lower-case hexadecimal characters"),
  /** An AES-256 key (a webhook's secret): 64 hexadecimal characters. */
  HEX64: re(/^[0-9A-Fa-f]{64}$/, "64 hexadecimal characters (an AES-256 key, e.g. from openssl rand -hex 32)"),
  ID32: re(/^[A-Za-z0-9]{32}$/, "AN32: 32 letters and digits"),
  CURRENCY: listed(/^[A-Z]{3}$/, CURRENCIES, "A3: an ISO 4217 code in upper case, e.g. EUR", "an ISO 4217 currency code in use"),
  COUNTRY2: listed(/^[A-Z]{2}$/, COUNTRIES.alpha2, "A2: an ISO 3166-1 alpha-2 code in upper case, e.g. DE", "an ISO 3166-1 country code"),
  COUNTRY3: listed(/^[A-Z]{3}$/, COUNTRIES.alpha3, "AN3: an ISO 3166-1 alpha-3 code in upper case, e.g. DEU", "an ISO 3166-1 country code"),
  COUNTRY_A2_N3: listed(
    /^([A-Z]{2}|\d{3})$/,
    COUNTRIES.alpha2OrNumeric,
    "an ISO 3166-1 alpha-2 or numeric code",
    "an ISO 3166-1 country code",
  ),
  // Any country's IBAN (not only SEPA's): the format, then the ISO 13616 mod-97 check digits.
  IBAN: re(/^[A-Z]{2}\d{2}[A-Za-z0-9]{11,27}$/, "AN31: two letters, two digits, then 11 to 27 letters or digits").refine(
    (v) => ibanMod97(v.toUpperCase()) === 1,
    "expected an IBAN whose check digits are right (ISO 13616 mod-97); check for a typing error",
  ),
  BIC: re(/^([A-Za-z0-9]{8}|[A-Za-z0-9]{11})$/, "8 or 11 letters or digits"),
  BASE64: re(/^[A-Za-z0-9+/]{26,32}={0,2}$/, "base64, 28 to 32 characters").refine(
    (v) => v.length >= 28 && v.length <= 32,
    "expected base64 of 28 to 32 characters",
  ),
  PERCENT: re(/^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/, "a percentage from 0 to 100 with up to two decimals"),
  QUANTITY: re(/^\d{1,12}(\.\d{1,3})?$/, "1 to 12 digits, optionally a dot and up to 3 decimals"),
  YEAR4: re(/^(19|20)\d{2}$/, "N4: 19xx or 20xx"),
  /** Bracket keys of customParameters and merchant.data: 3 to 64 letters, digits, dot, underscore. */
  KEY64: re(/^[A-Za-z0-9._]{3,64}$/, "3 to 64 letters, digits, dots or underscores"),
  COORDINATES: re(/^-?\d{1,3}(\.\d+)?,-?\d{1,3}(\.\d+)?$/, "latitude,longitude", 20),
  VERSION: re(/^\d{1,2}\.\d{1,2}\.\d{1,2}$/, "a version such as 2.2.0"),
  CHARGEBACK: re(/^000\.100\.2\d{2}$/, "000.100.2xx"),
  /** Spec 2.29 paymentTypes and paymentMethods: comma lists of the query's own values. */
  QUERY_PAYMENT_TYPES: re(/^[A-Z0-9]{2}(,[A-Z0-9]{2}){0,80}$/, "payment types separated by commas, e.g. DB,PA", 512).refine(
    (v) => notListed(v, QUERY_PAYMENT_TYPES) === undefined,
    `expected payment types of spec 2.29 (${QUERY_PAYMENT_TYPES.join(", ")})`,
  ),
  QUERY_PAYMENT_METHODS: re(/^[A-Z]{2}(,[A-Z]{2}){0,20}$/, "payment methods separated by commas, e.g. CC,DD", 128).refine(
    (v) => notListed(v, QUERY_PAYMENT_METHODS) === undefined,
    `expected payment methods of spec 2.29 (${QUERY_PAYMENT_METHODS.join(", ")})`,
  ),
  // The widget's own parameters (params/widget-payment-rules.ts).
  /** A place the shopper's browser is sent to: http(s), no spaces, quotes or angle brackets. */
  // biome-ignore lint/suspicious/noControlCharactersInRegex: an address the shopper is sent to holds no control characters
  RESULT_URL: re(/^https?:\/\/[^\s<>"\u0000-\u001f\u007f]{1,2040}$/, "an http(s) address of at most 2048 characters", 2048).refine(
    absoluteUrl,
    "expected an absolute http(s) URL",
  ),
  /** Spec 2.6 card.holder, A128 {3,128}: letters (any script), space, apostrophe, dot, hyphen — or a result code (negative testing, docs/test-data.md). */
  HOLDER_NAME: re(
    /^([\p{L}\p{M} '.-]{3,128}|\d{3}\.\d{3}\.\d{3})$/u,
    "A128{3,128}: 3 to 128 letters, spaces, apostrophes, dots or hyphens",
    128,
  ),
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are refused in a card holder
  CARD_HOLDER: re(/^[^\u0000-\u001f\u007f]{3,128}$/, "AN128{3,128} without control characters", 128),
  ACCOUNT_HOLDER: z.string().max(128, { message: "expected at most 128 characters", abort: true }).refine(isValidAccountHolder, {
    message: "expected 4 to 128 characters, no control characters",
  }),
  /** The shopper's IBAN in the widget's form: the country's format and length, then the check digits. */
  IBAN_OF_COUNTRY: z
    .string()
    .max(34, { message: "expected at most 34 characters", abort: true })
    .refine((v) => ibanProblem(v) === undefined, {
      message: "expected a valid IBAN (country format, length, mod-97 check digits)",
    }),
  BIC_OF_BANK: z.string().max(11, { message: "expected at most 11 characters", abort: true }).refine(isValidBic, {
    message: "expected a BIC of 8 or 11 letters or digits",
  }),
  TIMEZONE: re(/^-?\d{1,4}$/, "minutes from UTC, e.g. -60"),
  BIN: re(BIN_FORMAT, "the first 6 (or 8) digits of the card number"),
  /** A webhook's event types: a comma list of events/event-rows.ts EVENT_TYPES (declared there once). */
  WEBHOOK_TYPES: commaList(EVENT_TYPES, 64),
  /** A tieback's keys: a comma list of fraud-cases/case-rows.ts TIEBACK_KEYS. */
  TIEBACK_KEYS: commaList(TIEBACK_KEYS, 128),
  /** HTTP statuses, a comma list (a tieback's pass answers). */
  /** Spec 2.23 sortValue: the one field a report's records are sorted by. */
  SORT_VALUE: z.enum(["SettlementTxDate"], { message: "expected SettlementTxDate" }),
  HTTP_STATUSES: re(/^[1-5]\d{2}(,[1-5]\d{2}){0,9}$/, "a comma list of HTTP statuses, e.g. 200,202", 64),
  CRON_YEAR: cronField("year", 1970, 2099, "*,-/", true),
  CRON_MONTH: cronField("month", 1, 12, "*,-/"),
  CRON_DAY_OF_MONTH: cronField("day of month", 1, 31, "*,-/?LW"),
  CRON_DAY_OF_WEEK: cronField("day of week", 1, 7, "*,-/?L#"),
  CRON_HOUR: cronField("hour", 0, 23, "*,-/"),
  CRON_MINUTE: cronField("minute", 0, 59, ""),
  CRON_SECOND: cronField("second", 0, 59, "*,-/"),
  CRON_EXPRESSION: re(/^[!-~]+( [!-~]+){4,6}$/, "a cron expression of 5 to 7 fields"),
});

const CODE = /^(AN|A|N)(\d+)(?:\{(\d+),(\d+)\})?(?:\[(.+)\])?$/;
const DECIMAL = /^N(\d+)\.N2$/;
const RANGE = /^N(\d+):(\d+)-(\d+)$/;

/** A format code read by the grammar above: what both the zod schemas and the OpenAPI document are made from. */
export type ParsedFormat =
  | { readonly kind: "named"; readonly name: string }
  | { readonly kind: "enum"; readonly values: readonly [string, ...string[]] }
  | { readonly kind: "decimal"; readonly digits: number }
  | { readonly kind: "range"; readonly width: number; readonly low: string; readonly high: string }
  /** `chars`: a character class (regex syntax, Unicode), or undefined for any character but controls. */
  | { readonly kind: "text"; readonly max: number; readonly min: number; readonly chars: string | undefined; readonly what: string };

export function parseFormatCode(code: FormatCode): ParsedFormat {
  if (NAMED[code]) return { kind: "named", name: code };
  if (code.includes("|")) return { kind: "enum", values: code.split("|") as [string, ...string[]] };
  const dec = DECIMAL.exec(code);
  if (dec) return { kind: "decimal", digits: Number(dec[1]) };
  const range = RANGE.exec(code);
  if (range) return { kind: "range", width: Number(range[1]), low: range[2] ?? "", high: range[3] ?? "" };
  const m = CODE.exec(code);
  if (!m) throw new Error(`unknown format code ${JSON.stringify(code)}`);
  const [, kind, maxText, minText, , charClass] = m;
  return {
    kind: "text",
    max: Number(maxText),
    min: minText === undefined ? 1 : Number(minText),
    chars: charClass ?? (kind === "N" ? "0-9" : kind === "A" ? LETTERS : undefined),
    what: charClass ? `characters ${charClass}` : kind === "N" ? "digits" : kind === "A" ? "letters" : "characters",
  };
}

const cache = new Map<string, z.ZodType<string>>();

export function formatSchema(code: FormatCode): z.ZodType<string> {
  const hit = cache.get(code);
  if (hit) return hit;
  const schema = compile(code);
  cache.set(code, schema);
  return schema;
}

function compile(code: string): z.ZodType<string> {
  const f = parseFormatCode(code);
  switch (f.kind) {
    case "named":
      return NAMED[f.name] as z.ZodType<string>;
    case "enum": {
      const values: ReadonlySet<string> = new Set(f.values);
      return fast(z.enum(f.values, { message: `expected one of ${f.values.join(", ")}` }), (v) => values.has(v));
    }
    case "decimal":
      return re(built(`^\\d{1,${f.digits}}(\\.\\d{2})?$`), `${code}: up to ${f.digits} digits, a dot and two decimals, e.g. 92.00`);
    case "range":
      return numericRange(code, f.width, f.low, f.high);
    case "text": {
      const { max, min } = f;
      let s = z
        .string()
        .max(max, { message: `${code}: expected at most ${max} ${f.what}`, abort: true })
        .min(min, `${code}: expected at least ${min} ${f.what}`)
        .regex(NO_CONTROL, "expected no control characters");
      // Fewer units than the maximum: within it in code points too (a longer value goes to zod, which counts).
      if (!f.chars) return fast(s, (v) => v.length <= max && fitsMin(v, min) && NO_CONTROL.test(v));
      const chars = built(`^[${f.chars}]*$`, "u");
      s = s.regex(chars, `${code}: expected ${f.what} only`);
      return fast(s, (v) => v.length <= max && fitsMin(v, min) && NO_CONTROL.test(v) && chars.test(v));
    }
  }
}

function numericRange(code: string, width: number, low: string, high: string): z.ZodType<string> {
  const fixed = low.length > 1 && low.startsWith("0");
  const digits = fixed ? `\\d{${low.length}}` : `\\d{1,${width}}`;
  const pattern = built(`^${digits}$`);
  const inRange = (v: string) => Number(v) >= Number(low) && Number(v) <= Number(high);
  return fast(
    re(pattern, `${code}: ${fixed ? low.length : `1 to ${width}`} digits from ${low} to ${high}`).refine(
      inRange,
      `${code}: expected a number from ${low} to ${high}`,
    ),
    (v) => v.length <= 256 && pattern.test(v) && inRange(v),
  );
}
