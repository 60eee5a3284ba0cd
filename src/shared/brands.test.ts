import { describe, expect, it } from "vitest";
import { CARD_BRAND_NAMES } from "./brand-names.ts";
import { CO_BADGED, isCardBrand as isNamedCardBrand, VARIANT_OF } from "./brand-relations.ts";
import { amongCandidates, CARD_BRANDS, cardBrand, detectBrands, isCardBrand, prefixScore } from "./brands.ts";

const ALL_IDS = CARD_BRANDS.map((b) => b.id);

/** One row per brand: a sample prefix of that brand and what detectBrands makes of it (on a page offering `allowed`). */
const BRAND_ROWS: readonly [id: string, prefix: string, detected: string[], allowed?: string[]][] = [
  ["VISA", "4200", ["VISA"]],
  ["MASTER", "5454", ["MASTER"]],
  ["AMEX", "3777", ["AMEX"]],
  ["DINERS", "3622", ["DINERS"]],
  ["DISCOVER", "6011", ["DISCOVER"]],
  ["JCB", "3530", ["JCB"]],
  ["MAESTRO", "5018", ["MAESTRO"]],
  ["UNIONPAY", "6200", ["UNIONPAY"]],
  ["MADA", "4464040000000007", ["MADA", "VISA"]],
  ["CARTEBANCAIRE", "4035501000000008", ["CARTEBANCAIRE", "VISA"]],
  ["VISAELECTRON", "4917300800000000", ["VISAELECTRON", "VISA"]],
  // Variants: detected only where their base brand is not offered.
  ["VISADEBIT", "4200", ["VISADEBIT"], ["VISADEBIT", "MASTER"]],
  ["MASTERDEBIT", "5454", ["MASTERDEBIT"], ["VISA", "MASTERDEBIT"]],
  ["ALIA", "3600", ["ALIA"], ["ALIA"]],
  ["ALIADEBIT", "3600", ["ALIADEBIT"], ["ALIADEBIT", "AMEX"]],
];

describe("CARD_BRANDS", () => {
  it("has one sample row per brand in this test", () => {
    expect(BRAND_ROWS.map(([id]) => id).sort()).toEqual([...ALL_IDS].sort());
  });

  it("has unique ids", () => {
    expect(new Set(ALL_IDS).size).toBe(ALL_IDS.length);
  });

  it.each(CARD_BRANDS.map((b) => [b.id, b] as const))("%s row is well-formed", (_id, b) => {
    expect(Object.isFrozen(b)).toBe(true);
    expect(b.lengths.length).toBeGreaterThan(0);
    expect([...b.lengths].sort((x, y) => x - y)).toEqual(b.lengths);
    expect([3, 4]).toContain(b.cvcLength);
    for (const [from, to] of b.ranges) {
      expect(from).toMatch(/^\d+$/);
      expect(to.length).toBe(from.length);
      expect(from <= to).toBe(true);
    }
    for (const gap of b.gaps) expect(gap).toBeLessThan(Math.max(...b.lengths));
  });
});

describe("detectBrands", () => {
  it.each(BRAND_ROWS)("%s: %s → %j", (_id, prefix, detected, allowed) => {
    expect(detectBrands(prefix, allowed)).toEqual(detected);
  });

  it.each<[string, string, string[] | undefined, string[]]>([
    ["a variant is not detected where its base brand is offered", "4200", ["VISA", "VISADEBIT"], ["VISA"]],
    ["nor without an allowed list", "5454", undefined, ["MASTER"]],
    ["a narrow brand waits for its whole prefix", "491", ["VISA", "VISAELECTRON"], ["VISA"]],
    ["and then comes first", "4917", ["VISA", "VISAELECTRON"], ["VISAELECTRON", "VISA"]],
    ["a narrow brand alone on the page", "4917300800000000", ["VISAELECTRON"], ["VISAELECTRON"]],
    ["a Visa number is no Visa Electron", "4200", ["VISAELECTRON"], []],
  ])("%s (%s, %j)", (_name, digits, allowed, expected) => {
    expect(detectBrands(digits, allowed)).toEqual(expected);
  });

  it.each([
    // every prefix range, both ends
    ["4", ["VISA"]],
    ["51", ["MASTER"]],
    ["55", ["MASTER"]],
    ["2221", ["MASTER"]],
    ["2720", ["MASTER"]],
    ["34", ["AMEX"]],
    ["37", ["AMEX"]],
    ["300", ["DINERS"]],
    ["305", ["DINERS"]],
    ["36", ["DINERS"]],
    ["38", ["DINERS"]],
    ["39", ["DINERS"]],
    ["6011", ["DISCOVER"]],
    ["644", ["DISCOVER"]],
    ["649", ["DISCOVER"]],
    ["65", ["DISCOVER"]],
    ["3528", ["JCB"]],
    ["3589", ["JCB"]],
    ["5020", ["MAESTRO"]],
    ["5038", ["MAESTRO"]],
    ["5893", ["MAESTRO"]],
    ["6304", ["MAESTRO"]],
    ["6759", ["MAESTRO"]],
    ["6761", ["MAESTRO"]],
    ["6763", ["MAESTRO"]],
    ["6799", ["MAESTRO"]],
    ["62", ["UNIONPAY"]],
    ["440647", ["MADA", "VISA"]],
    ["468543", ["MADA", "VISA"]],
    ["529741", ["MADA", "MASTER"]],
    ["588845", ["MADA"]],
    ["968211", ["MADA"]],
    ["403550", ["CARTEBANCAIRE", "VISA"]],
    ["513100", ["CARTEBANCAIRE", "MASTER"]],
  ])("range boundary %s → %j", (digits, detected) => {
    expect(detectBrands(digits)).toEqual(detected);
  });

  it.each([["2220"], ["2721"], ["56"], ["306"], ["3527"], ["3590"], ["6012"], ["643"], ["6760"], ["6764"], ["5019"]])(
    "just outside a range %s → []",
    (digits) => {
      expect(detectBrands(digits)).toEqual([]);
    },
  );

  it.each([
    ["2", ["MASTER"]],
    ["3", ["JCB", "DINERS", "AMEX"]],
    ["4", ["VISA"]],
    ["5", ["MAESTRO", "MASTER"]],
    ["6", ["DISCOVER", "MAESTRO", "UNIONPAY"]],
    ["30", ["DINERS"]],
    ["35", ["JCB"]],
    ["50", ["MAESTRO"]],
    ["58", ["MAESTRO"]],
    ["60", ["DISCOVER"]],
    ["63", ["MAESTRO"]],
    ["64", ["DISCOVER"]],
    ["67", ["MAESTRO"]],
    ["222", ["MASTER"]],
    ["1", []],
    ["0", []],
    ["7", []],
    ["8", []],
    ["9", []],
    ["44640", ["VISA"]],
    ["96820", []],
    ["4200000000000000", ["VISA"]],
    ["5454545454545454", ["MASTER"]],
  ])("partial input %s → candidates %j, most specific first", (digits, detected) => {
    expect(detectBrands(digits)).toEqual(detected);
  });

  it.each([
    ["5", ["VISA", "MASTER"], ["MASTER"]],
    ["5", ["MAESTRO"], ["MAESTRO"]],
    ["5", ["VISA"], []],
    ["3", ["AMEX", "VISA"], ["AMEX"]],
    ["6", ["UNIONPAY", "DISCOVER"], ["DISCOVER", "UNIONPAY"]],
    ["4200", ["MASTER", "AMEX"], []],
    ["4200", ["VISA"], ["VISA"]],
    ["4200", [], []],
    ["4200", ["visa"], []],
  ])("%s with allowed %j → %j", (digits, allowed, detected) => {
    expect(detectBrands(digits, allowed)).toEqual(detected);
  });

  it("without an allowed list considers every brand", () => {
    expect(detectBrands("5", undefined)).toEqual(detectBrands("5", ALL_IDS));
  });

  it.each([[""], ["abc"], ["4a"], ["4200 0000"], ["4200-0000"], [" 4"], ["-4"], ["4.2"], ["\uff14"]])(
    "non-digit input %j → []",
    (input) => {
      expect(detectBrands(input)).toEqual([]);
    },
  );
});

describe("prefixScore", () => {
  it.each([
    ["VISA", "4", 1],
    ["VISA", "4200000000000000", 1],
    ["VISA", "5", -1],
    ["VISA", "", -1],
    ["MASTER", "5", 2],
    ["MASTER", "54", 2],
    ["MASTER", "2", 4],
    ["MASTER", "2500", 4],
    ["MASTER", "56", -1],
    ["DINERS", "3", 3],
    ["DINERS", "36", 2],
    ["DINERS", "301", 3],
    ["MAESTRO", "6", 4],
    ["MAESTRO", "5", 4],
    ["JCB", "3", 4],
    ["AMEX", "3", 2],
  ])("%s scores %s as %i", (id, digits, score) => {
    const b = cardBrand(id);
    if (!b) throw new Error(`no brand ${id}`);
    expect(prefixScore(b, digits)).toBe(score);
  });
});

describe("cardBrand / isCardBrand", () => {
  it.each(ALL_IDS.map((id) => [id]))("%s is known", (id) => {
    expect(cardBrand(id)?.id).toBe(id);
    expect(isCardBrand(id)).toBe(true);
  });

  it.each([["visa"], [""], ["PAYPAL"], ["__proto__"], ["toString"]])("%j is unknown", (id) => {
    expect(cardBrand(id)).toBeUndefined();
    expect(isCardBrand(id)).toBe(false);
  });
});

describe("amongCandidates", () => {
  it.each<[string, string[], boolean]>([
    ["VISA", ["VISA"], true],
    ["VISADEBIT", ["VISA"], true],
    ["MASTERDEBIT", ["MASTER", "MAESTRO"], true],
    ["ALIA", ["DINERS"], true],
    ["VISADEBIT", ["MASTER"], false],
    ["VISAELECTRON", ["VISA"], false],
    ["MASTER", ["VISA"], false],
  ])("%s among %j: %s", (id, candidates, expected) => {
    expect(amongCandidates(id, candidates)).toBe(expected);
  });

  it("every variant names a brand of the table", () => {
    for (const b of CARD_BRANDS) if (b.variantOf) expect(isCardBrand(b.variantOf)).toBe(true);
  });

  it("the facts the merchant page has without the table (brand-relations.ts) are the table's", () => {
    // The card brands are the ids with a shoppers' name; the table has a row for each.
    expect(Object.keys(CARD_BRAND_NAMES).sort()).toEqual([...ALL_IDS].sort());
    for (const id of [...ALL_IDS, "SEPA", "PAYPAL", "visa", "toString"]) expect(isNamedCardBrand(id), id).toBe(isCardBrand(id));
    expect(CARD_BRANDS.filter((b) => b.coBadged).map((b) => b.id)).toEqual([...CO_BADGED]);
    expect(Object.fromEntries(CARD_BRANDS.filter((b) => b.variantOf).map((b) => [b.id, b.variantOf]))).toEqual(VARIANT_OF);
    // A variant keeps its base brand's number rules.
    for (const b of CARD_BRANDS.filter((x) => x.variantOf)) {
      const { id: _i, variantOf: _v, ...rules } = b;
      const { id: _bi, ...base } = cardBrand(b.variantOf ?? "") ?? { id: "" };
      expect(rules, b.id).toEqual(base);
    }
  });
});
