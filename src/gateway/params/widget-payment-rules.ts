import { ibanProblem, isValidAccountHolder, isValidBic } from "../../shared/iban.ts";
import type { FormKind } from "../../shared/payment-methods.ts";
import type { ParameterError } from "../envelope.ts";
import { checkConditionalRules } from "./conditional-rules.ts";
import { AMOUNT, an, BRAND, enumOf, MAX_VALUE_LENGTH, pattern, URL_2048 } from "./formats.ts";
import type { ParamRule } from "./rules.ts";
import { lookupParam } from "./spec-lookup.ts";

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
  // The widget form's action: where the shopper lands after a 3-D Secure challenge run in a top window.
  { name: "shopperResultUrl", schema: pattern(/^https?:\/\/[^\s<>"]{1,2040}$/, "an http(s) address of at most 2048 characters") },
];

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

const BROWSER_RULES = WIDGET_PAYMENT_RULES.filter((r) => typeof r.name !== "string" || r.name.startsWith("customer.browser."));

/** The shopper's way back after a bank's or wallet's page (spec 2.3): the merchant form's action. */
const RESULT_URL_RULE: ParamRule = { name: "shopperResultUrl", schema: URL_2048 };

/** SEPA direct debit from the merchant page's form (spec 2.9); mandate data comes from the checkout. */
const DIRECT_DEBIT_RULES: readonly ParamRule[] = [
  {
    name: "bankAccount.holder",
    schema: an(128, 4).refine(isValidAccountHolder, "expected 4 to 128 characters, no control characters"),
    required: true,
  },
  {
    name: "bankAccount.iban",
    schema: an(34).refine((v) => ibanProblem(v) === undefined, "expected a valid IBAN (country format, length, mod-97 check digits)"),
  },
  { name: "bankAccount.bic", schema: an(11).refine(isValidBic, "expected a BIC of 8 or 11 letters or digits") },
  { name: "bankAccount.number", schema: pattern(/^[A-Za-z0-9]{3,64}$/, "AN64: 3 to 64 letters or digits") },
  { name: "bankAccount.bankCode", schema: pattern(/^[A-Za-z0-9]{1,12}$/, "AN12: letters or digits") },
  { name: "bankAccount.country", schema: pattern(/^[A-Z]{2}$/, "2 letters, ISO 3166-1") },
  { name: "paymentBrand", schema: BRAND, required: true },
  RESULT_URL_RULE,
];

/** Redirect brands: the brand, and where the shopper comes back to. */
const ONLINE_TRANSFER_RULES: readonly ParamRule[] = [{ name: "paymentBrand", schema: BRAND, required: true }, RESULT_URL_RULE];

/** Virtual accounts (spec 2.8): the account id (PayPal e-mail, STC Pay mobile number), absent in QR and redirect mode. */
const VIRTUAL_ACCOUNT_RULES: readonly ParamRule[] = [
  { name: "virtualAccount.accountId", schema: an(100, 1) },
  { name: "paymentBrand", schema: BRAND, required: true },
  RESULT_URL_RULE,
];

/** A widget payment's rule table by the form kind of its brand (card rules for card brands and no brand). */
export function widgetPaymentRules(kind: FormKind | undefined): readonly ParamRule[] {
  switch (kind) {
    case "directDebit":
      return [...DIRECT_DEBIT_RULES, ...BROWSER_RULES];
    case "onlineTransfer":
      return [...ONLINE_TRANSFER_RULES, ...BROWSER_RULES];
    case "virtualAccount":
      return [...VIRTUAL_ACCOUNT_RULES, ...BROWSER_RULES];
    default:
      return WIDGET_PAYMENT_RULES;
  }
}

/** Names each non-card kind may send besides the common ones; card data never. */
const KIND_ACCEPTS: Readonly<Partial<Record<FormKind, RegExp>>> = {
  directDebit: /^(bankAccount\.(holder|iban|bic|number|bankCode|country)|shopperResultUrl)$/,
  onlineTransfer: /^shopperResultUrl$/,
  virtualAccount: /^(virtualAccount\.accountId|shopperResultUrl)$/,
};
const COMMON_ACCEPTS =
  /^(paymentBrand|customer\.browser\.[A-Za-z]+|customParameters\[[A-Za-z0-9_.-]{1,64}\]|(customer|billing|shipping)\.[A-Za-z][A-Za-z0-9.]{0,63}|createRegistration|standingInstruction\.[A-Za-z]{1,32})$/;

/** Whether a widget payment of this kind keeps the parameter (anything else is dropped, not stored). */
export function widgetPaymentAccepts(kind: FormKind | undefined, name: string): boolean {
  const own = kind === undefined || kind === "card" ? undefined : KIND_ACCEPTS[kind];
  if (kind !== undefined && kind !== "card") return own !== undefined && (own.test(name) || COMMON_ACCEPTS.test(name));
  return WIDGET_PAYMENT_ACCEPTS.test(name);
}

/**
 * Spec 2.9's conditional rules on the merged payment (checkout and request): either number or iban,
 * either bankCode or bic. Other kinds have none.
 */
export function checkKindRules(kind: FormKind | undefined, params: Readonly<Record<string, string>>): ParameterError[] {
  if (kind !== "directDebit") return [];
  return checkConditionalRules(params, [
    { kind: "oneOf", prefix: "bankAccount.", names: ["bankAccount.iban", "bankAccount.number"] },
    { kind: "oneOf", prefix: "bankAccount.", names: ["bankAccount.bic", "bankAccount.bankCode"] },
  ]);
}

/**
 * The parameters a widget payment may carry; anything else the frame sends is dropped, not stored.
 * Besides the card and browser data: what a merchant's own inputs inside the widget's form add
 * (customer, billing and shipping data, createRegistration, custom parameters).
 */
export const WIDGET_PAYMENT_ACCEPTS =
  /^(card\.(number|expiryMonth|expiryYear|cvv|holder)|paymentBrand|customer\.browser\.[A-Za-z]+|customParameters\[[A-Za-z0-9_.-]{1,64}\]|(customer|billing|shipping)\.[A-Za-z][A-Za-z0-9.]{0,63}|createRegistration|standingInstruction\.[A-Za-z]{1,32}|shopperResultUrl|registrationId)$/;

/** The merchant-input parameters of WIDGET_PAYMENT_ACCEPTS, checked against the specification tables. */
const MERCHANT_INPUT = /^((customer\.(?!browser\.)|billing\.|shipping\.|standingInstruction\.).+|createRegistration)$/;

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
      const res = match.schema.safeParse(value);
      if (!res.success) errors.push({ name, value: value.slice(0, 256), message: res.error.issues[0]?.message ?? "is invalid" });
    }
  }
  return errors;
}
