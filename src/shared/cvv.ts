import { cardBrand } from "./brands.ts";
import { type FieldValidation, invalid, ok, pending } from "./validation.ts";

/** CVV length for a brand: 4 for AMEX, 3 otherwise; unknown brand accepts 3 or 4. */
export function cvvLengths(brandId: string | undefined): readonly number[] {
  const b = brandId === undefined ? undefined : cardBrand(brandId);
  return b ? [b.cvcLength] : [3, 4];
}

export function validateCvv(cvv: string, brandId: string | undefined): FieldValidation {
  if (cvv === "") return pending(true, "cvvError");
  if (!/^\d+$/.test(cvv)) return invalid("cvvError");
  const lengths = cvvLengths(brandId);
  if (lengths.includes(cvv.length)) return ok();
  return cvv.length < Math.max(...lengths) ? pending(false, "cvvError") : invalid("cvvError");
}
