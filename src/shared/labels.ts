import en from "../../locales/en.json";

/** The label and error-message keys every locale file defines (English is the reference). */
export type Labels = typeof en.labels;
export type ErrorMessages = typeof en.errorMessages;
export type LabelKey = keyof Labels;
export type ErrorMessageKey = keyof ErrorMessages;
export interface Strings {
  readonly labels: Labels;
  readonly errorMessages: ErrorMessages;
}

export const EN_STRINGS: Strings = en;

/**
 * Fallback order: merchant overrides (wpwlOptions.labels / errorMessages), then the locale, then English.
 * English is the prototype of the result, not copied into it: an on-demand module adds the English
 * texts only it shows when it loads (widget/modules/define-module.ts), and strings merged before then
 * see them.
 */
export function mergeStrings(
  locale: { labels?: Record<string, unknown>; errorMessages?: Record<string, unknown> },
  overrides: { labels?: Record<string, string>; errorMessages?: Record<string, string> },
): Strings {
  const pick = <T extends object>(base: T, ...layers: (Record<string, unknown> | undefined)[]): T => {
    const out = Object.create(base) as Record<string, string>;
    for (const layer of layers) {
      for (const key of Object.keys(base)) {
        const v = layer?.[key];
        if (typeof v === "string" && v !== "") out[key] = v;
      }
    }
    return out as T;
  };
  return {
    labels: pick(en.labels, locale.labels, overrides.labels),
    errorMessages: pick(en.errorMessages, locale.errorMessages, overrides.errorMessages),
  };
}
