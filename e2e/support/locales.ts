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

/** The pay button's text in a language: its "Pay now" (labels.submit), as on the established widget. */
export function payLabel(code: LocaleCode): string {
  return localeFile(code).labels.submit ?? "";
}

/** A merchant's labels.submit with {amount}, for the demo's EUR 49.99 order, the amount formatted for a language. */
export function amountLabel(template: string, formatFor: LocaleCode, amount = "49.99", currency = "EUR"): string {
  return fill(template, { amount: formatAmount(amount, currency, resolveLocale(formatFor).tag) });
}

export { LOCALE_CODES, resolveLocale };
