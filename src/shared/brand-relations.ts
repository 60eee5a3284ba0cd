import { CARD_BRAND_NAMES } from "./brand-names.ts";

/**
 * What a merchant page needs of the card brands, without their number rules (brands.ts, which only
 * the hosted fields and the gateway need: half a kilobyte the widget does not carry). brands.ts builds
 * its rows on these facts; brands.test.ts keeps both the same brands.
 */

/**
 * A product of another brand on that brand's numbers (Visa Debit of VISA): no prefix tells them
 * apart, so it is detected only where its base brand is not offered, and a shopper's or merchant's
 * choice of it stands wherever the base brand would be detected.
 */
export const VARIANT_OF: Readonly<Record<string, string>> = Object.freeze({
  VISADEBIT: "VISA",
  MASTERDEBIT: "MASTER",
  // Alia: Diners Club del Ecuador's card on the Diners numbers (no public BIN table sets it apart).
  ALIA: "DINERS",
  ALIADEBIT: "DINERS",
});

/**
 * Co-badged local schemes: they share their BIN ranges with VISA or MASTER; a number of theirs lets
 * the shopper choose the scheme (EU Regulation 2015/751, art. 8).
 */
export const CO_BADGED: ReadonlySet<string> = new Set(["MADA", "CARTEBANCAIRE"]);

/** A card brand's id (brands.ts answers the same from its table, which the merchant page does not carry). */
export function isCardBrand(id: string): boolean {
  return Object.hasOwn(CARD_BRAND_NAMES, id);
}

/** Whether `id` is one of the detected `candidates`, or a variant of one (a Visa Debit card is a Visa number). */
export function amongCandidates(id: string, candidates: readonly string[]): boolean {
  const base = Object.hasOwn(VARIANT_OF, id) ? VARIANT_OF[id] : undefined;
  return candidates.includes(id) || (base !== undefined && candidates.includes(base));
}
