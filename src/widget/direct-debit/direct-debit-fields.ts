import type { CheckoutConfig } from "../../shared/checkout-config.ts";
import { ibanProblem, isValidAccountHolder, isValidBic } from "../../shared/iban.ts";
import type { ErrorMessageKey } from "../../shared/labels.ts";

export type DirectDebitField = "accountHolder" | "iban" | "bic";

/** Each field's message key and the request parameters that belong to it. */
export const DIRECT_DEBIT_FIELDS: Readonly<Record<DirectDebitField, { error: ErrorMessageKey; params: readonly string[] }>> = {
  accountHolder: { error: "accountHolderError", params: ["bankAccount.holder"] },
  iban: { error: "ibanError", params: ["bankAccount.iban", "bankAccount.number", "bankAccount.country"] },
  bic: { error: "bicError", params: ["bankAccount.bic", "bankAccount.bankCode"] },
};

/**
 * Whether the value may still become valid while typing (lenient) or is valid (strict: on blur and
 * submit). Returns the field's message key when it is not.
 */
export function directDebitError(field: DirectDebitField, value: string, strict: boolean): ErrorMessageKey | undefined {
  const v = value.trim();
  const key = DIRECT_DEBIT_FIELDS[field].error;
  if (field === "iban") {
    const problem = ibanProblem(v);
    if (problem === undefined) return undefined;
    return strict || (problem !== "empty" && problem !== "incomplete") ? key : undefined;
  }
  if (v === "") return strict ? key : undefined;
  if (field === "bic") {
    if (isValidBic(v)) return undefined;
    // A prefix of a BIC: six letters (bank and country), then letters or digits.
    const prefix = /^[A-Za-z]*$/.test(v.slice(0, 6)) && /^[A-Za-z0-9]*$/.test(v.slice(6));
    return strict || v.length > 11 || !prefix ? key : undefined;
  }
  if (isValidAccountHolder(v)) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  return strict || v.length > 128 || /[\u0000-\u001f\u007f]/.test(v) ? key : undefined;
}

/**
 * The creditor the SEPA mandate names: the checkout config's `creditor` (merchant.name, else the channel's
 * name). Checked here, where it is used, rather than by the config's guard on every card page's critical path.
 */
export function creditorOf(config: CheckoutConfig | undefined): string | undefined {
  const value = (config as { creditor?: unknown } | undefined)?.creditor;
  return typeof value === "string" && value !== "" && value.length <= 100 ? value : undefined;
}
