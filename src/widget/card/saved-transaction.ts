import type { PaymentOutcome } from "../../shared/protocol.ts";

/** What wpwlOptions.onSaveTransactionData receives: the saved payment's result and masked card, never the number or the CVV. */
export interface SavedTransactionData {
  readonly result: { readonly code: string; readonly description: string };
  readonly paymentBrand: string;
  readonly card: { readonly last4Digits?: string; readonly expiryMonth?: string; readonly expiryYear?: string; readonly holder?: string };
}

/** The data of a useSummaryPage save: the gateway's answer (code, last 4 digits) and the non-sensitive fields the widget sent. */
export function savedTransactionData(outcome: PaymentOutcome, sent: Readonly<Record<string, string>>): SavedTransactionData {
  const card: Record<string, string> = {};
  if (outcome.last4) card.last4Digits = outcome.last4;
  for (const k of ["expiryMonth", "expiryYear", "holder"]) {
    const v = sent[`card.${k}`];
    if (v) card[k] = v;
  }
  return { result: { code: outcome.code, description: outcome.description }, paymentBrand: sent.paymentBrand ?? "", card };
}
