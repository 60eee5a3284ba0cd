import { AMOUNT, an, BRAND, enumOf, pattern } from "./formats.ts";
import type { ParamRule } from "./rules.ts";

/** POST /v1/checkouts/{id}/payment, sent by the card-number frame (spec 2.6, 2.10 browser data). */
export const WIDGET_PAYMENT_RULES: readonly ParamRule[] = [
  { name: "card.number", schema: pattern(/^\d{8,32}$/, "N32: 8 to 32 digits"), required: true },
  { name: "card.expiryMonth", schema: pattern(/^(0[1-9]|1[0-2])$/, "N2: 01 to 12"), required: true },
  { name: "card.expiryYear", schema: pattern(/^(19|20)\d{2}$/, "N4: 19xx or 20xx"), required: true },
  { name: "card.cvv", schema: pattern(/^\d{3,4}$/, "N4: 3 or 4 digits") },
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are rejected
  { name: "card.holder", schema: an(128, 3).regex(/^[^\u0000-\u001f\u007f]*$/, "expected no control characters") },
  { name: "paymentBrand", schema: BRAND },
  { name: "amount", schema: AMOUNT },
  { name: "customer.browser.acceptHeader", schema: an(2048) },
  { name: "customer.browser.language", schema: an(8) },
  { name: /^customer\.browser\.screen(Height|Width)$/, schema: pattern(/^\d{1,6}$/, "1 to 6 digits") },
  { name: "customer.browser.timezone", schema: pattern(/^-?\d{1,4}$/, "minutes, e.g. -60") },
  { name: "customer.browser.userAgent", schema: an(2048) },
  { name: "customer.browser.javaEnabled", schema: enumOf(["true", "false"]) },
  { name: "customer.browser.screenColorDepth", schema: pattern(/^\d{1,2}$/, "N2") },
  { name: "customer.browser.challengeWindow", schema: pattern(/^\d$/, "N1") },
];

/** The parameters a widget payment may carry; anything else the frame sends is dropped, not stored. */
export const WIDGET_PAYMENT_ACCEPTS =
  /^(card\.(number|expiryMonth|expiryYear|cvv|holder)|paymentBrand|customer\.browser\.[A-Za-z]+|customParameters\[[A-Za-z0-9_.-]{1,64}\])$/;
