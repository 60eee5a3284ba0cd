import { describe, expect, it } from "vitest";
import { EN_STRINGS, mergeStrings } from "./labels.ts";

describe("mergeStrings", () => {
  const de = { labels: { cardNumber: "Kartennummer", cvv: "Prüfnummer" }, errorMessages: { cvvError: "Ungültige Prüfnummer" } };

  it.each([
    ["English when nothing else is given", {}, {}, "cardNumber", "Card Number"],
    ["the locale over English", de, {}, "cardNumber", "Kartennummer"],
    ["the merchant's label over the locale", de, { labels: { cardNumber: "Your card" } }, "cardNumber", "Your card"],
    ["English for a key the locale lacks", de, {}, "cardHolder", "Card holder"],
    ["the locale when the merchant's value is empty", de, { labels: { cvv: "" } }, "cvv", "Prüfnummer"],
    ["the locale when the merchant's value is not a string", de, { labels: { cvv: 7 as unknown as string } }, "cvv", "Prüfnummer"],
  ])("uses %s", (_name, locale, overrides, key, expected) => {
    expect(mergeStrings(locale, overrides).labels[key as keyof typeof EN_STRINGS.labels]).toBe(expected);
  });

  it("ignores keys that are not labels", () => {
    const merged = mergeStrings({ labels: { __proto__: "x", bogus: "y" } as Record<string, unknown> }, { labels: { other: "z" } });
    expect(Object.keys(merged.labels)).toEqual([]);
    expect("bogus" in merged.labels || "other" in merged.labels).toBe(false);
    expect(Object.getPrototypeOf(merged.labels)).toBe(EN_STRINGS.labels);
    for (const [key, text] of Object.entries(EN_STRINGS.labels)) expect(merged.labels[key as keyof typeof EN_STRINGS.labels]).toBe(text);
  });

  it("shows English a module adds after the merge (the widget's bundle leaves a module's texts empty)", () => {
    const english = EN_STRINGS.errorMessages as Record<string, string>;
    const text = english.ibanError;
    english.ibanError = "";
    try {
      const merged = mergeStrings({}, {});
      const german = mergeStrings({ errorMessages: { ibanError: "Ungültige IBAN" } }, {});
      expect(merged.errorMessages.ibanError).toBe("");
      english.ibanError = text ?? "";
      expect(merged.errorMessages.ibanError).toBe("Invalid IBAN");
      expect(german.errorMessages.ibanError).toBe("Ungültige IBAN");
    } finally {
      english.ibanError = text ?? "";
    }
  });

  it("applies errorMessages overrides the same way", () => {
    expect(mergeStrings(de, { errorMessages: { cvvError: "Check the code" } }).errorMessages.cvvError).toBe("Check the code");
    expect(mergeStrings(de, {}).errorMessages.cvvError).toBe("Ungültige Prüfnummer");
  });
});
