import { EN_STRINGS } from "../shared/labels.ts";
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
import type { SetupProblem } from "./setup-problems.ts";
import type { WidgetOptions } from "./widget-options.ts";

export type { Callback, FrameStyles, RegistrationOptions, SpinnerOptions } from "./option-readers.ts";
export type { WidgetOptions } from "./widget-options.ts";

/**
 * The wpwlOptions this build understands: one row per option with its reader and the default. An
 * unknown key is reported and ignored; a bad value is reported once and replaced by the default, so the
 * widget never throws into the page. What each option takes, in words, is in the module "diagnostics"
 * (diagnostics/setup-report.ts), which only a page with a problem loads.
 */
export const OPTION_TABLE: {
  readonly [K in keyof WidgetOptions]: {
    read: Reader<WidgetOptions[K]>;
    fallback: WidgetOptions[K];
  };
} = {
  style: { read: oneOf("card", "plain", "logos"), fallback: "card" },
  locale: { read: matching(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/), fallback: "en" },
  labels: { read: texts("labels", EN_STRINGS.labels), fallback: {} },
  // One expiry message here (expiryMonthError) for what the established widget splits in two; pages set both.
  // givenNameError / surNameError, the established widget's messages of the name fields, are shown there when given.
  errorMessages: {
    read: texts("errorMessages", EN_STRINGS.errorMessages, { expiryYearError: "expiryMonthError" }, ["givenNameError", "surNameError"]),
    fallback: {},
  },
  showLabels: { read: bool, fallback: true },
  showPlaceholders: { read: bool, fallback: true },
  disableSubmitOnEnter: { read: bool, fallback: false },
  keepPayButtonEnabled: { read: bool, fallback: false },
  showCVVHint: { read: bool, fallback: false },
  maskCvv: { read: bool, fallback: false },
  numberFormatting: { read: bool, fallback: true },
  iframeStyles: { read: frameStyles, fallback: {} },
  autofocus: { read: oneOf("card.number", "card.expiryDate", "card.holder", "card.cvv"), fallback: undefined },
  // undefined: not given, which stored cards tell apart from true (stored-cards/stored-cards-cvv.ts); the card form asks.
  requireCvv: { read: bool, fallback: undefined },
  allowEmptyCvv: { read: bool, fallback: false },
  // Default true: the established widget evidently pays with an empty holder (merchants hide and clear
  // it, or write their own empty-holder check in onBeforeSubmitCard); false makes the holder required.
  allowEmptyCardHolderName: { read: bool, fallback: true },
  disableCardExpiryDateValidation: { read: bool, fallback: false },
  validation: { read: bool, fallback: true },
  brandDetection: { read: bool, fallback: true },
  brandDetectionPriority: { read: brandList, fallback: [] },
  brandDetectionType: { read: oneOf("regex", "binlist"), fallback: "regex" },
  billingAddress: { read: address, fallback: undefined },
  mandatoryBillingFields: { read: mandatory, fallback: {} },
  forceCardHolderEqualsBillingName: { read: bool, fallback: false },
  showTaxNumberField: { read: bool, fallback: false },
  showBirthDate: { read: bool, fallback: false },
  spinner: { read: spinner, fallback: { show: true } },
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
    fallback: REGISTRATION_DEFAULTS,
  },
  onBeforeSubmitOneClickCard: callback,
  // Its threeDChallengeWindow is read where the card payment is made (card/pay-params.ts): not on the critical path.
  browser: { read: record, fallback: {} },
  displayBic: { read: bool, fallback: false },
  inlineFlow: { read: brandList, fallback: [] },
  onBeforeSubmitDirectDebit: callback,
  onBeforeSubmitOnlineTransfer: callback,
  onBeforeSubmitVirtualAccount: callback,
  onBeforeSubmitPrepayment: callback,
  applePay: { read: record, fallback: {} },
  googlePay: { read: record, fallback: {} },
  samsungPay: { read: record, fallback: {} },
  createCheckout: callback,
  useSummaryPage: { read: bool, fallback: false },
  onSaveTransactionData: callback,
  enableSAQACompliance: { read: bool, fallback: false },
};

/** The wpwlOptions keys that hold merchant callbacks. */
export type CallbackName = { [K in keyof WidgetOptions]: WidgetOptions[K] extends Callback | undefined ? K : never }[keyof WidgetOptions];

/**
 * Reads wpwlOptions (window.wpwlOptions or a global let/const of that name) once, at mount. What it
 * found wrong goes to `report` in one list (nothing when all is well), in the order it was found.
 */
export function parseOptions(raw: unknown, report: (problems: SetupProblem[]) => void): WidgetOptions {
  const problems: SetupProblem[] = [];
  const note = (p: SetupProblem) => problems.push(p);
  const source = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {};
  if (raw !== undefined && source !== raw) note({ kind: "notObject", value: raw });
  const out: Record<string, unknown> = {};
  // An option this widget does not know (a typo, another widget's) is named, not silently unused.
  for (const key of Object.keys(source)) if (!Object.hasOwn(OPTION_TABLE, key)) note({ kind: "unknown", key });
  for (const [key, row] of Object.entries(OPTION_TABLE)) {
    const value = source[key];
    const parsed = value === undefined ? INVALID : (row.read as Reader<unknown>)(value, note);
    if (value !== undefined && parsed === INVALID)
      note({ kind: "invalid", key, value, fallback: row.fallback, expected: row.read.expected });
    out[key] = parsed === INVALID ? row.fallback : parsed;
  }
  if (problems.length) report(problems);
  return out as unknown as WidgetOptions;
}
