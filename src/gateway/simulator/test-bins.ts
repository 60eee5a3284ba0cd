import type { CardType } from "../../shared/bin-info.ts";
import { detectBrands } from "../../shared/brands.ts";

/**
 * The sandbox's BIN table (`POST /v1/checkouts/{id}/bin`, wpwlOptions.brandDetectionType "binlist"):
 * what the issuer of each BIN says about its cards. Brands are in priority order, a co-badged
 * card's local scheme first. Some BINs say more than the widget's prefix table (shared/brands.ts)
 * can: 428671 is a mada BIN the table lacks, 535110 a Maestro/Mastercard co-badged BIN the table
 * sees as Mastercard only. The README's "Test data" mirrors this table (readme-test-data.test.ts).
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

/** The brands a card number belongs to: the BIN table's first, then the prefix table's. */
export function cardNumberBrands(number: string): string[] {
  return [...new Set([...(testBin(number)?.brands ?? []), ...detectBrands(number)])];
}
