import type { ErrorMessageKey } from "../../shared/labels.ts";

/** What each virtual-account brand asks for inline (wpwlOptions.inlineFlow): its account field, if any. */
export const VIRTUAL_ACCOUNT_FIELDS: Readonly<
  Record<string, { field: "accountId" | "mobilePhone"; error: ErrorMessageKey; valid: RegExp }>
> = {
  // A PayPal account is an e-mail address.
  PAYPAL: { field: "accountId", error: "accountIdError", valid: /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/ },
  // STC Pay accounts are Saudi mobile numbers: 05XXXXXXXX or +9665XXXXXXXX.
  STC_PAY: { field: "mobilePhone", error: "mobilePhoneError", valid: /^(\+?966|0)5\d{8}$/ },
};

/**
 * The virtual accounts a fast checkout (spec 4.2, script without a checkout id) offers: PayPal's
 * continue button. STC_PAY needs the checkout before the shopper starts (its QR mode waits on it).
 */
export const FAST_CHECKOUT_ACCOUNTS: ReadonlySet<string> = new Set(["PAYPAL"]);

/** The value as it goes out: an e-mail trimmed, a phone number without spaces, dashes or brackets. */
export function accountValue(brand: string, value: string): string {
  return brand === "STC_PAY" ? value.replace(/[\s()-]/g, "") : value.trim();
}

/** The field's message key when the value is not (lenient: cannot become) a valid account. */
export function accountError(brand: string, value: string, strict: boolean): ErrorMessageKey | undefined {
  const row = VIRTUAL_ACCOUNT_FIELDS[brand];
  if (!row) return undefined;
  const v = accountValue(brand, value);
  if (v.length <= 100 && row.valid.test(v)) return undefined;
  if (strict || v.length > 100) return row.error;
  return row.field === "mobilePhone" && !/^\+?\d*$/.test(v) ? row.error : undefined;
}
