import { describe, expect, it } from "vitest";
import { coBadgedChoice, preferredBrand } from "./brand-choice.ts";

describe("co-badged cards: which brand pays", () => {
  it.each([
    [
      ["MADA", "VISA"],
      ["MADA", "VISA"],
    ],
    [
      ["CARTEBANCAIRE", "MASTER"],
      ["CARTEBANCAIRE", "MASTER"],
    ],
    [["VISA"], []],
    [["AMEX", "DINERS"], []],
    [["MADA"], []],
    [[], []],
  ])("%j offers the choice %j", (candidates, choice) => {
    expect(coBadgedChoice(candidates)).toEqual(choice);
  });

  // brandDetectionType "binlist": the BIN table says the card has several brands, whatever they are.
  it.each<[string[], string[], string[]]>([
    [
      ["MAESTRO", "MASTER"],
      ["MAESTRO", "MASTER"],
      ["MAESTRO", "MASTER"],
    ],
    [
      ["MADA", "VISA"],
      ["MADA", "VISA"],
      ["MADA", "VISA"],
    ],
    [["VISA"], ["MADA", "VISA"], []],
    [["MASTER"], ["MASTER"], []],
    [["AMEX", "DINERS"], [], []],
  ])("%j with the BIN's brands %j offers the choice %j", (candidates, binBrands, choice) => {
    expect(coBadgedChoice(candidates, { brands: binBrands })).toEqual(choice);
  });

  it.each([
    [["MADA", "VISA"], [], undefined, "MADA"],
    [["MADA", "VISA"], ["VISA"], undefined, "VISA"],
    [["MADA", "VISA"], ["MASTER", "VISA", "MADA"], undefined, "VISA"],
    [["MADA", "VISA"], ["VISA"], "MADA", "MADA"],
    [["VISA"], ["MASTER"], "MADA", "VISA"],
    [["CARTEBANCAIRE", "VISA"], ["AMEX"], undefined, "CARTEBANCAIRE"],
    [[], ["VISA"], undefined, undefined],
    // A variant the shopper picked stands while its base brand is detected (Visa Debit on a Visa number).
    [["VISA"], [], "VISADEBIT", "VISADEBIT"],
    [["MASTER"], [], "VISADEBIT", "MASTER"],
  ])("%j with priority %j and the shopper's choice %j: %s", (candidates, priority, chosen, brand) => {
    expect(preferredBrand(candidates, priority, chosen)).toBe(brand);
  });
});
