import type { ModuleName } from "../modules/module-key.ts";

/**
 * The English texts only an on-demand module shows, by module. The widget's build leaves them out of
 * paymentWidgets.js (their keys stay, empty) and gives each module its own rows (vite.config.ts), so a
 * card page does not carry the bank forms' or the stored cards' English; the module adds them to the
 * widget's English when it loads (modules/define-module.ts). Other locales are whole files.
 * scripts/module-texts.test.ts checks the table against the source: no key here is read by the
 * widget's own code, and each module lists every such key its code reads.
 */
/** What a failed payment can say, in every module that pays (payment/outcome-policy.ts). */
const PAY_ERRORS = ["paymentError", "networkError", "throttledError"] as const;
/** What the gateway's answer can say of a card's fields (card/outcome-errors.ts), in the modules that pay by card. */
const CARD_ERRORS = ["cardNumberError", "cardNumberBrandError", "cardHolderError", "cvvError"] as const;
/** The billing fields' messages (shared/billing-fields.ts), shown by card-fields and checked by card-pay. */
const BILLING_ERRORS = ["requiredFieldError", "billingFieldError", "countryError", "taxNumberError", "birthDateError"] as const;

export const MODULE_TEXTS = {
  "card-pay": {
    labels: ["threeDSecureFrameTitle", "formErrors"],
    errorMessages: [...CARD_ERRORS, ...PAY_ERRORS, "threeDSecureCancelledError", ...BILLING_ERRORS],
  },
  "card-fields": {
    labels: [
      "billingAddress",
      "street1",
      "street2",
      "city",
      "state",
      "postcode",
      "country",
      "givenName",
      "surname",
      "taxNumber",
      "birthDate",
    ],
    errorMessages: BILLING_ERRORS,
  },
  "stored-cards": {
    labels: ["storedCards", "showOtherPaymentMethods", "otherPaymentMethods", "formErrors"],
    errorMessages: [...CARD_ERRORS, ...PAY_ERRORS],
  },
  methods: {
    labels: [
      "accountHolder",
      "iban",
      "bic",
      "sepaMandate",
      "sepaCreditor",
      "paymentModeMobile",
      "paymentModeQrcode",
      "mobilePhone",
      "accountId",
      "redirectNotice",
      "qrCodeInstructions",
      "qrCodeLink",
      "paymentCode",
      "formErrors",
    ],
    errorMessages: ["accountHolderError", "ibanError", "bicError", "mobilePhoneError", "accountIdError", ...PAY_ERRORS, "walletError"],
  },
  diagnostics: { labels: [], errorMessages: [] },
  wallets: { labels: ["applePayButton"], errorMessages: ["walletError", ...PAY_ERRORS] },
} as const satisfies Record<ModuleName, { labels: readonly string[]; errorMessages: readonly string[] }>;

export type TextSection = "labels" | "errorMessages";
type Texts = Record<TextSection, Record<string, string>>;

/**
 * English as the build gives it to `bundle` ("widget" or a module name): the widget's file without
 * the modules' texts (keys kept, empty: option checks and types know every key), a module's only its own.
 */
export function englishFor(en: Texts, bundle: string): Texts {
  const module = bundle in MODULE_TEXTS ? MODULE_TEXTS[bundle as keyof typeof MODULE_TEXTS] : undefined;
  const pick = (section: TextSection) => {
    const moved = new Set<string>(Object.values(MODULE_TEXTS).flatMap((m) => m[section]));
    const own = new Set<string>(module?.[section] ?? []);
    const rows = Object.entries(en[section]);
    return Object.fromEntries(
      bundle === "widget" ? rows.map(([key, text]) => [key, moved.has(key) ? "" : text]) : rows.filter(([key]) => own.has(key)),
    );
  };
  return { labels: pick("labels"), errorMessages: pick("errorMessages") };
}
