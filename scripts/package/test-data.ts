import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { FRAUD_SIMULATIONS } from "../../src/gateway/simulator/fraud.ts";
import { TEST_BANK_ACCOUNTS } from "../../src/gateway/simulator/test-bank-accounts.ts";
import { TEST_BINS } from "../../src/gateway/simulator/test-bins.ts";
import { TEST_CARDS } from "../../src/gateway/simulator/test-cards.ts";
import { FORCE_RESULT_CODE } from "../../src/gateway/simulator/test-switches.ts";
import { ACS_ONE_TIME_CODE } from "../../src/gateway/simulator/three-d-secure.ts";

/**
 * The test kit's data (testing/test-data.mjs and its types), written from the gateway's own tables so it cannot
 * drift from what the sandbox answers: `npm run test-data` writes it; scripts/package/test-data.test.ts fails
 * when the committed file differs from what this makes.
 */
const HEADER = "// Written by `npm run test-data` from the sandbox gateway's tables (src/gateway/simulator/): do not edit.\n";

const json = (value: unknown) => JSON.stringify(value, null, 2);

export function testDataModule(): { js: string; dts: string } {
  const cards = TEST_CARDS.map((c) => ({
    number: c.number,
    brand: c.brand,
    code: c.code,
    scenario: c.scenario,
    ...(c.threeDS ? { threeDS: c.threeDS } : {}),
  }));
  const fraud = FRAUD_SIMULATIONS.map((f) => ({ givenName: "simulate", surname: f.surname, code: f.code, outcome: f.outcome }));
  const js = `${HEADER}
/** Every test card: number, brand, the result code the sandbox answers, and its 3-D Secure enrolment when it has one. */
export const CARDS = Object.freeze(${json(cards)});

/** The SEPA test accounts: IBAN, BIC and the result code of a direct debit from them. */
export const BANK_ACCOUNTS = Object.freeze(${json(TEST_BANK_ACCOUNTS)});

/** The BIN table (brandDetectionType "binlist"): brands in priority order, card type and issuing country. */
export const BINS = Object.freeze(${json(TEST_BINS)});

/** The fraud simulations: customer.givenName and customer.surname of a payment, and what the sandbox answers. */
export const FRAUD_SIMULATIONS = Object.freeze(${json(fraud)});

/** The one-time code the sandbox's 3-D Secure page accepts. */
export const ONE_TIME_CODE = ${JSON.stringify(ACS_ONE_TIME_CODE)};

/** The custom parameter that makes a payment answer a given result code. */
export const FORCE_RESULT_CODE = ${JSON.stringify(FORCE_RESULT_CODE)};
`;
  const dts = `${HEADER}
export interface TestCard {
  readonly number: string;
  readonly brand: string;
  /** The result code the sandbox answers. */
  readonly code: string;
  readonly scenario: string;
  /** Its 3-D Secure enrolment: what the sandbox's bank does. */
  readonly threeDS?: ${[...new Set(TEST_CARDS.flatMap((c) => (c.threeDS ? [JSON.stringify(c.threeDS)] : [])))].join(" | ")};
}
export declare const CARDS: readonly TestCard[];
export declare const BANK_ACCOUNTS: readonly { readonly iban: string; readonly bic: string; readonly code: string; readonly scenario: string }[];
export declare const BINS: readonly { readonly bin: string; readonly brands: readonly string[]; readonly type: string; readonly country: string }[];
export declare const FRAUD_SIMULATIONS: readonly {
  readonly givenName: "simulate";
  readonly surname: string;
  readonly code: string;
  readonly outcome: string;
}[];
export declare const ONE_TIME_CODE: string;
export declare const FORCE_RESULT_CODE: string;
`;
  return { js, dts };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { js, dts } = testDataModule();
  const dir = join(import.meta.dirname, "../../testing");
  writeFileSync(join(dir, "test-data.mjs"), js);
  writeFileSync(join(dir, "test-data.d.mts"), dts);
  console.log("[test-data] testing/test-data.mjs, testing/test-data.d.mts");
}
