import { CO_BADGED, VARIANT_OF } from "./brand-relations.ts";

export { amongCandidates } from "./brand-relations.ts";

/**
 * The card brand table. Adding a brand is one row here, its name in brand-names.ts (and, for a variant
 * or a co-badged scheme, its line in brand-relations.ts), plus one row in brands.test.ts. Ranges are written "51-55 2221-2720 4": inclusive prefix ranges, 51…55, 2221…2720
 * and 4 alone; the table holds them as pairs (["51", "55"], ["4", "4"]).
 */
export interface CardBrand {
  readonly id: string;
  readonly ranges: readonly (readonly [string, string])[];
  readonly lengths: readonly number[];
  /** Positions after which a space is shown: [4, 8, 12] gives "4200 0000 0000 0000". */
  readonly gaps: readonly number[];
  readonly cvcLength: number;
  readonly luhn: boolean;
  /**
   * Co-badged schemes (brand-relations.ts CO_BADGED) share their BIN ranges with VISA or MASTER: they
   * are candidates only once a whole range prefix is typed, and then come first (most specific).
   */
  readonly coBadged?: boolean;
  /** Cards of the brand may have no CVV (many Maestro cards): a payment without one is processed. */
  readonly cvcOptional?: boolean;
  /**
   * Its ranges lie inside another brand's (Visa Electron inside Visa): a candidate only once a whole
   * range prefix is typed, and then first, as the more specific brand.
   */
  readonly narrow?: boolean;
  /** A product of another brand on that brand's numbers (brand-relations.ts VARIANT_OF). */
  readonly variantOf?: string;
}

type Row = Omit<CardBrand, "ranges" | "luhn" | "coBadged" | "variantOf"> & { readonly ranges: string; readonly luhn?: false };

/** "300-305 36" → [["300", "305"], ["36", "36"]]. */
export function parseRanges(text: string): [string, string][] {
  return text.split(" ").map((r) => {
    const [from = "", to = from] = r.split("-");
    return [from, to];
  });
}

const brand = ({ ranges, luhn, ...b }: Row): CardBrand =>
  Object.freeze({ ...b, luhn: luhn ?? true, ranges: parseRanges(ranges), ...(CO_BADGED.has(b.id) ? { coBadged: true } : {}) });

const GAPS_4 = [4, 8, 12];
const GAPS_15 = [4, 10];
const VISA = brand({ id: "VISA", ranges: "4", lengths: [13, 16, 19], gaps: GAPS_4, cvcLength: 3 });
const MASTER = brand({ id: "MASTER", ranges: "51-55 2221-2720", lengths: [16], gaps: GAPS_4, cvcLength: 3 });
const DINERS = brand({ id: "DINERS", ranges: "300-305 36 38-39", lengths: [14, 15, 16, 17, 18, 19], gaps: GAPS_15, cvcLength: 3 });

const RULES: readonly CardBrand[] = Object.freeze([
  VISA,
  MASTER,
  brand({ id: "AMEX", ranges: "34 37", lengths: [15], gaps: GAPS_15, cvcLength: 4 }),
  DINERS,
  brand({ id: "DISCOVER", ranges: "6011 644-649 65", lengths: [16, 19], gaps: GAPS_4, cvcLength: 3 }),
  brand({ id: "JCB", ranges: "3528-3589", lengths: [16, 17, 18, 19], gaps: GAPS_4, cvcLength: 3 }),
  brand({
    id: "MAESTRO",
    ranges: "5018 5020 5038 5893 6304 6759 6761-6763 6799",
    lengths: [12, 13, 14, 15, 16, 17, 18, 19],
    gaps: GAPS_4,
    cvcLength: 3,
    cvcOptional: true,
  }),
  brand({
    id: "MADA",
    ranges: "417633 440647 440795 446404 457865 468540-468543 529741 535825 543085 588845 588848-588850 604906 636120 968201-968211",
    lengths: [16],
    gaps: GAPS_4,
    cvcLength: 3,
  }),
  brand({ id: "CARTEBANCAIRE", ranges: "403550 497010-497011 513100", lengths: [16], gaps: GAPS_4, cvcLength: 3 }),
  brand({ id: "UNIONPAY", ranges: "62", lengths: [16, 17, 18, 19], gaps: GAPS_4, cvcLength: 3, luhn: false }),
  // Datafast (Ecuador) pages list these; Visa Electron has BIN ranges of its own.
  brand({ id: "VISAELECTRON", ranges: "4026 417500 4405 4508 4844 4913 4917", lengths: [16], gaps: GAPS_4, cvcLength: 3, narrow: true }),
]);

const byId = new Map(RULES.map((b) => [b.id, b]));

/** The rows, then each variant: its base brand's number rules under its own id. */
export const CARD_BRANDS: readonly CardBrand[] = Object.freeze([
  ...RULES,
  ...Object.entries(VARIANT_OF).map(([id, base]): CardBrand => Object.freeze({ ...(byId.get(base) as CardBrand), id, variantOf: base })),
]);

const brands = new Map(CARD_BRANDS.map((b) => [b.id, b]));

export function cardBrand(id: string): CardBrand | undefined {
  return brands.get(id);
}

/** The table's answer (the hosted fields and the gateway); brand-relations.ts gives the same without the table. */
export function isCardBrand(id: string): boolean {
  return brands.has(id);
}

/** How many leading digits of `digits` a range matches, or -1 when it cannot match. */
function rangeMatch(digits: string, [from, to]: readonly [string, string]): number {
  const n = Math.min(digits.length, from.length);
  if (n === 0) return -1;
  const head = digits.slice(0, n);
  return head >= from.slice(0, n) && head <= to.slice(0, n) ? n : -1;
}

/** Length of the longest prefix range of `b` that `digits` matches (or could still match), -1 for none. */
export function prefixScore(b: CardBrand, digits: string): number {
  let best = -1;
  for (const r of b.ranges) best = Math.max(best, rangeMatch(digits, r) === -1 ? -1 : r[0].length);
  return best;
}

/**
 * Brands the digits typed so far can belong to, most specific prefix first.
 * `allowed` restricts the result to the brands the merchant offers (data-brands).
 */
export function detectBrands(digits: string, allowed?: readonly string[]): string[] {
  if (!/^\d+$/.test(digits)) return [];
  const offered = (id: string) => !allowed || allowed.includes(id);
  return CARD_BRANDS.filter((b) => offered(b.id) && !(b.variantOf && offered(b.variantOf)))
    .map((b) => ({ id: b.id, score: prefixScore(b, digits), whole: b.coBadged === true || b.narrow === true }))
    .filter((m) => m.score > 0 && (!m.whole || digits.length >= m.score))
    .sort((a, b) => b.score - a.score)
    .map((m) => m.id);
}
