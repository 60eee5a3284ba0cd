// Written by `npm run test-data` from the sandbox gateway's tables (src/gateway/simulator/): do not edit.

export interface TestCard {
  readonly number: string;
  readonly brand: string;
  /** The result code the sandbox answers. */
  readonly code: string;
  readonly scenario: string;
  /** Its 3-D Secure enrolment: what the sandbox's bank does. */
  readonly threeDS?: "frictionless" | "challenge" | "failed" | "attempted";
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
