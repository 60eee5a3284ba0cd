import { group, repeat, type SpecGroup, type SpecRow } from "./spec-table.ts";

/**
 * Spec 2.11. The billing postcode is letters and digits (a space or hyphen a shopper types in the
 * widget's billing form is taken out before it is checked: widget-payment-rules.ts; a server's
 * request is refused, or normalized in tolerant mode: tolerant-input.ts).
 */
const BILLING_ROWS: readonly SpecRow[] = [
  ["street1", "AN100", "C"],
  ["street2", "AN100", "C"],
  ["houseNumber1", "AN100", "O"],
  ["houseNumber2", "AN100", "O"],
  ["city", "AN80", "C"],
  ["state", "AN50[\\p{L}0-9.]", "C"],
  ["postcode", "AN16[A-Za-z0-9]", "C"],
  ["country", "COUNTRY2", "C"],
  ["normalized", "AN255", "O"],
  ["validationStatus", "AN255", "O"],
];

/** Spec 2.12. */
const SHIPPING_ROWS: readonly SpecRow[] = [
  ["street1", "AN100", "C"],
  ["street2", "AN100", "C"],
  ["houseNumber1", "AN100", "O"],
  ["houseNumber2", "AN100", "O"],
  ["city", "A80", "C"],
  ["state", "AN50", "C"],
  ["postcode", "AN16", "C"],
  ["country", "COUNTRY2", "C"],
  [
    "method",
    "CARRIER_DESIGNATED_BY_CUSTOMER|ELECTRONIC_DELIVERY|EXPEDITED|GROUND|INTERNATIONAL|LOWEST_COST|MILITARY|NEXT_DAY_OVERNIGHT|OTHER|POINT_PICKUP|PUDO|SAME_DAY_SERVICE|STORE_PICKUP|THREE_DAY_SERVICE|TWO_DAY_SERVICE",
    "C",
  ],
  ["cost", "N10.N2", "C"],
  ["comment", "AN160", "C"],
  ["expectedDate", "DATE", "O"],
  ["logisticsProvider", "AN255", "O"],
  ["trackingNumber", "AN255", "O"],
  ["returnTrackingNumber", "AN255", "O"],
  ["normalized", "AN255", "O"],
  ["validationStatus", "AN255", "O"],
  ["warehouse", "AN100", "O"],
  ["preference", "GET_FROM_FILE|NO_SHIPPING|SET_PROVIDED_ADDRESS", "O"],
  ["middleName", "AN255", "O"],
  ["companyName", "AN60", "O"],
  ["phone", "PHONE", "O"],
  ["mobile", "PHONE", "O"],
  ["workPhone", "AN25", "O"],
  ["email", "EMAIL", "O"],
  ["type", "RETURN|SHIPMENT", "O"],
];

/** merchant.billing adds the contact of the merchant. */
const MERCHANT_BILLING_EXTRA: readonly SpecRow[] = [
  ["givenName", "AN255", "O"],
  ["surname", "AN255", "O"],
  ["middleName", "AN255", "O"],
  ["companyName", "AN60", "O"],
  ["phone", "AN25", "O"],
  ["workPhone", "AN25", "O"],
  ["mobile", "AN25", "O"],
  ["email", "EMAIL", "O"],
];

export const BILLING: SpecGroup = group({ id: "billing", section: "2.11", rows: repeat(BILLING_ROWS, "billing.") });
export const MERCHANT_BILLING: SpecGroup = group({
  id: "merchantBilling",
  section: "2.11",
  rows: repeat([...BILLING_ROWS, ...MERCHANT_BILLING_EXTRA], "merchant.billing.", "O"),
});
export const SHIPPING: SpecGroup = group({ id: "shipping", section: "2.12", rows: repeat(SHIPPING_ROWS, "shipping.") });
export const MERCHANT_SHIPPING: SpecGroup = group({
  id: "merchantShipping",
  section: "2.12",
  rows: repeat(SHIPPING_ROWS, "merchant.shipping.", "O"),
});

/** The four address structures, for the conditional rules that apply to each. */
export const ADDRESS_PREFIXES = ["billing.", "shipping.", "merchant.billing.", "merchant.shipping."] as const;
