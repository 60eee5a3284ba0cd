import { describe, expect, it } from "vitest";
import {
  formatIban,
  IBAN_FORMATS,
  type IbanProblem,
  ibanBankCode,
  ibanLength,
  ibanProblem,
  isValidAccountHolder,
  isValidBic,
  normalizeIban,
} from "./iban.ts";

describe("IBAN", () => {
  // Lengths from the ISO 13616 registry.
  it.each([
    ["AT", 20],
    ["BE", 16],
    ["DE", 22],
    ["ES", 24],
    ["FR", 27],
    ["MT", 31],
    ["NL", 18],
    ["NO", 15],
    ["PL", 28],
    ["SE", 24],
    ["XX", undefined],
  ])("%s IBANs have %s characters", (country, length) => {
    expect(ibanLength(country)).toBe(length);
  });

  it("has a format for every SEPA country it lists, each well-formed", () => {
    for (const f of Object.values(IBAN_FORMATS)) expect(f).toMatch(/^(\d+[nac])+$/);
    expect(Object.keys(IBAN_FORMATS).length).toBeGreaterThanOrEqual(36);
  });

  it.each<[string, IbanProblem | undefined]>([
    ["DE89370400440532013000", undefined],
    ["de89 3704 0044 0532 0130 00", undefined],
    ["AT61 1904 3002 3457 3201", undefined],
    ["ES91 2100 0418 4502 0005 1332", undefined],
    ["FR14 2004 1010 0505 0001 3M02 606", undefined],
    ["NL91ABNA0417164300", undefined],
    ["GB82-WEST-1234-5698-7654-32", undefined],
    ["", "empty"],
    ["   ", "empty"],
    ["D", "incomplete"],
    ["DE", "incomplete"],
    ["DE8", "incomplete"],
    ["DE89 3704", "incomplete"],
    ["DEX9", "format"],
    ["1E89370400440532013000", "format"],
    ["XX89370400440532013000", "country"],
    ["US89370400440532013000", "country"],
    ["DE893704004405320130000", "format"],
    ["DE89370400440532013001", "checksum"],
    ["DE98370400440532013000", "checksum"],
    ["NL91ABNA04171643O0", "format"],
    ["NL911BNA0417164300", "format"],
    ["DE89 3704 0044 0532 0130 0€", "format"],
  ])("%j: %s", (input, problem) => {
    expect(ibanProblem(input)).toBe(problem);
  });

  it.each([
    ["de89370400440532013000", "DE89 3704 0044 0532 0130 00"],
    ["AT61 1904 3002 3457 3201", "AT61 1904 3002 3457 3201"],
    ["ES9121000418450200051332", "ES91 2100 0418 4502 0005 1332"],
    ["DE89", "DE89"],
    ["DE893", "DE89 3"],
    ["", ""],
  ])("shows %j as %j", (input, shown) => {
    expect(formatIban(input)).toBe(shown);
    expect(normalizeIban(shown)).toBe(normalizeIban(input));
  });
});

describe("bank code inside the IBAN", () => {
  it.each([
    ["DE89370400440532013000", "37040044"],
    ["AT611904300234573201", "19043"],
    ["ES9121000418450200051332", "2100"],
    ["NL91ABNA0417164300", "ABNA"],
    ["IT60X0542811101000000123456", "05428"],
    ["DE89370400440532013001", undefined],
    ["", undefined],
  ])("%s: %s", (iban, code) => {
    expect(ibanBankCode(iban)).toBe(code);
  });
});

describe("BIC", () => {
  it.each([
    ["COBADEFF", true],
    ["COBADEFFXXX", true],
    ["cobadeffxxx", true],
    ["BKAUATWW", true],
    ["CAIXESBB", true],
    ["BYLADEM1001", true],
    ["COBADEF", false],
    ["COBADEFFX", false],
    ["COBADEFFXX", false],
    ["COBADEFFXXXX", false],
    ["C0BADEFF", false],
    ["COBA1EFF", false],
    ["", false],
  ])("%s: %s", (input, valid) => {
    expect(isValidBic(input)).toBe(valid);
  });
});

describe("account holder", () => {
  it.each([
    ["Jane Jones", true],
    ["Jo J", true],
    ["Joe", false],
    ["  Joe  ", false],
    ["J".repeat(128), true],
    ["J".repeat(129), false],
    ["Jane\nJones", false],
    ["山田 太郎", true],
  ])("%j: %s", (input, valid) => {
    expect(isValidAccountHolder(input)).toBe(valid);
  });
});
