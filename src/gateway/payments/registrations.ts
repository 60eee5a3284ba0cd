import { nestParams } from "../../shared/form-params.ts";
import { CODES } from "../../shared/result-codes.ts";
import { sealed } from "../http/envelope.ts";
import type { AccountRef } from "../simulator/account-ref.ts";
import type { RegistrationRow } from "../store/db.ts";
import { echoed, shownCard } from "./payment-response.ts";

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
  // The echoed parameters first, then the registration's own fields, assigned (no spread: own-fields.ts).
  const body: Record<string, unknown> = nestParams(echoed(JSON.parse(r.params) as Record<string, string>));
  body.id = r.id;
  body.paymentBrand = a.brand;
  if (a.kind === "card" || a.kind === "tokenAccount") body.card = shownCard(a);
  if (a.kind === "bankAccount") body.bankAccount = a.holder ? { last4Digits: a.last4, holder: a.holder } : { last4Digits: a.last4 };
  return sealed(body, now, { code: CODES.approved });
}
