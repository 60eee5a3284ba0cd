import { BANK_ACCOUNT, CARD, TOKEN_ACCOUNT, VIRTUAL_ACCOUNT, WALLETS } from "./spec-accounts.ts";
import { BILLING, MERCHANT_BILLING, MERCHANT_SHIPPING, SHIPPING } from "./spec-addresses.ts";
import { AIRLINE } from "./spec-airline.ts";
import { AUTHENTICATION, BASIC, CHARGEBACK, CHECKOUT_REGISTRATIONS, FOREX, RECURRING_MIGRATION } from "./spec-basic.ts";
import { CART_ITEMS, CART_PAYMENTS, GIFT_CARD, MARKETPLACE } from "./spec-cart.ts";
import { CUSTOMER, DOCUMENTED_EXTRAS, SHIPPING_CUSTOMER } from "./spec-customer.ts";
import { CUSTOM_PARAMETERS, JOB, RISK, STANDING_INSTRUCTION } from "./spec-extras.ts";
import { CORPORATE, MERCHANT, RECIPIENT, SENDER } from "./spec-parties.ts";
import { THREE_D_SECURE } from "./spec-secure.ts";
import type { SpecGroup } from "./spec-table.ts";

/** Every parameter group of spec section 2 that a request may carry. */
export const SPEC_GROUPS: readonly SpecGroup[] = Object.freeze([
  BASIC,
  FOREX,
  AUTHENTICATION,
  CARD,
  ...WALLETS,
  VIRTUAL_ACCOUNT,
  BANK_ACCOUNT,
  TOKEN_ACCOUNT,
  CUSTOMER,
  DOCUMENTED_EXTRAS,
  SHIPPING_CUSTOMER,
  BILLING,
  MERCHANT_BILLING,
  SHIPPING,
  MERCHANT_SHIPPING,
  CORPORATE,
  SENDER,
  RECIPIENT,
  MERCHANT,
  CART_ITEMS,
  CART_PAYMENTS,
  MARKETPLACE,
  AIRLINE,
  RECURRING_MIGRATION,
  THREE_D_SECURE,
  CUSTOM_PARAMETERS,
  GIFT_CARD,
  RISK,
  JOB,
  STANDING_INSTRUCTION,
  CHARGEBACK,
  CHECKOUT_REGISTRATIONS,
]);

/** The account structures of spec 4 (one per payment request). */
export const ACCOUNT_PREFIXES = [
  "card.",
  "bankAccount.",
  "virtualAccount.",
  "tokenAccount.",
  "applePay.",
  "googlePay.",
  "samsungPay.",
] as const;
