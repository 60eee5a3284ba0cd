import type { ErrorMessageKey } from "../../shared/labels.ts";
import type { PaymentOutcome } from "../../shared/protocol.ts";
import type { ErrorKey } from "../../shared/validation.ts";
import type { CardField } from "./card-model.ts";

/** Which form field a rejected gateway parameter belongs to, and the message it shows. */
const PARAMETER_FIELDS: Readonly<Record<string, readonly [CardField, ErrorKey]>> = {
  "card.number": ["cardNumber", "cardNumberError"],
  paymentBrand: ["cardNumber", "cardNumberBrandError"],
  "card.cvv": ["cvv", "cvvError"],
  "card.expiryMonth": ["expiry", "expiryMonthError"],
  "card.expiryYear": ["expiry", "expiryMonthError"],
  "card.holder": ["cardHolder", "cardHolderError"],
};

/** Result codes that end this checkout for the shopper, with the message to show. */
export const SESSION_CODES: Readonly<Record<string, ErrorMessageKey>> = {
  "200.300.404": "checkoutExpiredError",
  "100.350.101": "checkoutPaidError",
};

/** Throttling (spec 7.2): the shopper waits, then may try again. */
export const THROTTLED = "800.120.100";

export interface OutcomeErrors {
  readonly fields: Partial<Record<CardField, ErrorKey>>;
  readonly form?: ErrorMessageKey;
}

/** The onError name for a failed attempt (names of the established widget contract). */
export function outcomeErrorName(outcome: PaymentOutcome): string {
  if (outcome.kind === "error") return "PciIframeSubmitError";
  return Object.hasOwn(SESSION_CODES, outcome.code) && !outcome.parameters?.length ? "InvalidCheckoutIdError" : "PaymentError";
}

/** Turns a rejected or failed attempt into what the form shows: field hints, or one message for the form. */
export function outcomeErrors(outcome: PaymentOutcome): OutcomeErrors {
  if (outcome.kind === "error") return { fields: {}, form: "networkError" };
  const fields: Partial<Record<CardField, ErrorKey>> = {};
  for (const name of outcome.parameters ?? []) {
    const hit = PARAMETER_FIELDS[name];
    if (hit) fields[hit[0]] = hit[1];
  }
  if (Object.keys(fields).length > 0) return { fields };
  if (outcome.code === THROTTLED) return { fields, form: "throttledError" };
  return { fields, form: SESSION_CODES[outcome.code] ?? "paymentError" };
}
