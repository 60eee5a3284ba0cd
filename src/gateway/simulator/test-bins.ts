import type { CardType } from "../../shared/bin-info.ts";
import { CARD_BRANDS, detectBrands } from "../../shared/brands.ts";

/**
 * The sandbox's BIN table (`POST /v1/checkouts/{id}/bin`, wpwlOptions.brandDetectionType "binlist"):
 * what the issuer of each BIN says about its cards. Brands are in priority order, a co-badged
 * card's local scheme first. Some BINs say more than the widget's prefix table (shared/brands.ts)
 * can: 428671 is a mada BIN the table lacks, 535110 a Maestro/Mastercard co-badged BIN the table
 * sees as Mastercard only. The docs/test-data.md mirrors this table (readme-test-data.test.ts).
 */
export interface TestBin {
  /** The first six digits. */
  readonly bin: string;
  readonly brands: readonly string[];
  readonly type: CardType;
  /** Issuing country, ISO 3166-1 alpha-2. */
  readonly country: string;
}

const row = (bin: string, brands: readonly string[], type: CardType, country: string): TestBin =>
  Object.freeze({ bin, brands: Object.freeze([...brands]), type, country });

export const TEST_BINS: readonly TestBin[] = Object.freeze([
  row("420000", ["VISA"], "CREDIT", "DE"),
  row("401288", ["VISA"], "CREDIT", "US"),
  row("400555", ["VISA"], "PREPAID", "GB"),
  row("545454", ["MASTER"], "CREDIT", "US"),
  row("555555", ["MASTER"], "DEBIT", "US"),
  row("377777", ["AMEX"], "CREDIT", "US"),
  row("675900", ["MAESTRO"], "DEBIT", "GB"),
  row("446404", ["MADA", "VISA"], "DEBIT", "SA"),
  row("588845", ["MADA"], "DEBIT", "SA"),
  row("428671", ["MADA", "VISA"], "DEBIT", "SA"),
  row("403550", ["CARTEBANCAIRE", "VISA"], "DEBIT", "FR"),
  row("535110", ["MAESTRO", "MASTER"], "DEBIT", "DE"),
]);

const byBin = new Map(TEST_BINS.map((b) => [b.bin, b]));

/** The table's entry for a BIN of six or eight digits (an eight-digit BIN is answered by its first six), or a card number. */
export function testBin(digits: string): TestBin | undefined {
  return /^\d{6}/.test(digits) ? byBin.get(digits.slice(0, 6)) : undefined;
}

/** The brands digits belong to: the BIN table's first, then the prefix table's. */
const brandsOf = (digits: string): string[] => [...new Set([...(testBin(digits)?.brands ?? []), ...detectBrands(digits)])];

/**
 * The longest prefix the brand table's ranges name (and at least the BIN table's six digits): a number of
 * at least this many digits belongs to the brands of its first PREFIX digits, so those are worked out once
 * per prefix (a payment's brand detection walked every brand's ranges: 3 % of a payment's CPU). Kept: at
 * most 1024 prefixes, a BIN's worth of digits each, never a whole number.
 */
const PREFIX = Math.max(6, ...CARD_BRANDS.flatMap((b) => b.ranges.map(([from]) => from.length)));
const byPrefix = new Map<string, readonly string[]>();

/** The brands a card number belongs to: the BIN table's first, then the prefix table's. */
export function cardNumberBrands(number: string): string[] {
  if (number.length < PREFIX || !/^\d+$/.test(number)) return brandsOf(number);
  const prefix = number.slice(0, PREFIX);
  let brands = byPrefix.get(prefix);
  if (!brands) {
    if (byPrefix.size >= 1024) byPrefix.clear();
    brands = Object.freeze(brandsOf(prefix));
    byPrefix.set(prefix, brands);
  }
  return [...brands];
}

/** How many digits decide a number's brands (for the table test). */
export const BRAND_PREFIX_DIGITS = PREFIX;
