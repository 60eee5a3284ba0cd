/**
 * The card brand table. Adding a brand is one row here plus one row in brands.test.ts.
 * `ranges` are inclusive prefix ranges: ["51", "55"] matches 51…55, ["2221", "2720"] 2221…2720.
 */
export interface CardBrand {
  readonly id: string;
  readonly name: string;
  readonly ranges: readonly (readonly [string, string])[];
  readonly lengths: readonly number[];
  /** Positions after which a space is shown: [4, 8, 12] gives "4200 0000 0000 0000". */
  readonly gaps: readonly number[];
  readonly cvcLength: number;
  readonly luhn: boolean;
  /**
   * Co-badged schemes (MADA, CARTEBANCAIRE) share their BIN ranges with VISA or MASTER: they are
   * candidates only once a whole range prefix is typed, and then come first (most specific).
   */
  readonly coBadged?: boolean;
  /** Cards of the brand may have no CVV (many Maestro cards): a payment without one is processed. */
  readonly cvcOptional?: boolean;
}

const brand = (b: CardBrand): CardBrand => Object.freeze(b);

export const CARD_BRANDS: readonly CardBrand[] = Object.freeze([
  brand({ id: "VISA", name: "Visa", ranges: [["4", "4"]], lengths: [13, 16, 19], gaps: [4, 8, 12], cvcLength: 3, luhn: true }),
  brand({
    id: "MASTER",
    name: "Mastercard",
    ranges: [
      ["51", "55"],
      ["2221", "2720"],
    ],
    lengths: [16],
    gaps: [4, 8, 12],
    cvcLength: 3,
    luhn: true,
  }),
  brand({
    id: "AMEX",
    name: "American Express",
    ranges: [
      ["34", "34"],
      ["37", "37"],
    ],
    lengths: [15],
    gaps: [4, 10],
    cvcLength: 4,
    luhn: true,
  }),
  brand({
    id: "DINERS",
    name: "Diners Club",
    ranges: [
      ["300", "305"],
      ["36", "36"],
      ["38", "39"],
    ],
    lengths: [14, 15, 16, 17, 18, 19],
    gaps: [4, 10],
    cvcLength: 3,
    luhn: true,
  }),
  brand({
    id: "DISCOVER",
    name: "Discover",
    ranges: [
      ["6011", "6011"],
      ["644", "649"],
      ["65", "65"],
    ],
    lengths: [16, 19],
    gaps: [4, 8, 12],
    cvcLength: 3,
    luhn: true,
  }),
  brand({ id: "JCB", name: "JCB", ranges: [["3528", "3589"]], lengths: [16, 17, 18, 19], gaps: [4, 8, 12], cvcLength: 3, luhn: true }),
  brand({
    id: "MAESTRO",
    name: "Maestro",
    ranges: [
      ["5018", "5018"],
      ["5020", "5020"],
      ["5038", "5038"],
      ["5893", "5893"],
      ["6304", "6304"],
      ["6759", "6759"],
      ["6761", "6763"],
    ],
    lengths: [12, 13, 14, 15, 16, 17, 18, 19],
    gaps: [4, 8, 12],
    cvcLength: 3,
    luhn: true,
    cvcOptional: true,
  }),
  brand({
    id: "MADA",
    name: "mada",
    ranges: [
      ["417633", "417633"],
      ["440647", "440647"],
      ["440795", "440795"],
      ["446404", "446404"],
      ["457865", "457865"],
      ["468540", "468543"],
      ["529741", "529741"],
      ["535825", "535825"],
      ["543085", "543085"],
      ["588845", "588845"],
      ["588848", "588850"],
      ["604906", "604906"],
      ["636120", "636120"],
      ["968201", "968211"],
    ],
    lengths: [16],
    gaps: [4, 8, 12],
    cvcLength: 3,
    luhn: true,
    coBadged: true,
  }),
  brand({
    id: "CARTEBANCAIRE",
    name: "Cartes Bancaires",
    ranges: [
      ["403550", "403550"],
      ["497010", "497011"],
      ["513100", "513100"],
    ],
    lengths: [16],
    gaps: [4, 8, 12],
    cvcLength: 3,
    luhn: true,
    coBadged: true,
  }),
  brand({
    id: "UNIONPAY",
    name: "UnionPay",
    ranges: [["62", "62"]],
    lengths: [16, 17, 18, 19],
    gaps: [4, 8, 12],
    cvcLength: 3,
    luhn: false,
  }),
]);

const byId = new Map(CARD_BRANDS.map((b) => [b.id, b]));

export function cardBrand(id: string): CardBrand | undefined {
  return byId.get(id);
}

export function isCardBrand(id: string): boolean {
  return byId.has(id);
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
  return CARD_BRANDS.filter((b) => !allowed || allowed.includes(b.id))
    .map((b) => ({ id: b.id, score: prefixScore(b, digits), coBadged: b.coBadged === true }))
    .filter((m) => m.score > 0 && (!m.coBadged || digits.length >= m.score))
    .sort((a, b) => b.score - a.score)
    .map((m) => m.id);
}
