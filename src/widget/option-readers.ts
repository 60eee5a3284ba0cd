/**
 * The readers of wpwlOptions values (options.ts holds the table of options): each returns the
 * parsed value, or INVALID for the table to report and replace by the option's default. A reader
 * that keeps part of a value notes what it left out (`note`); the words are the module "diagnostics"'s.
 */
import { ADDRESS_KEYS, type AddressKey } from "../shared/billing-keys.ts";
import { isObj } from "../shared/guard-kit.ts";
import { IFRAME_STYLE_KEYS, safeStyles } from "../shared/iframe-styles.ts";
import { TARGET_NAME } from "./navigate-target.ts";
import type { NoteProblem } from "./setup-problems.ts";

export type Callback = (...args: never[]) => unknown;

/**
 * Reads one option value: the parsed value, or INVALID. A reader of a kind of value (`bool`, `oneOf`…)
 * says what an integrator should pass (`expected`), for the console's message; a table row may say it instead.
 */
export type Reader<T> = ((v: unknown, note: NoteProblem) => T | typeof INVALID) & { readonly expected?: string };
export const INVALID = Symbol("invalid");

const saying = <T>(expected: string, read: (v: unknown) => T | typeof INVALID): Reader<T> => Object.assign(read, { expected });
export const bool: Reader<boolean> = saying("true or false", (v) =>
  v === true || v === "true" ? true : v === false || v === "false" ? false : INVALID,
);
const fn: Reader<Callback> = saying("a function", (v) => (typeof v === "function" ? (v as Callback) : INVALID));
/** One of `values`; expected: "a", "b" or "c". */
export const oneOf = <T extends string>(...values: T[]): Reader<T> =>
  saying(
    values
      .map((x) => JSON.stringify(x))
      .join(", ")
      .replace(/, (?!.*, )/, " or "),
    (v) => (values.includes(v as T) ? (v as T) : INVALID),
  );
export const matching =
  (re: RegExp): Reader<string> =>
  (v) =>
    typeof v === "string" && re.test(v) ? v : INVALID;
/** An object of texts; entries that are not strings are dropped (each override falls back on its own). */
export const strings: Reader<Record<string, string>> = (v) =>
  isObj(v) ? Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === "string")) : INVALID;

/**
 * wpwlOptions.labels / errorMessages: `strings`, and a key the widget has no text for (a typo, another
 * widget's) is reported, not silently unused. An alias (the established widget's key for a text this
 * widget shows under another) stands in for its target when the page gives no target, unreported. An
 * established key in `honoured` has no text of its own here, but is shown when a page gives it.
 */
export const texts =
  (
    option: string,
    known: object,
    aliases: Readonly<Record<string, string>> = {},
    honoured: readonly string[] = [],
  ): Reader<Record<string, string>> =>
  (v, note) => {
    const out = strings(v, note);
    if (out !== INVALID)
      for (const [key, text] of Object.entries(out)) {
        if (Object.hasOwn(aliases, key)) out[aliases[key] as string] ??= text;
        else if (!Object.hasOwn(known, key) && !honoured.includes(key)) note({ kind: "unknownText", option, key });
      }
    return out;
  };

/** wpwlOptions.registrations: how the stored cards (one-click) show. */
export interface RegistrationOptions {
  /** A CVV field per stored card, required to pay with it; undefined (not given): the top-level requireCvv decides (stored-cards/stored-cards-cvv.ts). */
  readonly requireCvv: boolean | undefined;
  /** Only the stored cards at first; the other forms behind a "show other payment methods" button. */
  readonly hideInitialPaymentForms: boolean;
}
export const REGISTRATION_DEFAULTS: RegistrationOptions = { requireCvv: undefined, hideInitialPaymentForms: false };
export const registrations: Reader<RegistrationOptions> = (v, note) => {
  if (!isObj(v)) return INVALID;
  const out: Record<string, boolean | undefined> = { ...REGISTRATION_DEFAULTS };
  for (const key of Object.keys(REGISTRATION_DEFAULTS)) {
    if (v[key] === undefined) continue;
    const b = bool(v[key], note);
    if (b === INVALID) return INVALID;
    out[key] = b;
  }
  return out as unknown as RegistrationOptions;
};

const windowName: Reader<string | undefined> = matching(TARGET_NAME);
export const target = { read: windowName, fallback: undefined } as const;
/** Brand ids, upper case: ["VISA", "MADA"] or "VISA MADA". */
export const brandList: Reader<string[]> = (v) => {
  const list = typeof v === "string" ? v.split(/[\s,]+/) : v;
  return Array.isArray(list) && list.every((b) => typeof b === "string")
    ? list.map((b: string) => b.trim().toUpperCase()).filter((b) => /^[A-Z0-9_]{2,32}$/.test(b))
    : INVALID;
};
/** Placeholder styles per hosted field; unsafe or unknown CSS is dropped, with one message naming it. */
export const frameStyles: Reader<FrameStyles> = (v, note) => {
  if (!isObj(v)) return INVALID;
  const out: { -readonly [K in keyof FrameStyles]: FrameStyles[K] } = {};
  const dropped: string[] = [];
  for (const [key, field] of Object.entries(IFRAME_STYLE_KEYS)) {
    const { styles, dropped: d } = safeStyles(v[key]);
    if (Object.keys(styles).length) out[field] = styles;
    dropped.push(...d.map((p) => `${key}.${p}`));
  }
  if (dropped.length) note({ kind: "unsafeStyles", dropped });
  return out;
};

/** Prefill values of the billing address, by field; other keys are ignored. */
export const address: Reader<Partial<Record<AddressKey, string>>> = (v) =>
  isObj(v)
    ? Object.fromEntries(
        ADDRESS_KEYS.filter((k) => typeof v[k] === "string" || typeof v[k] === "number").map((k) => [k, String(v[k]).slice(0, 100)]),
      )
    : INVALID;
/** Which billing fields the shopper must fill: `{ country: true, city: "true" }`. */
export const mandatory: Reader<Partial<Record<AddressKey, boolean>>> = (v) =>
  isObj(v) ? Object.fromEntries(ADDRESS_KEYS.filter((k) => v[k] === true || v[k] === "true").map((k) => [k, true])) : INVALID;
/**
 * wpwlOptions.spinner: false hides it; an object (the spin.js options merchants pass) gives its
 * `color`: #hex or a colour name (other spin.js keys are ignored).
 */
export const spinner: Reader<SpinnerOptions> = (v) => {
  const color = isObj(v) ? v.color : undefined;
  return typeof v === "boolean" || v === "false" || v === "true"
    ? { show: v === true || v === "true" }
    : !isObj(v)
      ? INVALID
      : color === undefined
        ? { show: true }
        : typeof color === "string" && /^(#[0-9a-fA-F]{3,8}|[a-zA-Z]{3,20})$/.test(color)
          ? { show: true, color }
          : INVALID;
};
/** A wallet's options object (merchant data passed through to the wallet; checked by the wallet code). */
export const record: Reader<Record<string, unknown>> = (v) => (isObj(v) ? (v as Record<string, unknown>) : INVALID);

/** A merchant callback: called with the `this` and arguments listed in docs/integration.md "Options". */
export const callback = { read: fn, fallback: undefined } as const;

export interface SpinnerOptions {
  readonly show: boolean;
  readonly color?: string;
}

/** wpwlOptions.iframeStyles, sorted per hosted field and filtered: safe placeholder CSS only. */
export interface FrameStyles {
  readonly cardNumber?: Record<string, string>;
  readonly cvv?: Record<string, string>;
}
