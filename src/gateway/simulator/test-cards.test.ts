import { describe, expect, it } from "vitest";
import { cardBrand } from "../../shared/brands.ts";
import { luhnValid } from "../../shared/luhn.ts";
import { RESULT_CODE_FORMAT } from "../../shared/result-codes.ts";
import { cardNumberBrands } from "./test-bins.ts";
import { TEST_CARDS, testCard, UNKNOWN_CARD_CODE } from "./test-cards.ts";

const ROWS = TEST_CARDS.map((c) => [c.number, c.brand, c.code] as const);

describe("TEST_CARDS", () => {
  it("has unique numbers", () => {
    expect(new Set(TEST_CARDS.map((c) => c.number)).size).toBe(TEST_CARDS.length);
  });

  it.each(ROWS)("%s is a Luhn-valid %s card", (number, brand) => {
    expect(luhnValid(number)).toBe(true);
    // The BIN table's first brand, else the prefix table's (shared/brands.ts).
    expect(cardNumberBrands(number)[0]).toBe(brand);
    expect(cardBrand(brand)?.lengths).toContain(number.length);
  });

  it.each(ROWS)("%s (%s) answers with a well-formed result code %s", (number, _brand, code) => {
    expect(code).toMatch(RESULT_CODE_FORMAT);
    expect(testCard(number)?.code).toBe(code);
  });

  it("answers undefined for a card that is not in the table", () => {
    expect(testCard("4111111111111111")).toBeUndefined();
    expect(UNKNOWN_CARD_CODE).toMatch(RESULT_CODE_FORMAT);
  });
});
