import { type Expiry, MAX_EXPIRY_YEARS, parseExpiry } from "./expiry.ts";
import { type FieldValidation, invalid, ok, pending } from "./validation.ts";

/*
 * The expiry's checks, apart from its reading and shaping (expiry.ts): the widget's page shows the
 * form with the latter alone, the checks come with the module that checks fields (card-pay).
 */

/**
 * Expiry in the future (the card is valid through the end of its month) and within MAX_EXPIRY_YEARS.
 * `anyDate` (wpwlOptions.disableCardExpiryDateValidation): any month 1 to 12 of any year passes.
 * Every failure of the one "MM / YY" field is `expiryMonthError`, as on the established widget
 * (`.wpwl-hint-expiryMonthError`, "Invalid expiry date"): merchants' tests and CSS use that name.
 */
export function validateExpiry(input: string, now: Date, anyDate = false): FieldValidation {
  const trimmed = input.trim();
  if (trimmed === "") return pending(true, FIELD_ERROR);
  const e = parseExpiry(trimmed);
  if (!e) return /^\d{0,2}\s*(?:\/\s*)?\d{0,3}$/.test(trimmed) ? pending(false, FIELD_ERROR) : invalid(FIELD_ERROR);
  const v = validateExpiryParts(e, now);
  if (v.isValid || (anyDate && v.errorKey !== "expiryMonthError")) return ok();
  return invalid(FIELD_ERROR);
}

const FIELD_ERROR = "expiryMonthError" as const;

/** The gateway's finer verdict on a month and a year (expiryDateError: the card has expired). */
export function validateExpiryParts(
  { month, year }: Expiry,
  now: Date,
): FieldValidation<"expiryMonthError" | "expiryYearError" | "expiryDateError"> {
  if (!Number.isInteger(month) || month < 1 || month > 12) return invalid("expiryMonthError");
  if (!Number.isInteger(year)) return invalid("expiryYearError");
  const nowYear = now.getUTCFullYear();
  const nowMonth = now.getUTCMonth() + 1;
  if (year < nowYear || (year === nowYear && month < nowMonth)) return invalid("expiryDateError");
  if (year > nowYear + MAX_EXPIRY_YEARS) return invalid("expiryYearError");
  return ok();
}
