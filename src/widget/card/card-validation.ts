import { validateExpiry } from "../../shared/expiry-validation.ts";
import { validateHolder } from "../../shared/holder.ts";
import { type ErrorKey, type FieldValidation, ok } from "../../shared/validation.ts";
import type { CardField, CardModel, FrameState } from "../card-model.ts";
import type { WidgetOptions } from "../options.ts";

/** The wpwlOptions that relax the form's checks. */
export type ValidationRules = Pick<
  WidgetOptions,
  "validation" | "requireCvv" | "allowEmptyCvv" | "allowEmptyCardHolderName" | "disableCardExpiryDateValidation"
>;

/** Checks every option leaves on (the defaults). */
export const STRICT: ValidationRules = {
  validation: true,
  requireCvv: true,
  allowEmptyCvv: false,
  allowEmptyCardHolderName: true, // the default: an empty holder passes, a typed one is checked
  disableCardExpiryDateValidation: false,
};

/** The current validation of each field of a card form; page fields are validated here, frame fields report theirs. */
export function validations(model: CardModel, now: Date, rules: ValidationRules = STRICT): Record<CardField, FieldValidation> {
  /** A hosted field's report; before its first one, an empty field. */
  const frame = (s: FrameState = { isEmpty: true, isValid: false, isPotentiallyValid: true, brands: [] }): FieldValidation => ({
    isEmpty: s.isEmpty,
    isValid: s.isValid,
    isPotentiallyValid: s.isPotentiallyValid,
    ...(s.errorKey ? { errorKey: s.errorKey as ErrorKey } : {}),
  });
  // Without validation, everything passes here and the gateway's answer marks the fields.
  if (!rules.validation) return { cardNumber: ok(), expiry: ok(), cardHolder: ok(), cvv: ok() };
  const optional = (v: FieldValidation, allowEmpty: boolean) => (allowEmpty && v.isEmpty ? ok(true) : v);
  // SAQ-A: the expiry and holder frames check what is typed in them and report here.
  const { cardNumber, expiry, cardHolder, cvv } = model.reported.value;
  return {
    cardNumber: frame(cardNumber),
    // The date check off: any month and year pass (the gateway still refuses an expired card).
    expiry: expiry ? frame(expiry) : validateExpiry(model.expiry.value, now, rules.disableCardExpiryDateValidation),
    cardHolder: optional(cardHolder ? frame(cardHolder) : validateHolder(model.holder.value), rules.allowEmptyCardHolderName),
    cvv: optional(frame(cvv), rules.allowEmptyCvv || rules.requireCvv === false),
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
