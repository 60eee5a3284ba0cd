import { describe, expect, it } from "vitest";
import { CARD_TYPES, COUNTRY_CODE } from "../../shared/bin-info.ts";
import { detectBrands, isCardBrand } from "../../shared/brands.ts";
import { cardNumberBrands, TEST_BINS, testBin } from "./test-bins.ts";
import { TEST_CARDS } from "./test-cards.ts";

const ROWS = TEST_BINS.map((b) => [b.bin, b.brands, b.type, b.country] as const);

describe("TEST_BINS", () => {
  it("has unique six-digit BINs", () => {
    expect(new Set(TEST_BINS.map((b) => b.bin)).size).toBe(TEST_BINS.length);
    for (const b of TEST_BINS) expect(b.bin).toMatch(/^\d{6}$/);
  });

  it.each(ROWS)("%s: brands %j the widget knows, type %s, country %s", (bin, brands, type, country) => {
    expect(brands.length).toBeGreaterThan(0);
    expect(brands.length).toBeLessThanOrEqual(2);
    for (const b of brands) expect(isCardBrand(b)).toBe(true);
    expect(CARD_TYPES).toContain(type);
    expect(country).toMatch(COUNTRY_CODE);
    expect(testBin(bin)?.brands).toEqual(brands);
    expect(testBin(`${bin}1234567890`)?.brands).toEqual(brands);
  });

  it.each(ROWS)("%s has a test card that pays (the first brand of %j)", (bin, brands) => {
    expect(TEST_CARDS.some((c) => c.number.startsWith(bin) && c.brand === brands[0])).toBe(true);
  });

  it("lists the co-badged cards the issue asks for: MADA+VISA, CARTEBANCAIRE+VISA and MAESTRO/MASTER", () => {
    const coBadged = TEST_BINS.filter((b) => b.brands.length > 1).map((b) => b.brands.join("+"));
    expect(coBadged).toEqual(expect.arrayContaining(["MADA+VISA", "CARTEBANCAIRE+VISA", "MAESTRO+MASTER"]));
  });

  it("knows BINs the prefix table gets wrong: the reason to ask the gateway", () => {
    const differs = TEST_BINS.filter((b) => detectBrands(b.bin).join() !== b.brands.join()).map((b) => b.bin);
    expect(differs).toEqual(["428671", "535110"]);
    expect(detectBrands("428671")).toEqual(["VISA"]);
    expect(detectBrands("535110")).toEqual(["MASTER"]);
  });

  it.each<[string, string[]]>([
    ["4286710000000001", ["MADA", "VISA"]],
    ["5351100000000002", ["MAESTRO", "MASTER"]],
    ["4464040000000007", ["MADA", "VISA"]],
    ["4111111111111111", ["VISA"]],
    ["6011000000000004", ["DISCOVER"]],
    ["42", ["VISA"]],
  ])("the brands of %s are %j (BIN table first, then the prefix table)", (number, brands) => {
    expect(cardNumberBrands(number)).toEqual(brands);
  });
});
