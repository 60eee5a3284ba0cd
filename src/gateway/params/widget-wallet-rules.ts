import { an, BRAND } from "./formats.ts";
import type { ParamRule } from "./rules.ts";
import { WIDGET_PAYMENT_RULES } from "./widget-payment-rules.ts";

/**
 * POST /v1/checkouts/{id}/payment with a wallet brand (APPLEPAY, APPLEPAYTKN, GOOGLEPAY, SAMSUNGPAY),
 * posted by the merchant page with the token its wallet API returned (spec 2.7, encrypted variant).
 * Which token the brand needs, and what is inside it, is the simulator's check (wallet-token.ts).
 */
export const WALLET_PAYMENT_RULES: readonly ParamRule[] = [
  { name: /^(applePay|googlePay|samsungPay)\.paymentToken$/, schema: an(8192) },
  { name: /^applePay\.(cardNetwork|cardType)$/, schema: an(255) },
  { name: "paymentBrand", schema: BRAND, required: true },
  // Browser data, as with cards (3-D Secure for tokens that need it).
  ...WIDGET_PAYMENT_RULES.filter((r) => typeof r.name !== "string" || r.name.startsWith("customer.browser.")),
];

/** What a wallet payment may carry: the token, Apple Pay's card network and type, browser data and the merchant's own inputs. */
export const WALLET_PAYMENT_ACCEPTS =
  /^((applePay|googlePay|samsungPay)\.paymentToken|applePay\.(cardNetwork|cardType)|paymentBrand|customer\.browser\.[A-Za-z]+|customParameters\[[A-Za-z0-9_.-]{1,64}\]|(customer|billing|shipping)\.[A-Za-z][A-Za-z0-9.]{0,63}|createRegistration)$/;
