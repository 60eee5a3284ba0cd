import { EN_STRINGS } from "../shared/labels.ts";
import { log } from "./log.ts";
import {
  address,
  bool,
  brandList,
  type Callback,
  callback,
  frameStyles,
  INVALID,
  mandatory,
  matching,
  oneOf,
  REGISTRATION_DEFAULTS,
  type Reader,
  record,
  registrations,
  spinner,
  target,
  texts,
} from "./option-readers.ts";
import type { WidgetOptions } from "./widget-options.ts";

export type { Callback, FrameStyles, RegistrationOptions, SpinnerOptions } from "./option-readers.ts";
export type { WidgetOptions } from "./widget-options.ts";

/**
 * The wpwlOptions this build understands: one row per option with its reader, what an integrator
 * should pass, and the default. An unknown key is reported and ignored; a bad value is reported once and
 * replaced by the default, so the widget never throws into the page.
 */
const OPTION_TABLE: {
  readonly [K in keyof WidgetOptions]: {
    read: Reader<WidgetOptions[K]>;
    /** What an integrator should pass, when the reader does not say it. */
    expected?: string;
    fallback: WidgetOptions[K];
    /** How the console names the default when `fallback` stands for "not given". */
    defaultText?: string;
  };
} = {
  style: { read: oneOf("card", "plain", "logos"), fallback: "card" },
  locale: { read: matching(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/), expected: 'a language code such as "en" or "de-AT"', fallback: "en" },
  labels: { read: texts("labels", EN_STRINGS.labels), expected: "an object of label texts", fallback: {} },
  // One expiry message here (expiryMonthError) for what the established widget splits in two; pages set both.
  errorMessages: {
    read: texts("errorMessages", EN_STRINGS.errorMessages, { expiryYearError: "expiryMonthError" }),
    expected: "an object of error texts",
    fallback: {},
  },
  showLabels: { read: bool, fallback: true },
  showPlaceholders: { read: bool, fallback: true },
  disableSubmitOnEnter: { read: bool, fallback: false },
  showCVVHint: { read: bool, fallback: false },
  maskCvv: { read: bool, fallback: false },
  numberFormatting: { read: bool, fallback: true },
  iframeStyles: { read: frameStyles, expected: 'an object such as { "card-number-placeholder": { color: "#555" } }', fallback: {} },
  autofocus: { read: oneOf("card.number", "card.expiryDate", "card.holder", "card.cvv"), fallback: undefined },
  // undefined: not given, which stored cards tell apart from true (stored-cards/stored-cards-cvv.ts); the card form asks.
  requireCvv: { read: bool, fallback: undefined, defaultText: "true" },
  allowEmptyCvv: { read: bool, fallback: false },
  // Default true: the established widget evidently pays with an empty holder (merchants hide and clear
  // it, or write their own empty-holder check in onBeforeSubmitCard); false makes the holder required.
  allowEmptyCardHolderName: { read: bool, fallback: true },
  disableCardExpiryDateValidation: { read: bool, fallback: false },
  validation: { read: bool, fallback: true },
  brandDetection: { read: bool, fallback: true },
  brandDetectionPriority: { read: brandList, expected: 'a list of brands such as ["MADA", "VISA"]', fallback: [] },
  brandDetectionType: { read: oneOf("regex", "binlist"), fallback: "regex" },
  billingAddress: { read: address, expected: 'an object such as { country: "DE", city: "Berlin" }', fallback: undefined },
  mandatoryBillingFields: { read: mandatory, expected: "an object such as { country: true, postcode: true }", fallback: {} },
  forceCardHolderEqualsBillingName: { read: bool, fallback: false },
  showTaxNumberField: { read: bool, fallback: false },
  showBirthDate: { read: bool, fallback: false },
  spinner: { read: spinner, expected: 'false or { color: "#1a5fb4" }', fallback: { show: true } },
  onReady: callback,
  onError: callback,
  onReadyIframeCommunication: callback,
  onFocusIframeCommunication: callback,
  onBlurIframeCommunication: callback,
  onBlurCardNumber: callback,
  onBlurSecurityCode: callback,
  onBlurExpiryDate: callback,
  onBlurCardHolder: callback,
  onChangeBrand: callback,
  onDetectBrand: callback,
  onDetectBin: callback,
  onBeforeSubmitCard: callback,
  onAfterSubmit: callback,
  // Read by the 3-D Secure code (on-demand modules) when a challenge opens: frame-size.ts.
  threeDIframeSize: { read: (v) => v, fallback: undefined },
  paymentTarget: target,
  shopperResultTarget: target,
  onLoadThreeDIframe: callback,
  registrations: {
    read: registrations,
    expected: "{ requireCvv: true or false, hideInitialPaymentForms: true or false }",
    fallback: REGISTRATION_DEFAULTS,
  },
  onBeforeSubmitOneClickCard: callback,
  // Its threeDChallengeWindow is read where the card payment is made (card/pay-params.ts): not on the critical path.
  browser: { read: record, expected: "an object such as { threeDChallengeWindow: 5 }", fallback: {} },
  displayBic: { read: bool, fallback: false },
  inlineFlow: { read: brandList, expected: 'an array of brands such as ["PAYPAL", "STC_PAY"]', fallback: [] },
  onBeforeSubmitDirectDebit: callback,
  onBeforeSubmitOnlineTransfer: callback,
  onBeforeSubmitVirtualAccount: callback,
  onBeforeSubmitPrepayment: callback,
  applePay: { read: record, expected: "an object (README: Wallets)", fallback: {} },
  googlePay: { read: record, expected: "an object (README: Wallets)", fallback: {} },
  samsungPay: { read: record, expected: "an object (README: Wallets)", fallback: {} },
  createCheckout: callback,
  useSummaryPage: { read: bool, fallback: false },
  onSaveTransactionData: callback,
  enableSAQACompliance: { read: bool, fallback: false },
};

/** The wpwlOptions keys that hold merchant callbacks. */
export type CallbackName = { [K in keyof WidgetOptions]: WidgetOptions[K] extends Callback | undefined ? K : never }[keyof WidgetOptions];

function shown(v: unknown): string {
  if (typeof v === "function") return "a function";
  try {
    return JSON.stringify(v)?.slice(0, 60) ?? String(v);
  } catch {
    return typeof v;
  }
}

/** Reads wpwlOptions (window.wpwlOptions or a global let/const of that name) once, at mount. */
export function parseOptions(raw: unknown): WidgetOptions {
  const source = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {};
  if (raw !== undefined && source !== raw) log.warn(`wpwlOptions: expected an object, got ${shown(raw)}; using the defaults.`);
  const out: Record<string, unknown> = {};
  // An option this widget does not know (a typo, another widget's) is named, not silently unused.
  for (const key of Object.keys(source))
    if (!Object.hasOwn(OPTION_TABLE, key)) log.warn(`wpwlOptions.${key} is not an option of this widget: ignored.`);
  for (const [key, row] of Object.entries(OPTION_TABLE)) {
    const value = source[key];
    if (value === undefined) {
      out[key] = row.fallback;
      continue;
    }
    const parsed = (row.read as Reader<unknown>)(value);
    if (parsed !== INVALID) out[key] = parsed;
    else {
      log.warn(
        `wpwlOptions.${key}: expected ${row.expected ?? row.read.expected}, got ${shown(value)}; using the default (${row.defaultText ?? shown(row.fallback)}).`,
      );
      out[key] = row.fallback;
    }
  }
  return out as unknown as WidgetOptions;
}
