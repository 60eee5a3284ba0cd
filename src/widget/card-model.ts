import { type Signal, signal } from "@preact/signals-core";
import type { BillingErrorKey, BillingKey } from "../shared/billing-fields.ts";
import type { ErrorMessageKey } from "../shared/labels.ts";
import type { ErrorKey } from "../shared/validation.ts";

export const CARD_FIELDS = ["cardNumber", "expiry", "cardHolder", "cvv"] as const;
export type CardField = (typeof CARD_FIELDS)[number];

/** The parameter each field holds: its iframe's and its label's name, as on the established widget. */
export const FIELD_PARAMS: Readonly<Record<CardField, string>> = {
  cardNumber: "card.number",
  cvv: "card.cvv",
  expiry: "card.expiryDate",
  cardHolder: "card.holder",
};

/** What a hosted field last reported: validity only, never its value. */
export interface FrameState {
  readonly isEmpty: boolean;
  readonly isValid: boolean;
  readonly isPotentiallyValid: boolean;
  readonly errorKey?: string;
  readonly brands: readonly string[];
}

/** The state of one card form, as signals the components render from. */
export interface CardModel {
  /** What each hosted field last reported: number and CVV, with SAQ-A (enableSAQACompliance) expiry and holder too. */
  readonly reported: Signal<Partial<Record<CardField, FrameState>>>;
  readonly expiry: Signal<string>;
  readonly holder: Signal<string>;
  /** The brand the payment goes out with: detected from the number, or chosen by the shopper. */
  readonly brand: Signal<string>;
  /** The brands of a co-badged card the shopper may choose between (empty when there is no choice). */
  readonly choices: Signal<readonly string[]>;
  /** Billing address and name fields (wpwlOptions.billingAddress, forceCardHolderEqualsBillingName). */
  readonly billing: Signal<Partial<Record<BillingKey, string>>>;
  readonly billingErrors: Signal<Partial<Record<BillingKey, BillingErrorKey>>>;
  readonly errors: Signal<Partial<Record<CardField, ErrorKey>>>;
  readonly formError: Signal<ErrorMessageKey | undefined>;
  readonly submitting: Signal<boolean>;
  readonly focused: Signal<CardField | undefined>;
  /** Text for the form's polite live region (errors as they appear). */
  readonly announcement: Signal<string>;
}

export function createCardModel(brands: readonly string[], billing: Partial<Record<BillingKey, string>> = {}): CardModel {
  return {
    reported: signal({}),
    expiry: signal(""),
    holder: signal(""),
    brand: signal(brands[0] ?? ""),
    choices: signal([]),
    billing: signal({ ...billing }),
    billingErrors: signal({}),
    errors: signal({}),
    formError: signal(undefined),
    submitting: signal(false),
    focused: signal(undefined),
    announcement: signal(""),
  };
}

/*
 * The named actions: the only ways the card form's state changes (scripts/model-actions.test.ts
 * checks that no other file writes the model's signals).
 */

/** A field's (or billing field's) error key, set or cleared. */
function keyed<K extends string, V>(s: Signal<Partial<Record<K, V>>>, key: K, value: V | undefined): void {
  const current = s.value;
  if (current[key] === value) return;
  const next = { ...current };
  if (value !== undefined) next[key] = value;
  else delete next[key];
  s.value = next;
}

export const setError = (model: CardModel, field: CardField, key: ErrorKey | undefined): void => keyed(model.errors, field, key);
export const setBillingError = (model: CardModel, key: BillingKey, error: BillingErrorKey | undefined): void =>
  keyed(model.billingErrors, key, error);
export const setBillingErrors = (model: CardModel, errors: CardModel["billingErrors"]["value"]): void => {
  model.billingErrors.value = errors;
};
export const typeBilling = (model: CardModel, key: BillingKey, value: string): void => {
  model.billing.value = { ...model.billing.value, [key]: value };
};
/** What a hosted field reported (validity, brands; never its value). */
export const reportFrame = (model: CardModel, field: CardField, state: FrameState): void => {
  model.reported.value = { ...model.reported.value, [field]: state };
};
export const focusField = (model: CardModel, field: CardField): void => {
  model.focused.value = field;
};
export const blurField = (model: CardModel, field: CardField): void => {
  if (model.focused.value === field) model.focused.value = undefined;
};
export const typeExpiry = (model: CardModel, text: string): void => {
  model.expiry.value = text;
};
export const typeHolder = (model: CardModel, text: string): void => {
  model.holder.value = text;
};
/** The brand the payment goes out with, and the co-badged brands the shopper may choose between. */
export const selectBrand = (model: CardModel, brand: string): void => {
  model.brand.value = brand;
};
export const offerBrands = (model: CardModel, choices: readonly string[]): void => {
  model.choices.value = choices;
};
export const setSubmitting = (model: CardModel, on: boolean): void => {
  model.submitting.value = on;
};
export const showFormError = (model: CardModel, key: ErrorMessageKey | undefined): void => {
  model.formError.value = key;
};
export const announce = (model: CardModel, text: string): void => {
  model.announcement.value = text;
};

/**
 * The page's expiry and holder inputs are not re-rendered from the model: a value a merchant puts in
 * (`$('.wpwl-control-cardHolder').val(name)` in onReady, with no input event) stays, and is read into
 * the model on blur and on submit, so it is what is validated and sent.
 */
export function readPageField(model: CardModel, f: "expiry" | "cardHolder", input: HTMLInputElement | null | undefined): void {
  if (!input) return;
  if ((f === "expiry" ? model.expiry : model.holder).value !== input.value) (f === "expiry" ? typeExpiry : typeHolder)(model, input.value);
}
