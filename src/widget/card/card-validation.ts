import { validateExpiry } from "../../shared/expiry.ts";
import { validateHolder } from "../../shared/holder.ts";
import type { ErrorKey, FieldValidation } from "../../shared/validation.ts";
import type { CardField, CardModel } from "./card-model.ts";

/** The current validation of each field of a card form; page fields are validated here, frame fields report theirs. */
export function validations(model: CardModel, now: Date): Record<CardField, FieldValidation> {
  const frame = (s: CardModel["number"]["value"]): FieldValidation => ({
    isEmpty: s.isEmpty,
    isValid: s.isValid,
    isPotentiallyValid: s.isPotentiallyValid,
    ...(s.errorKey ? { errorKey: s.errorKey as ErrorKey } : {}),
  });
  return {
    cardNumber: frame(model.number.value),
    expiry: validateExpiry(model.expiry.value, now),
    cardHolder: validateHolder(model.holder.value),
    cvv: frame(model.cvv.value),
  };
}

/**
 * The error to show for a field. While typing (`strict` false) only input that can no longer
 * become valid is an error; on blur and on submit, anything not valid is.
 */
export function errorFor(v: FieldValidation, strict: boolean): ErrorKey | undefined {
  if (v.isValid) return undefined;
  if (!strict && v.isPotentiallyValid) return undefined;
  return v.errorKey ?? "cardNumberError";
}
