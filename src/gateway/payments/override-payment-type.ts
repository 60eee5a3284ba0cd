import { ownFields } from "../widget-api/own-fields.ts";

/**
 * `overridePaymentType[brand]` (spec 2.3): a checkout gives a brand its own payment type while
 * `paymentType` stays the default for the others — a VISA payment of a DB checkout with
 * `overridePaymentType[VISA]=PA` is a PA. Applied once the payment's brand is known (detected
 * from the card number, or the brand the shopper chose).
 */
export function withPaymentTypeOverride(
  params: Readonly<Record<string, string>>,
  brand: string | undefined,
): Readonly<Record<string, string>> {
  if (brand === undefined) return params;
  const override = params[`overridePaymentType[${brand}]`];
  return override === undefined || override === params.paymentType ? params : Object.assign(ownFields(params), { paymentType: override });
}
