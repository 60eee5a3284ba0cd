import type { ResultCode } from "../../shared/result-codes.ts";
/**
 * The sandbox's published SEPA test accounts (spec 1: IBAN and BIC pairs for AT, DE and ES). The
 * simulator, its tests and the docs/test-data.md table come from this one table. Any other
 * valid IBAN is approved; one failing the mod-97 check is refused before it gets here.
 */
export interface TestBankAccount {
  readonly iban: string;
  readonly bic: string;
  /** Result code of the simulated direct debit. */
  readonly code: ResultCode;
  readonly scenario: string;
}

export const TEST_BANK_ACCOUNTS: readonly TestBankAccount[] = Object.freeze([
  { iban: "AT611904300234573201", bic: "BKAUATWW", code: "000.100.110", scenario: "approved" },
  { iban: "DE89370400440532013000", bic: "COBADEFFXXX", code: "000.100.110", scenario: "approved" },
  { iban: "ES9121000418450200051332", bic: "CAIXESBBXXX", code: "000.100.110", scenario: "approved" },
  { iban: "DE02120300000000202051", bic: "BYLADEM1001", code: "800.100.203", scenario: "declined, insufficient funds" },
  { iban: "AT242011182221219800", bic: "GIBAATWWXXX", code: "800.100.152", scenario: "declined by the authorization system" },
  { iban: "ES7921000813610123456789", bic: "CAIXESBBXXX", code: "800.100.100", scenario: "declined for unknown reason" },
]);

const byIban = new Map(TEST_BANK_ACCOUNTS.map((a) => [a.iban, a]));

export function testBankAccount(iban: string): TestBankAccount | undefined {
  return byIban.get(iban.replace(/\s/g, "").toUpperCase());
}
