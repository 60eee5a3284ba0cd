/** Outcome of validating one field. `errorKey` names an entry of the locale's errorMessages, never English text. */
export interface FieldValidation {
  readonly isEmpty: boolean;
  readonly isPotentiallyValid: boolean;
  readonly isValid: boolean;
  readonly errorKey?: ErrorKey;
}

export type ErrorKey =
  | "cardNumberError"
  | "cardNumberBrandError"
  | "expiryMonthError"
  | "expiryYearError"
  | "expiryDateError"
  | "cardHolderError"
  | "cvvError";

export function ok(isEmpty = false): FieldValidation {
  return { isEmpty, isPotentiallyValid: true, isValid: true };
}

export function pending(isEmpty: boolean, errorKey: ErrorKey): FieldValidation {
  return { isEmpty, isPotentiallyValid: true, isValid: false, errorKey };
}

export function invalid(errorKey: ErrorKey, isEmpty = false): FieldValidation {
  return { isEmpty, isPotentiallyValid: false, isValid: false, errorKey };
}
