/**
 * The address and name fields the card form can show (wpwlOptions.billingAddress,
 * mandatoryBillingFields, forceCardHolderEqualsBillingName), as data: the parameter each one sends,
 * its limits from the specification tables (2.11 billing, 2.9 customer), the label key and the
 * browser's autocomplete token.
 */
export interface BillingField {
  readonly key: BillingKey;
  readonly param: string;
  readonly max: number;
  /** What a valid value looks like (after trimming); the gateway checks the same. */
  readonly pattern?: RegExp;
  readonly autocomplete: string;
  /** The error for a malformed value. */
  readonly error: "billingFieldError" | "countryError";
}

export type BillingKey = "street1" | "street2" | "city" | "state" | "postcode" | "country" | "givenName" | "surname";
export type BillingErrorKey = "requiredFieldError" | "billingFieldError" | "countryError";

const field = (key: BillingKey, param: string, max: number, autocomplete: string, pattern?: RegExp): BillingField =>
  Object.freeze({
    key,
    param,
    max,
    autocomplete,
    error: key === "country" ? "countryError" : "billingFieldError",
    ...(pattern ? { pattern } : {}),
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

/** The error of one field's value: required and empty, too long, or malformed. */
export function billingError(f: BillingField, value: string, required: boolean): BillingErrorKey | undefined {
  const v = value.trim();
  if (v === "") return required ? "requiredFieldError" : undefined;
  if (v.length > f.max || (f.pattern && !f.pattern.test(v))) return f.error;
  return undefined;
}
