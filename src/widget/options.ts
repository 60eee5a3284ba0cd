import { ADDRESS_KEYS, type AddressKey } from "../shared/billing-keys.ts";
import { isObj } from "../shared/guard-kit.ts";
import { IFRAME_STYLE_KEYS, STYLE_PROPERTIES, safeStyles } from "../shared/iframe-styles.ts";
import { log } from "./log.ts";
import { TARGET_NAME } from "./three-d-secure/navigate-target.ts";

export type Callback = (...args: never[]) => unknown;

/** Reads one option value: the parsed value, or INVALID. */
type Reader<T> = (v: unknown) => T | typeof INVALID;
const INVALID = Symbol("invalid");

const bool: Reader<boolean> = (v) => (v === true || v === "true" ? true : v === false || v === "false" ? false : INVALID);
const fn: Reader<Callback> = (v) => (typeof v === "function" ? (v as Callback) : INVALID);
const oneOf =
  <T extends string>(...values: T[]): Reader<T> =>
  (v) =>
    values.includes(v as T) ? (v as T) : INVALID;
const matching =
  (re: RegExp): Reader<string> =>
  (v) =>
    typeof v === "string" && re.test(v) ? v : INVALID;
/** An object of texts; entries that are not strings are dropped (each override falls back on its own). */
const strings: Reader<Record<string, string>> = (v) =>
  isObj(v) ? Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === "string")) : INVALID;

/** wpwlOptions.registrations: how the stored cards (one-click) show. */
export interface RegistrationOptions {
  /** A CVV field per stored card, required to pay with it; undefined (not given): the top-level requireCvv decides (stored-cards/stored-cards-cvv.ts). */
  readonly requireCvv: boolean | undefined;
  /** Only the stored cards at first; the other forms behind a "show other payment methods" button. */
  readonly hideInitialPaymentForms: boolean;
}
const REGISTRATION_DEFAULTS: RegistrationOptions = { requireCvv: undefined, hideInitialPaymentForms: false };
const registrations: Reader<RegistrationOptions> = (v) => {
  if (!isObj(v)) return INVALID;
  const out: Record<string, boolean | undefined> = { ...REGISTRATION_DEFAULTS };
  for (const key of Object.keys(REGISTRATION_DEFAULTS)) {
    if (v[key] === undefined) continue;
    const b = bool(v[key]);
    if (b === INVALID) return INVALID;
    out[key] = b;
  }
  return out as unknown as RegistrationOptions;
};

const windowName: Reader<string | undefined> = matching(TARGET_NAME);
const target = {
  read: windowName,
  expected: '"_top", "_self", "_parent" or the name of an iframe on the page',
  fallback: undefined,
} as const;
/** Brand ids, upper case: ["VISA", "MADA"] or "VISA MADA". */
const brandList: Reader<string[]> = (v) => {
  const list = typeof v === "string" ? v.split(/[\s,]+/) : v;
  return Array.isArray(list) && list.every((b) => typeof b === "string")
    ? list.map((b: string) => b.trim().toUpperCase()).filter((b) => /^[A-Z0-9_]{2,32}$/.test(b))
    : INVALID;
};
/** Placeholder styles per hosted field; unsafe or unknown CSS is dropped, with one message naming it. */
const frameStyles: Reader<FrameStyles> = (v) => {
  if (!isObj(v)) return INVALID;
  const out: { -readonly [K in keyof FrameStyles]: FrameStyles[K] } = {};
  const dropped: string[] = [];
  for (const [key, field] of Object.entries(IFRAME_STYLE_KEYS)) {
    const { styles, dropped: d } = safeStyles(v[key]);
    if (Object.keys(styles).length) out[field] = styles;
    dropped.push(...d.map((p) => `${key}.${p}`));
  }
  if (dropped.length) {
    log.warn(
      `wpwlOptions.iframeStyles: expected the properties ${STYLE_PROPERTIES.join(", ")} with plain values (no url() or var()), got ${dropped.join(", ")}; these are ignored.`,
    );
  }
  return out;
};

/** Prefill values of the billing address, by field; other keys are ignored. */
const address: Reader<Partial<Record<AddressKey, string>>> = (v) =>
  isObj(v)
    ? Object.fromEntries(
        ADDRESS_KEYS.filter((k) => typeof v[k] === "string" || typeof v[k] === "number").map((k) => [k, String(v[k]).slice(0, 100)]),
      )
    : INVALID;
/** Which billing fields the shopper must fill: `{ country: true, city: "true" }`. */
const mandatory: Reader<Partial<Record<AddressKey, boolean>>> = (v) =>
  isObj(v) ? Object.fromEntries(ADDRESS_KEYS.filter((k) => bool(v[k]) === true).map((k) => [k, true])) : INVALID;
/**
 * wpwlOptions.spinner: false hides it; an object (the spin.js options merchants pass) gives its
 * `color`: #hex or a colour name (other spin.js keys are ignored).
 */
const spinner: Reader<SpinnerOptions> = (v) => {
  const color = isObj(v) ? v.color : undefined;
  return typeof v === "boolean" || v === "false" || v === "true"
    ? { show: bool(v) === true }
    : !isObj(v)
      ? INVALID
      : color === undefined
        ? { show: true }
        : typeof color === "string" && /^(#[0-9a-fA-F]{3,8}|[a-zA-Z]{3,20})$/.test(color)
          ? { show: true, color }
          : INVALID;
};
/** A wallet's options object (merchant data passed through to the wallet; checked by the wallet code). */
const record: Reader<Record<string, unknown>> = (v) => (isObj(v) ? (v as Record<string, unknown>) : INVALID);

/** A merchant callback: called with the `this` and arguments listed in README "Options". */
const callback = { read: fn, expected: "a function", fallback: undefined } as const;

/**
 * The wpwlOptions this build understands: one row per option with its reader, what an integrator
 * should pass, and the default. Unknown keys are ignored; a bad value is reported once and
 * replaced by the default, so the widget never throws into the page.
 */
const OPTION_TABLE: {
  readonly [K in keyof WidgetOptions]: {
    read: Reader<WidgetOptions[K]>;
    expected: string;
    fallback: WidgetOptions[K];
    /** How the console names the default when `fallback` stands for "not given". */
    defaultText?: string;
  };
} = {
  style: { read: oneOf("card", "plain", "logos"), expected: '"card", "plain" or "logos"', fallback: "card" },
  locale: { read: matching(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/), expected: 'a language code such as "en" or "de-AT"', fallback: "en" },
  labels: { read: strings, expected: "an object of label texts", fallback: {} },
  errorMessages: { read: strings, expected: "an object of error texts", fallback: {} },
  showLabels: { read: bool, expected: "true or false", fallback: true },
  showPlaceholders: { read: bool, expected: "true or false", fallback: true },
  disableSubmitOnEnter: { read: bool, expected: "true or false", fallback: false },
  showCVVHint: { read: bool, expected: "true or false", fallback: false },
  maskCvv: { read: bool, expected: "true or false", fallback: false },
  numberFormatting: { read: bool, expected: "true or false", fallback: true },
  iframeStyles: { read: frameStyles, expected: 'an object such as { "card-number-placeholder": { color: "#555" } }', fallback: {} },
  autofocus: {
    read: oneOf("card.number", "card.expiryDate", "card.holder", "card.cvv"),
    expected: '"card.number", "card.expiryDate", "card.holder" or "card.cvv"',
    fallback: undefined,
  },
  // undefined: not given, which stored cards tell apart from true (stored-cards/stored-cards-cvv.ts); the card form asks.
  requireCvv: { read: bool, expected: "true or false", fallback: undefined, defaultText: "true" },
  allowEmptyCvv: { read: bool, expected: "true or false", fallback: false },
  allowEmptyCardHolderName: { read: bool, expected: "true or false", fallback: false },
  disableCardExpiryDateValidation: { read: bool, expected: "true or false", fallback: false },
  validation: { read: bool, expected: "true or false", fallback: true },
  brandDetection: { read: bool, expected: "true or false", fallback: true },
  brandDetectionPriority: { read: brandList, expected: 'a list of brands such as ["MADA", "VISA"]', fallback: [] },
  brandDetectionType: { read: oneOf("regex", "binlist"), expected: '"regex" or "binlist"', fallback: "regex" },
  billingAddress: { read: address, expected: 'an object such as { country: "DE", city: "Berlin" }', fallback: undefined },
  mandatoryBillingFields: { read: mandatory, expected: "an object such as { country: true, postcode: true }", fallback: {} },
  forceCardHolderEqualsBillingName: { read: bool, expected: "true or false", fallback: false },
  showTaxNumberField: { read: bool, expected: "true or false", fallback: false },
  showBirthDate: { read: bool, expected: "true or false", fallback: false },
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
  threeDIframeSize: { read: (v) => v, expected: "", fallback: undefined },
  paymentTarget: target,
  shopperResultTarget: target,
  onLoadThreeDIframe: callback,
  registrations: {
    read: registrations,
    expected: "{ requireCvv: true or false, hideInitialPaymentForms: true or false }",
    fallback: REGISTRATION_DEFAULTS,
  },
  onBeforeSubmitOneClickCard: callback,
  displayBic: { read: bool, expected: "true or false", fallback: false },
  inlineFlow: { read: brandList, expected: 'an array of brands such as ["PAYPAL", "STC_PAY"]', fallback: [] },
  onBeforeSubmitDirectDebit: callback,
  onBeforeSubmitOnlineTransfer: callback,
  onBeforeSubmitVirtualAccount: callback,
  onBeforeSubmitPrepayment: callback,
  applePay: { read: record, expected: "an object (README: Wallets)", fallback: {} },
  googlePay: { read: record, expected: "an object (README: Wallets)", fallback: {} },
  samsungPay: { read: record, expected: "an object (README: Wallets)", fallback: {} },
  createCheckout: callback,
  useSummaryPage: { read: bool, expected: "true or false", fallback: false },
  onSaveTransactionData: callback,
  enableSAQACompliance: { read: bool, expected: "true or false", fallback: false },
};

export interface WidgetOptions {
  style: "card" | "plain" | "logos";
  locale: string;
  labels: Record<string, string>;
  errorMessages: Record<string, string>;
  showLabels: boolean;
  showPlaceholders: boolean;
  disableSubmitOnEnter: boolean;
  showCVVHint: boolean;
  maskCvv: boolean;
  /** false: the card number shows without spaces. */
  numberFormatting: boolean;
  iframeStyles: FrameStyles;
  /** The field focused when the form is ready. */
  autofocus: "card.number" | "card.expiryDate" | "card.holder" | "card.cvv" | undefined;
  /**
   * false: no CVV field in the card form (and none sent). Given (true or false), it is also what
   * stored cards do unless registrations.requireCvv says otherwise; undefined: not given (the card form asks).
   */
  requireCvv: boolean | undefined;
  allowEmptyCvv: boolean;
  allowEmptyCardHolderName: boolean;
  /** true: the expiry only has to be a month and a year; the gateway still refuses an expired card. */
  disableCardExpiryDateValidation: boolean;
  /** false: no checks in the form; the gateway's answer marks the fields. */
  validation: boolean;
  /** false: the number does not choose the brand; the shopper does. */
  brandDetection: boolean;
  /** Which brand wins when a number belongs to several (co-badged cards): the first of this list that matches. */
  brandDetectionPriority: string[];
  /** "binlist": the number frame also asks the gateway's BIN table (README "Options"); "regex": the local prefix table only. */
  brandDetectionType: "regex" | "binlist";
  /** Shows the billing address fields, prefilled with these values. */
  billingAddress: Partial<Record<AddressKey, string>> | undefined;
  /** Billing fields the shopper must fill (shows the billing fields too). */
  mandatoryBillingFields: Partial<Record<AddressKey, boolean>>;
  /** First and last name fields instead of the holder: card.holder is "first last", sent as customer.givenName/surname too. */
  forceCardHolderEqualsBillingName: boolean;
  /** A required tax number field (sent as customer.identificationDocId with identificationDocType TAXSTATEMENT). */
  showTaxNumberField: boolean;
  /** A required birth date field (sent as customer.birthDate, yyyy-MM-dd). */
  showBirthDate: boolean;
  /** The spinner while a form loads and while a payment is under way: hidden, or its colour. */
  spinner: SpinnerOptions;
  onReady: Callback | undefined;
  onError: Callback | undefined;
  onReadyIframeCommunication: Callback | undefined;
  onFocusIframeCommunication: Callback | undefined;
  onBlurIframeCommunication: Callback | undefined;
  onBlurCardNumber: Callback | undefined;
  onBlurSecurityCode: Callback | undefined;
  onBlurExpiryDate: Callback | undefined;
  onBlurCardHolder: Callback | undefined;
  onChangeBrand: Callback | undefined;
  onDetectBrand: Callback | undefined;
  /** BIN-derived data only: `{ brands, type, country }`, never the BIN's digits. */
  onDetectBin: Callback | undefined;
  onBeforeSubmitCard: Callback | undefined;
  onAfterSubmit: Callback | undefined;
  registrations: RegistrationOptions;
  onBeforeSubmitOneClickCard: Callback | undefined;
  /** Size of the inline 3-D Secure iframe, as given: frameSizeOption() reads it when a challenge opens. */
  threeDIframeSize: unknown;
  /** Where the 3-D Secure challenge shows: inline (undefined), "_top", "_self", "_parent" or an iframe's name. */
  paymentTarget: string | undefined;
  /** Where the final navigation to shopperResultUrl lands: this window (undefined), "_top", "_parent" or a frame's name. */
  shopperResultTarget: string | undefined;
  onLoadThreeDIframe: Callback | undefined;
  /** Shows the BIC field in the SEPA direct debit form (without it, the IBAN's bank code goes out). */
  displayBic: boolean;
  /** Brands that show their inline form (virtual accounts) instead of only a button. */
  inlineFlow: string[];
  onBeforeSubmitDirectDebit: Callback | undefined;
  onBeforeSubmitOnlineTransfer: Callback | undefined;
  onBeforeSubmitVirtualAccount: Callback | undefined;
  onBeforeSubmitPrepayment: Callback | undefined;
  applePay: Record<string, unknown>;
  googlePay: Record<string, unknown>;
  samsungPay: Record<string, unknown>;
  createCheckout: Callback | undefined;
  /** Pay saves the card payment for the merchant's summary page; its server confirms it (README "Summary page"). */
  useSummaryPage: boolean;
  /** With useSummaryPage: called with the saved data (no card number) instead of the redirect to shopperResultUrl. */
  onSaveTransactionData: Callback | undefined;
  /** true: the expiry and the holder are hosted fields too (PCI DSS SAQ-A); the page never sees them. */
  enableSAQACompliance: boolean;
}

export interface SpinnerOptions {
  readonly show: boolean;
  readonly color?: string;
}

/** wpwlOptions.iframeStyles, sorted per hosted field and filtered: safe placeholder CSS only. */
export interface FrameStyles {
  readonly cardNumber?: Record<string, string>;
  readonly cvv?: Record<string, string>;
}

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
        `wpwlOptions.${key}: expected ${row.expected}, got ${shown(value)}; using the default (${row.defaultText ?? shown(row.fallback)}).`,
      );
      out[key] = row.fallback;
    }
  }
  return out as unknown as WidgetOptions;
}
