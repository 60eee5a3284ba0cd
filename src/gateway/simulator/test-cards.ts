import type { ResultCode } from "../../shared/result-codes.ts";

/** The result code of the chargeback a test card produces by itself (account or bank details incorrect). */
export const AUTO_CHARGEBACK_CODE: ResultCode = "000.100.201";
/**
 * The sandbox's published test cards (testMode INTERNAL and EXTERNAL). The simulator, the tests and
 * the docs/test-data.md table all come from this one table (readme-test-data.test.ts checks the
 * README against it).
 */
export interface TestCard {
  readonly number: string;
  readonly brand: string;
  /** Result code the simulated acquirer answers with. */
  readonly code: ResultCode;
  /** result.avsResponse (spec 2.30): F full match, A address only, Z postcode only, N none, U unavailable. */
  readonly avs: "F" | "A" | "Z" | "N" | "U";
  /** result.cvvResponse: M match, N no match, P not processed, U unavailable. */
  readonly cvv: "M" | "N" | "P" | "U";
  readonly scenario: string;
  /** 3-D Secure 2 enrolment and what the simulated ACS answers (simulator/three-d-secure.ts); absent: not enrolled. */
  readonly threeDS?: ThreeDSOutcome;
  /** The acquirer charges a successful debit or capture back by itself this many days later (payments/auto-chargeback-job.ts). */
  readonly chargebackAfterDays?: number;
  /** Approved, but the acquirer cannot pay it out: its settlement record is FAILED (settlement/). */
  readonly settlementFails?: boolean;
}

/** What the sandbox ACS does for an enrolled card: authenticate at once, ask for the one-time code, refuse, or only attempt. */
export type ThreeDSOutcome = "frictionless" | "challenge" | "failed" | "attempted";

const approved = (
  number: string,
  brand: string,
  avs: TestCard["avs"] = "F",
  cvv: TestCard["cvv"] = "M",
  scenario = "approved",
): TestCard => ({
  number,
  brand,
  code: "000.100.110",
  avs,
  cvv,
  scenario,
});
const declined = (number: string, brand: string, code: ResultCode, scenario: string): TestCard => ({
  number,
  brand,
  code,
  avs: "U",
  cvv: "U",
  scenario,
});

/** A 3-D Secure 2 enrolled card: the acquirer approves it; the authentication decides (simulator/three-d-secure.ts). */
const enrolled = (number: string, brand: string, threeDS: ThreeDSOutcome, scenario: string): TestCard => ({
  number,
  brand,
  code: "000.100.110",
  avs: "F",
  cvv: "M",
  scenario,
  threeDS,
});

const ENROLLED_SCENARIOS: Readonly<Record<ThreeDSOutcome, string>> = {
  frictionless: "authenticated without a challenge, approved",
  challenge: "the ACS page asks for the one-time code; approved with the right one",
  failed: "the issuer refuses the authentication; not sent to the acquirer",
  attempted: "the issuer's ACS is unavailable; the attempt counts as proof, approved",
};

const ENROLLED_CARDS: readonly (readonly [brand: string, numbers: readonly [string, string, string, string]])[] = [
  ["VISA", ["4000000000003014", "4000000000003022", "4000000000003030", "4000000000003048"]],
  ["MASTER", ["5200000000003019", "5200000000003027", "5200000000003035", "5200000000003043"]],
  ["AMEX", ["340000000003011", "340000000003029", "340000000003037", "340000000003045"]],
];
const OUTCOMES: readonly ThreeDSOutcome[] = ["frictionless", "challenge", "failed", "attempted"];
/**
 * The 3-D Secure 2 numbers the established platform's own test system publishes, which merchants'
 * test suites pay with. Its "challenge (fail)", "technical error" and "not enrolled" numbers are left
 * out (the sandbox ACS decides a challenge by the code typed, and has no such states), and so are its
 * Mastercard numbers 5200 0000 0000 0007 and …0106, which are decline cards here.
 */
const PLATFORM_ENROLLED: readonly (readonly [brand: string, outcome: ThreeDSOutcome, numbers: readonly string[]])[] = [
  ["VISA", "frictionless", ["4200000000000091", "4200000000000026"]],
  ["VISA", "attempted", ["4200000000000109", "4200000000000059"]],
  ["VISA", "challenge", ["4200000000000042", "4200000000000067"]],
  ["MASTER", "frictionless", ["5200000000000056"]],
  ["MASTER", "attempted", ["5200000000000023"]],
  ["MASTER", "challenge", ["5200000000000015", "5200000000000049"]],
  ["MAESTRO", "frictionless", ["6761301000993772"]],
  ["AMEX", "frictionless", ["374500262001008", "375987000000062"]],
  ["AMEX", "attempted", ["377277081382243", "373953192351004"]],
  ["AMEX", "challenge", ["343434343434343", "375987000000021"]],
];

export const TEST_CARDS: readonly TestCard[] = Object.freeze([
  approved("4200000000000000", "VISA"),
  approved("5454545454545454", "MASTER"),
  approved("377777777777770", "AMEX"),
  approved("6759000000000000", "MAESTRO"),
  // The numbers the established gateway's own request samples (and client libraries copied from them) pay with.
  approved("6799851000000032", "MAESTRO"),
  approved("36961903000009", "DINERS"),
  approved("6011587918359498", "DISCOVER"),
  approved("3541599999092431", "JCB"),
  approved("36000000000008", "DINERS"),
  approved("3528000000000007", "JCB"),
  approved("6011000000000004", "DISCOVER"),
  approved("4464040000000007", "MADA"),
  approved("5888450000000003", "MADA"),
  approved("4035501000000008", "CARTEBANCAIRE"),
  approved("4917300800000000", "VISAELECTRON"),
  // BINs only the gateway's BIN table (test-bins.ts) knows as co-badged: brandDetectionType "binlist".
  approved("4286710000000001", "MADA"),
  approved("5351100000000002", "MAESTRO"),
  approved("4012888888881881", "VISA", "N", "N", "approved, address and CVV do not match"),
  approved("4005550000000001", "VISA", "Z", "M", "approved, only the postcode matches"),
  approved("5105105105105100", "MASTER", "A", "P", "approved, only the address matches, CVV not processed"),
  approved("5555555555554444", "MASTER", "U", "U", "approved, AVS and CVV unavailable"),
  {
    ...approved(
      "4000000000000259",
      "VISA",
      "F",
      "M",
      `approved, then charged back by itself 5 days later (CB, \`${AUTO_CHARGEBACK_CODE}\`)`,
    ),
    chargebackAfterDays: 5,
  },
  {
    ...approved("4000000000000267", "VISA", "F", "M", "approved, but its settlement fails (`SettlementStatus` FAILED)"),
    settlementFails: true,
  },
  declined("4000000000000002", "VISA", "800.100.152", "declined by the authorization system"),
  declined("4000000000000010", "VISA", "800.100.203", "declined, insufficient funds"),
  declined("4000000000000101", "VISA", "100.100.303", "declined, card expired (issuer)"),
  declined("5200000000000007", "MASTER", "800.100.155", "declined, amount exceeds credit"),
  declined("5200000000000106", "MASTER", "800.100.162", "declined, limit exceeded"),
  declined("340000000000009", "AMEX", "800.100.153", "declined, invalid CVV"),
  ...ENROLLED_CARDS.flatMap(([brand, numbers]) =>
    OUTCOMES.map((outcome, i) => enrolled(numbers[i] ?? "", brand, outcome, ENROLLED_SCENARIOS[outcome])),
  ),
  ...PLATFORM_ENROLLED.flatMap(([brand, outcome, numbers]) => numbers.map((n) => enrolled(n, brand, outcome, ENROLLED_SCENARIOS[outcome]))),
]);

/** What a Luhn-valid card that is not a test card gets in the sandbox. */
export const UNKNOWN_CARD_CODE: ResultCode = "800.100.151";

const byNumber = new Map(TEST_CARDS.map((c) => [c.number, c]));

export function testCard(number: string): TestCard | undefined {
  return byNumber.get(number);
}
