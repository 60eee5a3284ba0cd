import { type Signal, signal } from "@preact/signals";
import type { BillingErrorKey, BillingKey } from "../../shared/billing-fields.ts";
import type { ErrorMessageKey } from "../../shared/labels.ts";
import type { ErrorKey } from "../../shared/validation.ts";

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

export function setError(model: CardModel, field: CardField, key: ErrorKey | undefined): void {
  const current = model.errors.value;
  if (current[field] === key) return;
  const next = { ...current };
  if (key) next[field] = key;
  else delete next[field];
  model.errors.value = next;
}

/**
 * The page's expiry and holder inputs are not re-rendered from the model: a value a merchant puts in
 * (`$('.wpwl-control-cardHolder').val(name)` in onReady, with no input event) stays, and is read into
 * the model on blur and on submit, so it is what is validated and sent.
 */
export function readPageField(model: CardModel, f: "expiry" | "cardHolder", input: HTMLInputElement | null | undefined): void {
  if (!input) return;
  const s = f === "expiry" ? model.expiry : model.holder;
  if (s.value !== input.value) s.value = input.value;
}
