import { isObj } from "../shared/guard-kit.ts";
import { log } from "./log.ts";

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
  readonly [K in keyof WidgetOptions]: { read: Reader<WidgetOptions[K]>; expected: string; fallback: WidgetOptions[K] };
} = {
  style: { read: oneOf("card", "plain", "logos"), expected: '"card", "plain" or "logos"', fallback: "card" },
  locale: { read: matching(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/), expected: 'a language code such as "en" or "de-AT"', fallback: "en" },
  labels: { read: strings, expected: "an object of label texts", fallback: {} },
  errorMessages: { read: strings, expected: "an object of error texts", fallback: {} },
  showLabels: { read: bool, expected: "true or false", fallback: true },
  showPlaceholders: { read: bool, expected: "true or false", fallback: true },
  disableSubmitOnEnter: { read: bool, expected: "true or false", fallback: false },
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
  onBeforeSubmitCard: callback,
  onAfterSubmit: callback,
  applePay: { read: record, expected: "an object (README: Wallets)", fallback: {} },
  googlePay: { read: record, expected: "an object (README: Wallets)", fallback: {} },
  samsungPay: { read: record, expected: "an object (README: Wallets)", fallback: {} },
  createCheckout: callback,
};

export interface WidgetOptions {
  style: "card" | "plain" | "logos";
  locale: string;
  labels: Record<string, string>;
  errorMessages: Record<string, string>;
  showLabels: boolean;
  showPlaceholders: boolean;
  disableSubmitOnEnter: boolean;
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
  onBeforeSubmitCard: Callback | undefined;
  onAfterSubmit: Callback | undefined;
  applePay: Record<string, unknown>;
  googlePay: Record<string, unknown>;
  samsungPay: Record<string, unknown>;
  createCheckout: Callback | undefined;
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
      log.warn(`wpwlOptions.${key}: expected ${row.expected}, got ${shown(value)}; using the default (${shown(row.fallback)}).`);
      out[key] = row.fallback;
    }
  }
  return out as unknown as WidgetOptions;
}
