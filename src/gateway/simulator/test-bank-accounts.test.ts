import { describe, expect, it } from "vitest";
import { ibanProblem, isValidBic } from "../../shared/iban.ts";
import { describeResult, isDeclineCode, isSuccessCode } from "../../shared/result-codes.ts";
import { TEST_BANK_ACCOUNTS, testBankAccount } from "./test-bank-accounts.ts";

describe("SEPA test accounts", () => {
  it.each(TEST_BANK_ACCOUNTS.map((a) => [a.iban, a.bic, a.code] as const))("%s / %s is a valid pair answering %s", (iban, bic, code) => {
    expect(ibanProblem(iban)).toBeUndefined();
    expect(isValidBic(bic)).toBe(true);
    expect(iban.slice(0, 2)).toBe(bic.slice(4, 6));
    expect(isSuccessCode(code) || isDeclineCode(code)).toBe(true);
    expect(describeResult(code)).not.toBe("simulated result");
  });

  it("covers AT, DE and ES, each approved, and has declines", () => {
    for (const country of ["AT", "DE", "ES"]) {
      expect(TEST_BANK_ACCOUNTS.some((a) => a.iban.startsWith(country) && isSuccessCode(a.code))).toBe(true);
    }
    expect(TEST_BANK_ACCOUNTS.some((a) => isDeclineCode(a.code))).toBe(true);
  });

  it("finds an account as shoppers type it", () => {
    expect(testBankAccount("de89 3704 0044 0532 0130 00")?.code).toBe("000.100.110");
    expect(testBankAccount("DE75512108001245126199")).toBeUndefined();
  });
});
