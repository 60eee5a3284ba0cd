import { describe, expect, it } from "vitest";
import { CARD_TYPES, COUNTRY_CODE } from "../../shared/bin-info.ts";
import { CARD_BRANDS, detectBrands, isCardBrand } from "../../shared/brands.ts";
import { BRAND_PREFIX_DIGITS, cardNumberBrands, TEST_BINS, testBin } from "./test-bins.ts";
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

describe("cardNumberBrands, worked out once per prefix", () => {
  /** The same answer without the prefix table: the BIN table's brands, then the brand table's. */
  const direct = (n: string) => [...new Set([...(testBin(n)?.brands ?? []), ...detectBrands(n)])];
  // The test cards; every range bound of every brand, and a number just outside it; spread and short-prefixed numbers.
  const numbers = [
    ...TEST_CARDS.map((c) => c.number),
    ...TEST_BINS.map((b) => `${b.bin}0000000000`),
    ...CARD_BRANDS.flatMap((b) =>
      b.ranges.flatMap(([from, to]) => [
        from.padEnd(16, "0"),
        to.padEnd(16, "9"),
        `${Number(from) - 1}`.padEnd(16, "9"),
        `${Number(to) + 1}`.padEnd(16, "0"),
      ]),
    ),
    ...Array.from({ length: 2000 }, (_, i) => String(1_000_000_000_000_000n + BigInt(i) * 4_503_599_627_370_496n).slice(0, 12 + (i % 8))),
    ...Array.from({ length: 100 }, (_, i) => `${i}`.padEnd(16, "7")),
  ];

  it("decides on enough digits: the BIN and every brand range", () => {
    expect(BRAND_PREFIX_DIGITS).toBeGreaterThanOrEqual(6);
  });

  it.each([["once"], ["again, from what it kept"]])("answers as the tables do, %s", () => {
    for (const n of numbers) expect([n, cardNumberBrands(n)]).toEqual([n, direct(n)]);
  });

  it("answers short or malformed input as the tables do, without keeping it", () => {
    for (const n of ["", "4", "42000", "4200 0000 0000 0000", "42000000000000x0"]) expect(cardNumberBrands(n)).toEqual(direct(n));
  });

  it("gives each caller its own list", () => {
    const a = cardNumberBrands("4200000000000000");
    a.push("X");
    expect(cardNumberBrands("4200000000000000")).toEqual(["VISA"]);
  });
});
