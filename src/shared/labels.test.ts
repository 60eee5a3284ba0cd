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
    expect(Object.keys(merged.labels)).toEqual(Object.keys(EN_STRINGS.labels));
  });

  it("applies errorMessages overrides the same way", () => {
    expect(mergeStrings(de, { errorMessages: { cvvError: "Check the code" } }).errorMessages.cvvError).toBe("Check the code");
    expect(mergeStrings(de, {}).errorMessages.cvvError).toBe("Ungültige Prüfnummer");
  });
});
