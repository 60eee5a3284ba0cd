/**
 * The sandbox's published test cards (testMode INTERNAL). The README's "Test data" table mirrors
 * this one; test-cards.test.ts checks that every row is a valid card of its brand.
 */
export interface TestCard {
  readonly number: string;
  readonly brand: string;
  /** Result code the simulated acquirer answers with. */
  readonly code: string;
}

export const TEST_CARDS: readonly TestCard[] = Object.freeze([
  { number: "4200000000000000", brand: "VISA", code: "000.100.110" },
  { number: "5454545454545454", brand: "MASTER", code: "000.100.110" },
  { number: "377777777777770", brand: "AMEX", code: "000.100.110" },
  { number: "4000000000000002", brand: "VISA", code: "800.100.152" },
  { number: "5200000000000007", brand: "MASTER", code: "800.100.155" },
]);

/** What a Luhn-valid card that is not a test card gets in the sandbox. */
export const UNKNOWN_CARD_CODE = "800.100.151";

const byNumber = new Map(TEST_CARDS.map((c) => [c.number, c]));

export function testCard(number: string): TestCard | undefined {
  return byNumber.get(number);
}
