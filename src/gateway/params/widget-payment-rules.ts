import type { FormKind } from "../../shared/payment-methods.ts";
import type { ParameterError } from "../http/envelope.ts";
import { checkConditionalRules } from "./conditional-rules.ts";
import { formatProblem } from "./format-codes.ts";
import { MAX_VALUE_LENGTH } from "./param-names.ts";
import { lookupParam } from "./spec-lookup.ts";
import type { SpecRow } from "./spec-table.ts";

/** Browser data for 3-D Secure 2 (spec 2.10), which every kind of widget payment may send. */
const BROWSER: readonly SpecRow[] = [
  ["customer.browser.acceptHeader", "AN2048", "O"],
  ["customer.browser.language", "AN8", "O"],
  ["customer.browser.screenHeight", "N6", "O"],
  ["customer.browser.screenWidth", "N6", "O"],
  ["customer.browser.timezone", "TIMEZONE", "O"],
  ["customer.browser.userAgent", "AN2048", "O"],
  ["customer.browser.javaEnabled", "BOOL", "O"],
  ["customer.browser.screenColorDepth", "N2", "O"],
  ["customer.browser.challengeWindow", "N1", "O"],
];

/** The brand, and where the shopper comes back to: the merchant form's action (after a bank's, wallet's or challenge page). */
const BRAND_AND_RETURN = (brand: "R" | "O"): SpecRow[] => [
  ["paymentBrand", "AN32[A-Za-z0-9_]", brand],
  ["shopperResultUrl", "RESULT_URL", "O"],
];

/**
 * What each kind of widget payment (`formKindOf(paymentBrand)`; "detected": no brand, detection on
 * the card number) may send besides the merchant's own inputs: the same `[name, formatCode,
 * requirement]` rows as the specification tables.
 */
export const WIDGET_PAYMENT_ROWS: Readonly<Record<FormKind | "detected", readonly SpecRow[]>> = (() => {
  // Sent by the card-number frame (spec 2.6): account data from the hosted fields.
  const card: readonly SpecRow[] = [
    ["card.number", "N32{8,32}", "R"],
    ["card.expiryMonth", "N2:01-12", "R"],
    ["card.expiryYear", "YEAR4", "R"],
    ["card.cvv", "N4{3,4}", "O"],
    ["card.holder", "CARD_HOLDER", "O"],
    ...BRAND_AND_RETURN("O"),
    ...BROWSER,
  ];
  return {
    detected: card,
    card,
    // SEPA direct debit from the merchant page's form (spec 2.9); mandate data comes from the checkout.
    directDebit: [
      ["bankAccount.holder", "ACCOUNT_HOLDER", "R"],
      ["bankAccount.iban", "IBAN_OF_COUNTRY", "O"],
      ["bankAccount.bic", "BIC_OF_BANK", "O"],
      ["bankAccount.number", "AN64{3,64}[A-Za-z0-9]", "O"],
      ["bankAccount.bankCode", "AN12[A-Za-z0-9]", "O"],
      ["bankAccount.country", "COUNTRY2", "O"],
      ...BRAND_AND_RETURN("R"),
      ...BROWSER,
    ],
    // Redirect brands: the brand, and where the shopper comes back to.
    onlineTransfer: [...BRAND_AND_RETURN("R"), ...BROWSER],
    // Virtual accounts (spec 2.8): the account id (PayPal e-mail, STC Pay mobile number), absent in QR and redirect mode.
    virtualAccount: [["virtualAccount.accountId", "AN100", "O"], ...BRAND_AND_RETURN("R"), ...BROWSER],
    // Wallets (spec 2.7, encrypted variant), posted by the merchant page with the token its wallet API returned.
    // Which token the brand needs, and what is inside it, is the simulator's check (wallet-token.ts).
    wallet: [
      ["applePay.paymentToken", "AN8192", "O"],
      ["googlePay.paymentToken", "AN8192", "O"],
      ["samsungPay.paymentToken", "AN8192", "O"],
      ["applePay.cardNetwork", "AN255", "O"],
      ["applePay.cardType", "AN255", "O"],
      ["paymentBrand", "AN32[A-Za-z0-9_]", "R"],
      ...BROWSER,
    ],
  };
})();

/** A one-click payment (card form with a stored card): the registration id instead of account data; the CVV when asked for. */
export const STORED_CARD_ROWS: readonly SpecRow[] = [
  ["registrationId", "ID32", "R"],
  ...WIDGET_PAYMENT_ROWS.card.filter(([name]) => !/^card\.(number|expiryMonth|expiryYear)$/.test(name)),
];

/**
 * What the merchant's own inputs inside the widget's form add, for every kind: customer, billing and
 * shipping data, createRegistration, standing instructions, SHOPPER_ custom parameters (checked by
 * checkMerchantInputs and mergeWidgetRequest).
 */
const MERCHANT_DATA =
  /^(customParameters\[[A-Za-z0-9_.-]{1,64}\]|(customer|billing|shipping)\.[A-Za-z][A-Za-z0-9.]{0,63}|createRegistration|standingInstruction\.[A-Za-z]{1,32}|recurring\.numberOfInstallments)$/;
const names = new WeakMap<readonly SpecRow[], ReadonlySet<string>>();

/**
 * Whether a widget payment of this kind keeps the parameter: a name of its rows or the merchant's
 * data (card kinds also a stored card's registrationId); anything else the browser sends is dropped, not stored.
 */
export function widgetPaymentAccepts(kind: FormKind | "detected", name: string): boolean {
  const rows = WIDGET_PAYMENT_ROWS[kind];
  let set = names.get(rows);
  if (!set) {
    set = new Set(rows.map(([n]) => n));
    names.set(rows, set);
  }
  return set.has(name) || MERCHANT_DATA.test(name) || (name === "registrationId" && (kind === "card" || kind === "detected"));
}

/** Where the end of a widget payment's 3-D Secure challenge is posted: the merchant page's origin (checked by the hosted field). */
export const WIDGET_ORIGIN_HEADER = "wpwl-parent-origin";
/** ...and the widget's channel id, which the relay page's message carries back. */
export const WIDGET_CHANNEL_HEADER = "wpwl-channel";
const ORIGIN = /^https?:\/\/[A-Za-z0-9.-]{1,253}(:\d{1,5})?$/;
const CHANNEL = /^[0-9a-f]{32}$/;

/** The widget's return address for a challenge, from the hosted field's headers: both, well-formed, or neither. */
export function widgetReturn(headers: Readonly<Record<string, unknown>>): { origin: string; channel: string } | ParameterError | undefined {
  const origin = headers[WIDGET_ORIGIN_HEADER];
  const channel = headers[WIDGET_CHANNEL_HEADER];
  if (origin === undefined && channel === undefined) return undefined;
  if (typeof origin !== "string" || !ORIGIN.test(origin)) {
    return {
      name: WIDGET_ORIGIN_HEADER,
      value: String(origin).slice(0, 256),
      message: "expected the merchant page's origin, e.g. https://shop.example",
    };
  }
  if (typeof channel !== "string" || !CHANNEL.test(channel)) {
    return { name: WIDGET_CHANNEL_HEADER, value: String(channel).slice(0, 64), message: "expected 32 lower-case hexadecimal characters" };
  }
  return { origin, channel };
}

/**
 * Spec 2.9's conditional rules on the merged payment (checkout and request): either number or iban,
 * either bankCode or bic. Other kinds have none.
 */
export function checkKindRules(kind: FormKind | "detected", params: Readonly<Record<string, string>>): ParameterError[] {
  if (kind !== "directDebit") return [];
  return checkConditionalRules(params, [
    { kind: "oneOf", prefix: "bankAccount.", names: ["bankAccount.iban", "bankAccount.number"] },
    { kind: "oneOf", prefix: "bankAccount.", names: ["bankAccount.bic", "bankAccount.bankCode"] },
  ]);
}

/**
 * What a shopper types the way people write it, brought to the specification's format before it is
 * checked: the billing postcode (2.11: letters and digits) without the spaces and hyphens of
 * "SW1A 1AA" or "15705-9357".
 */
export function normalizeShopperInput(request: Record<string, string>): void {
  const postcode = request["billing.postcode"];
  if (postcode !== undefined) request["billing.postcode"] = postcode.replace(/[\s-]/g, "");
}

/** The merchant-input parameters, checked against the specification tables. */
const MERCHANT_INPUT =
  /^((customer\.(?!browser\.)|billing\.|shipping\.|standingInstruction\.).+|createRegistration|recurring\.numberOfInstallments)$/;

/**
 * Checks the merchant-input parameters of a widget payment (customer.email, billing.city,
 * createRegistration …) against the specification tables: an unknown name or a malformed value is
 * a parameter error, as on /v1/payments.
 */
export function checkMerchantInputs(params: Readonly<Record<string, string>>): ParameterError[] {
  const errors: ParameterError[] = [];
  for (const [name, value] of Object.entries(params)) {
    if (!MERCHANT_INPUT.test(name)) continue;
    if (value.length > MAX_VALUE_LENGTH) {
      errors.push({ name: name.slice(0, 128), value: "", message: `expected at most ${MAX_VALUE_LENGTH} characters` });
      continue;
    }
    const match = lookupParam(name);
    if (match === undefined)
      errors.push({ name, value: value.slice(0, 256), message: "unknown parameter: the specification (section 2) does not define it" });
    else if ("error" in match) errors.push({ name, value: value.slice(0, 256), message: match.error });
    else {
      const problem = formatProblem(match.schema, value);
      if (problem !== undefined) errors.push({ name, value: value.slice(0, 256), message: problem });
    }
  }
  return errors;
}
