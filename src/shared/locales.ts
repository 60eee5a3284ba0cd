/**
 * The 25 label languages (spec 4.1.3) under the widget's own codes, the ISO codes they answer to,
 * and what the page needs to know of each: its BCP 47 tag (lang attribute, number formats) and
 * writing direction.
 */
export const LOCALE_TABLE = Object.freeze({
  en: { tag: "en", dir: "ltr" },
  de: { tag: "de", dir: "ltr" },
  fr: { tag: "fr", dir: "ltr" },
  es: { tag: "es", dir: "ltr" },
  it: { tag: "it", dir: "ltr" },
  nl: { tag: "nl", dir: "ltr" },
  dk: { tag: "da", dir: "ltr" },
  fi: { tag: "fi", dir: "ltr" },
  se: { tag: "sv", dir: "ltr" },
  tr: { tag: "tr", dir: "ltr" },
  ja: { tag: "ja", dir: "ltr" },
  sl: { tag: "sl", dir: "ltr" },
  pt: { tag: "pt", dir: "ltr" },
  pl: { tag: "pl", dir: "ltr" },
  cz: { tag: "cs", dir: "ltr" },
  hu: { tag: "hu", dir: "ltr" },
  bg: { tag: "bg", dir: "ltr" },
  ro: { tag: "ro", dir: "ltr" },
  ru: { tag: "ru", dir: "ltr" },
  cn: { tag: "zh-CN", dir: "ltr" },
  gr: { tag: "el", dir: "ltr" },
  no: { tag: "nb", dir: "ltr" },
  sk: { tag: "sk", dir: "ltr" },
  ar: { tag: "ar", dir: "rtl" },
  ko: { tag: "ko", dir: "ltr" },
} as const);

export type LocaleCode = keyof typeof LOCALE_TABLE;
export const LOCALE_CODES = Object.keys(LOCALE_TABLE) as LocaleCode[];

/** ISO 639-1 codes that differ from the widget's own. */
const ALIASES: Readonly<Record<string, LocaleCode>> = { da: "dk", sv: "se", el: "gr", zh: "cn", cs: "cz", nb: "no", nn: "no" };

export interface ResolvedLocale {
  readonly code: LocaleCode;
  readonly tag: string;
  readonly dir: "ltr" | "rtl";
  /** False when the input named no language we have, and English stands in. */
  readonly known: boolean;
}

/** "de", "de-AT", "de_AT", "DA", "zh-CN", "nb-NO" → one of the 25; anything else → English, known = false. */
export function resolveLocale(input: string): ResolvedLocale {
  const language = input.trim().toLowerCase().split(/[-_]/)[0] ?? "";
  const code = Object.hasOwn(LOCALE_TABLE, language)
    ? (language as LocaleCode)
    : Object.hasOwn(ALIASES, language)
      ? ALIASES[language]
      : undefined;
  const c = code ?? "en";
  return { code: c, tag: LOCALE_TABLE[c].tag, dir: LOCALE_TABLE[c].dir, known: code !== undefined };
}
