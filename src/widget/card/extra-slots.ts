import type { ComponentChildren } from "preact";
import type { Strings } from "../../shared/labels.ts";
import type { WidgetOptions } from "../options.ts";

/** Where the card form shows the extra fields: names before the holder, customer fields after the CVV, the address last. */
export type ExtraSlot = "names" | "customer" | "address";

/** The extra fields of one card form (from the on-demand module "card-fields"), rendered per slot. */
export type ExtraSlots = (slot: ExtraSlot, strings: Strings) => ComponentChildren;

/** Whether a card form shows address, name, tax-number or birth-date fields: then it loads the module "card-fields". */
export const hasExtraFields = (
  o: Pick<
    WidgetOptions,
    "billingAddress" | "mandatoryBillingFields" | "forceCardHolderEqualsBillingName" | "showTaxNumberField" | "showBirthDate"
  >,
): boolean =>
  o.billingAddress !== undefined ||
  Object.keys(o.mandatoryBillingFields).length > 0 ||
  o.forceCardHolderEqualsBillingName ||
  o.showTaxNumberField ||
  o.showBirthDate;
