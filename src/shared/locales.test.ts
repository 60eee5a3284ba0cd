import { describe, expect, it } from "vitest";
import { LOCALE_CODES, resolveLocale } from "./locales.ts";

describe("resolveLocale", () => {
  it.each([
    ["en", "en", "en", "ltr"],
    ["de", "de", "de", "ltr"],
    ["de-AT", "de", "de", "ltr"],
    ["de_CH", "de", "de", "ltr"],
    ["DE", "de", "de", "ltr"],
    ["ar-SA", "ar", "ar", "rtl"],
    ["ar", "ar", "ar", "rtl"],
    ["zh", "cn", "zh-CN", "ltr"],
    ["zh-CN", "cn", "zh-CN", "ltr"],
    ["cn", "cn", "zh-CN", "ltr"],
    ["da", "dk", "da", "ltr"],
    ["dk", "dk", "da", "ltr"],
    ["sv-SE", "se", "sv", "ltr"],
    ["el", "gr", "el", "ltr"],
    ["cs", "cz", "cs", "ltr"],
    ["nb", "no", "nb", "ltr"],
    ["nb-NO", "no", "nb", "ltr"],
    ["nn", "no", "nb", "ltr"],
    ["ja-JP", "ja", "ja", "ltr"],
    ["ko", "ko", "ko", "ltr"],
  ])("%s → %s (lang %s, %s)", (input, code, tag, dir) => {
    expect(resolveLocale(input)).toEqual({ code, tag, dir, known: true });
  });

  it.each([["xx"], ["klingon"], [""], ["e"], ["__proto__"], ["constructor"], ["toString"]])("%j falls back to English", (input) => {
    expect(resolveLocale(input)).toEqual({ code: "en", tag: "en", dir: "ltr", known: false });
  });

  it("knows the 25 languages of the specification", () => {
    expect(LOCALE_CODES).toHaveLength(25);
    for (const code of LOCALE_CODES) expect(resolveLocale(code).code).toBe(code);
  });
});
