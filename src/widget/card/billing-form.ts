import {
  ADDRESS_FIELDS,
  type BillingErrorKey,
  type BillingField,
  type BillingKey,
  billingError,
  NAME_FIELDS,
} from "../../shared/billing-fields.ts";
import type { WidgetOptions } from "../options.ts";

export type BillingValues = Partial<Record<BillingKey, string>>;
export type BillingErrors = Partial<Record<BillingKey, BillingErrorKey>>;

/** Which address and name fields a card form shows, and which of them the shopper must fill. */
export interface BillingSetup {
  readonly address: readonly BillingField[];
  readonly names: readonly BillingField[];
  readonly required: ReadonlySet<BillingKey>;
}

export function billingSetup(
  o: Pick<WidgetOptions, "billingAddress" | "mandatoryBillingFields" | "forceCardHolderEqualsBillingName">,
): BillingSetup {
  const mandatory = ADDRESS_FIELDS.filter((f) => o.mandatoryBillingFields[f.key]).map((f) => f.key);
  const names = o.forceCardHolderEqualsBillingName ? NAME_FIELDS : [];
  return {
    address: o.billingAddress !== undefined || mandatory.length > 0 ? ADDRESS_FIELDS : [],
    names,
    required: new Set([...mandatory, ...names.map((f) => f.key)]),
  };
}

export const allFields = (s: BillingSetup): readonly BillingField[] => [...s.names, ...s.address];

/** The errors of every field shown. */
export function billingErrors(s: BillingSetup, values: BillingValues): BillingErrors {
  const out: BillingErrors = {};
  for (const f of allFields(s)) {
    const e = billingError(f, values[f.key] ?? "", s.required.has(f.key));
    if (e) out[f.key] = e;
  }
  return out;
}

/** The parameters the fields send: trimmed, empty ones left out. */
export function billingParams(s: BillingSetup, values: BillingValues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of allFields(s)) {
    const v = (values[f.key] ?? "").trim();
    if (v) out[f.param] = v;
  }
  return out;
}

/** card.holder with forceCardHolderEqualsBillingName: "given surname". */
export function holderFromNames(values: BillingValues): string {
  return `${(values.givenName ?? "").trim()} ${(values.surname ?? "").trim()}`.trim();
}
