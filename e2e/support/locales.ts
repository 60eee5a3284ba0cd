import { readFileSync } from "node:fs";
import { fill, formatAmount } from "../../src/shared/amount.ts";
import { LOCALE_CODES, type LocaleCode, resolveLocale } from "../../src/shared/locales.ts";

export interface LocaleFile {
  labels: Record<string, string>;
  errorMessages: Record<string, string>;
}

export function localeFile(code: LocaleCode): LocaleFile {
  return JSON.parse(readFileSync(new URL(`../../locales/${code}.json`, import.meta.url), "utf8")) as LocaleFile;
}

/** The pay button's text for the demo's EUR 49.99 order: labels of one language, amount formatted for another. */
export function payLabel(code: LocaleCode, formatFor: LocaleCode = code, amount = "49.99", currency = "EUR"): string {
  return fill(localeFile(code).labels.payAmount ?? "", { amount: formatAmount(amount, currency, resolveLocale(formatFor).tag) });
}

export { LOCALE_CODES, resolveLocale };
