import { randomBytes } from "node:crypto";
import { ownFields } from "../widget-api/own-fields.ts";

/**
 * A SEPA direct debit needs a mandate (spec 2.9: bankAccount.mandate.id, dateOfSignature). The
 * merchant puts it on the checkout; when it did not, the shopper signs one with this payment: the
 * gateway issues its id and dates it today.
 */
export function withMandate(params: Readonly<Record<string, string>>, now: number): Record<string, string> {
  if (params["bankAccount.mandate.id"]) return { ...params };
  return Object.assign(ownFields(params), {
    "bankAccount.mandate.id": `SBX-${randomBytes(12).toString("hex").toUpperCase()}`,
    "bankAccount.mandate.dateOfSignature": params["bankAccount.mandate.dateOfSignature"] ?? new Date(now).toISOString().slice(0, 10),
  });
}
