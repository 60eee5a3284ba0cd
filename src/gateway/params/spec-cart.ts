import { group, repeat, type SpecGroup } from "./spec-table.ts";

/** Spec 2.16: cart.items[n], n from 0 to 1000. */
export const CART_ITEMS: SpecGroup = group({
  id: "cartItems",
  section: "2.16",
  rows: repeat(
    [
      ["name", "AN255", "C"],
      ["merchantItemId", "AN255", "C"],
      ["type", "PHYSICAL|DIGITAL|MIXED|ANONYMOUS_DONATION|AUTHORITIES_PAYMENT", "C"],
      ["quantity", "QUANTITY", "C"],
      ["currency", "CURRENCY", "C"],
      ["description", "AN2048", "C"],
      ["price", "N10.N2", "C"],
      ["totalAmount", "N10.N2", "C"],
      ["taxAmount", "N10.N2", "C"],
      ["totalTaxAmount", "N10.N2", "C"],
      ["tax", "PERCENT", "C"],
      ["taxCategory", "AA|S|E|Z", "C"],
      ["shipping", "N10.N2", "C"],
      ["discount", "N10.N2", "C"],
      ["sku", "AN255", "O"],
      ["commodityCode", "N8", "O"],
      ["commodityDescription", "AN50", "O"],
      ["originalPrice", "AN255", "O"],
      ["giftMessage", "AN255", "O"],
      ["shippingMethod", "AN255", "O"],
      ["shippingInstructions", "AN255", "O"],
      ["shippingTrackingNumber", "AN255", "O"],
      ["sellerId", "AN255", "O"],
      ["quantityUnit", "M|CM|KG|G|COUNT", "O"],
      ["productUrl", "URL", "O"],
      ["imageUrl", "URL", "O"],
      ["totalDiscountAmount", "N10.N2", "O"],
      ["productCode", "AN30", "O"],
      ["partNumber", "AN30", "O"],
      ["vatReferenceNumber", "AN30", "O"],
      ["itemNumber", "N3:1-999", "O"],
      ["deliveryDate", "DATE", "O"],
      ["recipient.salutation", "AN5", "O"],
      ["recipient.firstName", "AN48", "O"],
      ["recipient.lastName", "AN48", "O"],
      ["recipient.middleName", "AN50", "O"],
      ["recipient.apartment", "AN100", "O"],
      ["recipient.street", "AN100", "O"],
      ["recipient.address", "AN100", "O"],
      ["recipient.city", "AN80", "O"],
      ["recipient.state", "AN50", "O"],
      ["recipient.postcode", "AN16", "O"],
      ["recipient.country", "COUNTRY_A2_N3", "O"],
      ["recipient.phone", "N25", "O"],
      ["recipient.email", "AN128", "O"],
    ],
    "cart.items[n].",
  ),
});

/** Spec 2.17: payments already used (gift cards, promotions), and marketplace sellers. */
export const CART_PAYMENTS: SpecGroup = group({
  id: "cartPayments",
  section: "2.17",
  rows: repeat(
    [
      ["name", "AN255", "O"],
      ["type", "GIFTCARD|PROMOTION", "O"],
      ["amount", "N10.N2", "O"],
      ["currency", "CURRENCY", "O"],
      ["status", "pending|authorized|captured", "O"],
      ["brand", "AN255", "O"],
      ["primary", "BOOL", "O"],
    ],
    "cart.payments[n].",
  ),
});

export const MARKETPLACE: SpecGroup = group({
  id: "marketplace",
  section: "2.17",
  rows: [
    ["marketPlace.sellers[n].id", "AN255", "O"],
    ["marketPlace.sellers[n].amount", "N10.N2", "O"],
  ],
});

/** Spec 2.24, all optional. */
export const GIFT_CARD: SpecGroup = group({
  id: "giftCard",
  section: "2.24",
  rows: [
    ["giftCard.number", "AN255{2,255}", "O"],
    ["giftCard.pin", "AN255{2,255}", "O"],
    ["giftCard.holder", "AN255{2,255}", "O"],
    ["giftCard.message", "AN160{2,160}", "O"],
    [
      "giftCard.type",
      "ANNIVERSARY|BIRTHDAY|CONGRATULATIONS|APRIL_FOOLS_DAY|EASTER|FATHERS_DAY|GRADUATION|HOLIDAY|SEASONS_GREETINGS|PASSOVER|KWANZAA|HALLOWEEN|MOTHERS_DAY|NEW_YEARS_DAY|BOSSES_DAY|ST_PATRICKS_DAY|SWEETEST_DAY|CHRISTMAS|BABY_SHOWER|THANKSGIVING|OTHER|VALENTINES_DAY|WEDDING|SECRETARYS_DAY|CHINESE_NEW_YEAR|HANUKKAH|CELEBRATE_FALL|GRANDPARENTS_DAY|INDEPENDENCE_DAY",
      "O",
    ],
  ],
});
