/** Outcome of validating one field. `errorKey` names an entry of the locale's errorMessages, never English text. */
export interface FieldValidation<K extends string = ErrorKey> {
  readonly isEmpty: boolean;
  readonly isPotentiallyValid: boolean;
  readonly isValid: boolean;
  readonly errorKey?: K;
}

/** The hints of the card form (`.wpwl-hint-<key>`); the expiry field has one, expiryMonthError, as on the established widget. */
export type ErrorKey = "cardNumberError" | "cardNumberBrandError" | "expiryMonthError" | "cardHolderError" | "cvvError";

export function ok(isEmpty = false): FieldValidation<never> {
  return { isEmpty, isPotentiallyValid: true, isValid: true };
}

export function pending<K extends string = ErrorKey>(isEmpty: boolean, errorKey: K): FieldValidation<K> {
  return { isEmpty, isPotentiallyValid: true, isValid: false, errorKey };
}

export function invalid<K extends string = ErrorKey>(errorKey: K, isEmpty = false): FieldValidation<K> {
  return { isEmpty, isPotentiallyValid: false, isValid: false, errorKey };
}
