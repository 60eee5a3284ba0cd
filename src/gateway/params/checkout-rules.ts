import { z } from "zod";
import { AMOUNT, an, BOOLEAN, BRAND, CURRENCY, DATE, ENTITY_ID, enumOf, pattern, URL_2048 } from "./formats.ts";
import type { ParamRule } from "./rules.ts";

export const PAYMENT_TYPES = ["PA", "DB", "CD", "PR"] as const;

/** Parameters shared by checkout creation and payments (spec 2.3, 2.10). */
export const COMMON_RULES: readonly ParamRule[] = [
  { name: "amount", schema: AMOUNT, required: true },
  { name: "currency", schema: CURRENCY, required: true },
  { name: "taxAmount", schema: AMOUNT },
  { name: "discountAmount", schema: AMOUNT },
  { name: "descriptor", schema: an(127) },
  { name: "merchantTransactionId", schema: an(255, 8) },
  { name: "merchantInvoiceId", schema: an(255, 8) },
  { name: "merchantMemo", schema: an(255, 8) },
  { name: "testMode", schema: enumOf(["EXTERNAL", "INTERNAL"]) },
  { name: "shopperResultUrl", schema: URL_2048 },
  { name: "notificationUrl", schema: URL_2048 },
  { name: "createRegistration", schema: BOOLEAN },
  { name: "locale", schema: an(10) },
  { name: "customer.givenName", schema: an(50) },
  { name: "customer.surname", schema: an(50) },
  { name: "customer.middleName", schema: an(50, 2) },
  { name: "customer.email", schema: an(128, 6).refine((v) => /^[^\s@]+@[^\s@]+$/.test(v), "expected an e-mail address") },
  { name: "customer.sex", schema: enumOf(["M", "F"]) },
  { name: "customer.birthDate", schema: DATE },
  {
    name: /^(shipping\.)?customer\.(phone|mobile)$/,
    schema: pattern(/^[+\d][\d .()/-]{0,24}$/, "AN25: a plus or digit, then digits, space, dot, parentheses, slash, hyphen"),
  },
  { name: "customer.ip", schema: an(255) },
  { name: "billing.country", schema: pattern(/^[A-Z]{2}$/, "A2: an ISO 3166-1 country code in upper case") },
  { name: "billing.postcode", schema: pattern(/^[A-Za-z0-9 -]{1,16}$/, "AN16: letters and digits") },
  { name: "billing.city", schema: an(80) },
  { name: /^billing\.street[12]$/, schema: an(100) },
  { name: /^customParameters\[[^\]]+\]$/, schema: an(2048, 0) },
];

/** POST /v1/checkouts (spec 2.3, 4). */
export const CHECKOUT_RULES: readonly ParamRule[] = [
  { name: "entityId", schema: ENTITY_ID, required: true },
  { name: "paymentType", schema: enumOf(PAYMENT_TYPES), required: true },
  { name: "paymentBrand", schema: BRAND },
  { name: "integrity", schema: BOOLEAN },
  { name: /^overridePaymentType\[[A-Za-z0-9_]{1,32}\]$/, schema: z.enum(PAYMENT_TYPES) },
  ...COMMON_RULES,
];
