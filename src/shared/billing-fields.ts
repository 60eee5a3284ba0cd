import type { BillingKey } from "./billing-keys.ts";

export { ADDRESS_KEYS, type AddressKey, type BillingKey } from "./billing-keys.ts";

/**
 * The address, name and customer fields the card form can show (wpwlOptions.billingAddress,
 * mandatoryBillingFields, forceCardHolderEqualsBillingName, showTaxNumberField, showBirthDate), as
 * data: the parameter each one sends, its limits from the specification tables (2.11 billing, 2.10
 * customer), the label key and the browser's autocomplete token.
 */
export interface BillingField {
  readonly key: BillingKey;
  readonly param: string;
  readonly max: number;
  /** What a valid value looks like (after trimming); the gateway checks the same. */
  readonly pattern?: RegExp;
  readonly autocomplete: string;
  /** The error for a malformed value. */
  readonly error: Exclude<BillingErrorKey, "requiredFieldError">;
  /** The input's type: a date picker for the birth date (its value is yyyy-MM-dd in every locale). */
  readonly type?: "date";
  /** A check beyond the pattern (the birth date: a real day, in the past). */
  readonly check?: (value: string) => boolean;
}

export type BillingErrorKey = "requiredFieldError" | "billingFieldError" | "countryError" | "taxNumberError" | "birthDateError";

const ERRORS: Partial<Record<BillingKey, BillingField["error"]>> = {
  country: "countryError",
  taxNumber: "taxNumberError",
  birthDate: "birthDateError",
};

const field = (
  key: BillingKey,
  param: string,
  max: number,
  autocomplete: string,
  pattern?: RegExp,
  extra?: Pick<BillingField, "type" | "check">,
): BillingField =>
  Object.freeze({
    key,
    param,
    max,
    autocomplete,
    error: ERRORS[key] ?? "billingFieldError",
    ...(pattern ? { pattern } : {}),
    ...extra,
  });

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const TEXT = /^[^\u0000-\u001f\u007f]*$/;

export const ADDRESS_FIELDS: readonly BillingField[] = Object.freeze([
  field("street1", "billing.street1", 100, "address-line1", TEXT),
  field("street2", "billing.street2", 100, "address-line2", TEXT),
  field("city", "billing.city", 80, "address-level2", TEXT),
  field("state", "billing.state", 50, "address-level1", /^[\p{L}0-9.]*$/u),
  field("postcode", "billing.postcode", 16, "postal-code", /^[A-Za-z0-9 -]*$/),
  field("country", "billing.country", 2, "country", /^[A-Z]{2}$/),
]);

export const NAME_FIELDS: readonly BillingField[] = Object.freeze([
  field("givenName", "customer.givenName", 50, "given-name", TEXT),
  field("surname", "customer.surname", 50, "family-name", TEXT),
]);

/** The oldest birth date accepted, in years before today. */
const MAX_AGE_YEARS = 120;

/** A birth date: a day of the calendar (not 2024-02-30), before today, at most 120 years ago. */
export function isBirthDate(value: string, today: Date = new Date()): boolean {
  const [y = 0, m = 0, d = 0] = value.split("-").map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d) return false;
  const now = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return day.getTime() < now && y > today.getFullYear() - MAX_AGE_YEARS;
}

/**
 * The customer's tax number (wpwlOptions.showTaxNumberField, sent with identificationDocType
 * TAXSTATEMENT) and birth date (showBirthDate), spec 2.10: identificationDocId AN64 {8,64},
 * birthDate yyyy-MM-dd.
 */
export const CUSTOMER_FIELDS: readonly BillingField[] = Object.freeze([
  field("taxNumber", "customer.identificationDocId", 64, "off", /^[A-Za-z0-9./ -]{8,64}$/),
  field("birthDate", "customer.birthDate", 10, "bday", /^\d{4}-\d{2}-\d{2}$/, { type: "date", check: (v) => isBirthDate(v) }),
]);

/** The parameter a tax number is sent with: which kind of document its number is (spec 2.10). */
export const TAX_DOC_TYPE = { "customer.identificationDocType": "TAXSTATEMENT" } as const;

/** The error of one field's value: required and empty, too long, or malformed. */
export function billingError(f: BillingField, value: string, required: boolean): BillingErrorKey | undefined {
  const v = value.trim();
  if (v === "") return required ? "requiredFieldError" : undefined;
  if (v.length > f.max || (f.pattern && !f.pattern.test(v)) || (f.check && !f.check(v))) return f.error;
  return undefined;
}
