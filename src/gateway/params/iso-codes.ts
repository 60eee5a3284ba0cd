import isoCountries from "i18n-iso-countries";
import { z } from "zod";
import { fast } from "./plain-checks.ts";

/**
 * Codes checked against their standard, not only their shape (drop-in round 3, item 12: `currency=ABC` and
 * `billing.country=XX` were accepted): ISO 4217 from Node's own ICU data (`Intl.supportedValuesOf`, the
 * currencies in use), ISO 3166-1 from the i18n-iso-countries package (alpha-2, alpha-3 and numeric).
 */
export const CURRENCIES: ReadonlySet<string> = new Set(Intl.supportedValuesOf("currency"));
export const COUNTRIES = {
  alpha2: new Set(Object.keys(isoCountries.getAlpha2Codes())),
  alpha3: new Set(Object.keys(isoCountries.getAlpha3Codes())),
  alpha2OrNumeric: new Set([...Object.keys(isoCountries.getAlpha2Codes()), ...Object.keys(isoCountries.getNumericCodes())]),
} as const;
/** A format whose values are the codes of a list (a shape first, for the message). */
export const listed = (pattern: RegExp, codes: ReadonlySet<string>, shape: string, meaning: string) =>
  fast(
    z
      .string()
      .max(8, { message: "expected at most 8 characters", abort: true })
      .regex(pattern, `expected ${shape}`)
      .refine((v) => codes.has(v), { message: `expected ${meaning}: no such code` }),
    (v) => codes.has(v),
  );
