import { nestParams } from "../../shared/form-params.ts";
import { CODES } from "../../shared/result-codes.ts";
import type { RegistrationRow } from "../db.ts";
import { envelope } from "../envelope.ts";
import { echoed, shownCard } from "../payment-response.ts";
import type { AccountRef } from "../simulator/account-ref.ts";

/** What a registration keeps besides the account reference: the data its payments reuse, fraud check included. */
const KEPT = /^(customer\.|billing\.|shipping\.|merchant\.|customParameters\[|standingInstruction\.|recurringMigration\.|risk\.)/;

export function registrationParams(params: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(params).filter(([k]) => KEPT.test(k)));
}

export function registrationAccount(r: RegistrationRow): AccountRef {
  return JSON.parse(r.account) as AccountRef;
}

/** The registration response: its id, the brand and the account shown by bin and last 4 digits. */
export function registrationResponse(r: RegistrationRow, now: number) {
  const a = registrationAccount(r);
  const stored = nestParams(echoed(JSON.parse(r.params) as Record<string, string>));
  const card = a.kind === "card" || a.kind === "tokenAccount";
  return envelope(
    now,
    { code: CODES.approved },
    {
      ...stored,
      id: r.id,
      paymentBrand: a.brand,
      ...(card ? { card: shownCard(a) } : {}),
      ...(a.kind === "bankAccount" ? { bankAccount: { last4Digits: a.last4, ...(a.holder ? { holder: a.holder } : {}) } } : {}),
    },
  );
}
