import { type CardBrand, cardBrand, detectBrands, isCardBrand } from "./brands.ts";
import { luhnValid } from "./luhn.ts";
import { type FieldValidation, invalid, pending } from "./validation.ts";

export const MAX_CARD_DIGITS = 19;

/** Digits only, from what a shopper typed or pasted ("4200 0000-0000 0000" → "4200000000000000"). */
export function cardDigits(input: string): string {
  return input.replace(/[\s-]/g, "");
}

/** The number shown in groups at the brand's gaps. */
export function formatCardNumber(digits: string, brand?: CardBrand): string {
  const gaps = brand?.gaps ?? [4, 8, 12, 16];
  let out = "";
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && gaps.includes(i)) out += " ";
    out += digits[i];
  }
  return out;
}

export interface CardNumberValidation extends FieldValidation {
  /** Candidate brands, most specific first; [0] is the detected brand. */
  readonly brands: readonly string[];
}

/**
 * Validates a card number typed so far against the brands the merchant accepts.
 * Incomplete but plausible input is potentially valid; a known brand the merchant does not
 * accept yields cardNumberBrandError. `binBrands`, the brands a BIN lookup found for the number
 * (brandDetectionType "binlist"), replace the prefix table's candidates when there are any: the
 * issuer's list decides which brands the card has, the brand table still gives each brand's rules
 * (lengths, Luhn), and a brand the table does not know is left out.
 */
export function validateCardNumber(input: string, allowed: readonly string[], binBrands: readonly string[] = []): CardNumberValidation {
  const digits = cardDigits(input);
  const isEmpty = digits.length === 0;
  if (isEmpty) return { ...pending(true, "cardNumberError"), brands: [] };
  if (!/^\d+$/.test(digits) || digits.length > MAX_CARD_DIGITS) return { ...invalid("cardNumberError"), brands: [] };
  const issued = binBrands.filter(isCardBrand);
  const brands = issued.length > 0 ? issued.filter((id) => allowed.includes(id)) : detectBrands(digits, allowed);
  const b = brands[0] === undefined ? undefined : cardBrand(brands[0]);
  if (!b) {
    const known = issued.length > 0 || detectBrands(digits).length > 0;
    return { ...invalid(known ? "cardNumberBrandError" : "cardNumberError"), brands: [] };
  }
  const max = Math.max(...b.lengths);
  if (digits.length > max) return { ...invalid("cardNumberError"), brands };
  const lengthOk = b.lengths.includes(digits.length);
  const checkOk = !b.luhn || luhnValid(digits);
  if (lengthOk && checkOk) return { isEmpty, isPotentiallyValid: true, isValid: true, brands };
  if (digits.length === max) return { ...invalid("cardNumberError"), brands };
  return { ...pending(false, "cardNumberError"), brands };
}
