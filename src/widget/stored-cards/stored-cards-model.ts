import { signal } from "@preact/signals-core";
import type { StoredCard } from "../../shared/checkout-config.ts";
import type { ErrorMessageKey } from "../../shared/labels.ts";

/** What the CVV frame of a stored card last reported. */
export interface CvvState {
  readonly isEmpty: boolean;
  readonly isValid: boolean;
}

/** The one-click form's state: the selected card, each card's CVV state and error, the attempt. */
export function createStoredCardsModel(cards: readonly StoredCard[]) {
  return {
    selected: signal(cards[0]?.id ?? ""),
    cvv: signal<Readonly<Record<string, CvvState>>>({}),
    /** Per card id: the error shown under its CVV field. */
    errors: signal<Readonly<Record<string, ErrorMessageKey>>>({}),
    formError: signal<ErrorMessageKey | undefined>(undefined),
    announcement: signal(""),
    submitting: signal(false),
    /** hideInitialPaymentForms: whether the shopper has asked for the other forms. */
    initialShown: signal(false),
  };
}

export type StoredCardsModel = ReturnType<typeof createStoredCardsModel>;

/** Sets or clears one card's error. */
export function setCardError(model: StoredCardsModel, id: string, key: ErrorMessageKey | undefined): void {
  const { [id]: _, ...rest } = model.errors.value;
  model.errors.value = key ? { ...rest, [id]: key } : rest;
}
