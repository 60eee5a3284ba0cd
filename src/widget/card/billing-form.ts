import {
  ADDRESS_FIELDS,
  type AddressKey,
  type BillingErrorKey,
  type BillingField,
  type BillingKey,
  billingError,
  CUSTOMER_FIELDS,
  NAME_FIELDS,
  TAX_DOC_TYPE,
} from "../../shared/billing-fields.ts";
import type { WidgetOptions } from "../options.ts";

export type BillingValues = Partial<Record<BillingKey, string>>;
export type BillingErrors = Partial<Record<BillingKey, BillingErrorKey>>;

export type ExtraFieldOptions = Pick<
  WidgetOptions,
  "billingAddress" | "mandatoryBillingFields" | "forceCardHolderEqualsBillingName" | "showTaxNumberField" | "showBirthDate"
>;

/** Which address, name and customer fields a card form shows, and which of them the shopper must fill. */
export interface BillingSetup {
  readonly address: readonly BillingField[];
  readonly names: readonly BillingField[];
  /** Tax number and birth date: required when shown (the payment method they are asked for needs them). */
  readonly customer: readonly BillingField[];
  readonly required: ReadonlySet<BillingKey>;
}

export function billingSetup(o: ExtraFieldOptions): BillingSetup {
  const mandatory = ADDRESS_FIELDS.filter((f) => o.mandatoryBillingFields[f.key as AddressKey]).map((f) => f.key);
  const names = o.forceCardHolderEqualsBillingName ? NAME_FIELDS : [];
  const shown = { taxNumber: o.showTaxNumberField, birthDate: o.showBirthDate };
  const customer = CUSTOMER_FIELDS.filter((f) => shown[f.key as keyof typeof shown]);
  return {
    address: o.billingAddress !== undefined || mandatory.length > 0 ? ADDRESS_FIELDS : [],
    names,
    customer,
    required: new Set([...mandatory, ...names.map((f) => f.key), ...customer.map((f) => f.key)]),
  };
}

export const allFields = (s: BillingSetup): readonly BillingField[] => [...s.names, ...s.customer, ...s.address];

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
  return out["customer.identificationDocId"] ? { ...out, ...TAX_DOC_TYPE } : out;
}

/** card.holder with forceCardHolderEqualsBillingName: "given surname". */
export function holderFromNames(values: BillingValues): string {
  return `${(values.givenName ?? "").trim()} ${(values.surname ?? "").trim()}`.trim();
}
