import type { ErrorMessageKey } from "../../shared/labels.ts";
import type { PaymentOutcome } from "../../shared/protocol.ts";
import type { ErrorKey } from "../../shared/validation.ts";
import type { CardField } from "../card-model.ts";
import { failureMessage } from "../payment/outcome-policy.ts";

/** Which form field a rejected gateway parameter belongs to, and the message it shows. */
const PARAMETER_FIELDS: Readonly<Record<string, readonly [CardField, ErrorKey]>> = {
  "card.number": ["cardNumber", "cardNumberError"],
  paymentBrand: ["cardNumber", "cardNumberBrandError"],
  "card.cvv": ["cvv", "cvvError"],
  "card.expiryMonth": ["expiry", "expiryMonthError"],
  "card.expiryYear": ["expiry", "expiryMonthError"],
  "card.holder": ["cardHolder", "cardHolderError"],
};

export interface OutcomeErrors {
  readonly fields: Partial<Record<CardField, ErrorKey>>;
  readonly form?: ErrorMessageKey;
}

/** Turns a rejected or failed attempt into what the form shows: field hints, or one message for the form. */
export function outcomeErrors(outcome: PaymentOutcome): OutcomeErrors {
  const fields: Partial<Record<CardField, ErrorKey>> = {};
  for (const name of outcome.parameters ?? []) {
    const hit = PARAMETER_FIELDS[name];
    if (hit) fields[hit[0]] = hit[1];
  }
  if (Object.keys(fields).length > 0) return { fields };
  return { fields, form: failureMessage(outcome) };
}
