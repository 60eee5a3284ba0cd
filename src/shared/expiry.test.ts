import { describe, expect, it } from "vitest";
import { type Expiry, formatExpiryInput, MAX_EXPIRY_YEARS, parseExpiry } from "./expiry.ts";
import { validateExpiry, validateExpiryParts } from "./expiry-validation.ts";
import { type FieldValidation, invalid, ok, pending } from "./validation.ts";

/** 21 November 2026, 00:00 UTC. */
const NOW = new Date(Date.UTC(2026, 10, 21));

describe("parseExpiry", () => {
  it.each<[string, Expiry | undefined]>([
    ["11/26", { month: 11, year: 2026 }],
    ["11 / 26", { month: 11, year: 2026 }],
    ["  11/26  ", { month: 11, year: 2026 }],
    ["1126", { month: 11, year: 2026 }],
    ["11/2026", { month: 11, year: 2026 }],
    ["11 / 2026", { month: 11, year: 2026 }],
    ["01/27", { month: 1, year: 2027 }],
    ["1/27", { month: 1, year: 2027 }],
    ["13/27", { month: 13, year: 2027 }],
    ["00/27", { month: 0, year: 2027 }],
    ["", undefined],
    ["1", undefined],
    ["11", undefined],
    ["11/", undefined],
    ["11 / 2", undefined],
    ["11/202", undefined],
    ["11/20261", undefined],
    ["111/26", undefined],
    ["11-26", undefined],
    ["11//26", undefined],
    ["ab/cd", undefined],
    ["/26", undefined],
  ])("%j → %j", (input, expected) => {
    expect(parseExpiry(input)).toEqual(expected);
  });
});

describe("formatExpiryInput", () => {
  it.each([
    ["", ""],
    ["0", "0"],
    ["1", "1"],
    ["2", "02 / "],
    ["9", "09 / "],
    ["01", "01 / "],
    ["12", "12 / "],
    ["12/", "12 / "],
    ["123", "12 / 3"],
    ["12 / 3", "12 / 3"],
    ["1234", "12 / 34"],
    ["12/2030", "12 / 30"],
    ["12 / 2030", "12 / 30"],
    ["1/30", "01 / 30"],
    ["03-2031", "03 / 31"],
    ["12 / 34", "12 / 34"],
    ["12/34", "12 / 34"],
    ["12345", "12 / 34"],
    ["ab", ""],
    ["a1b2", "12 / "],
  ])("%j → %j", (input, formatted) => {
    expect(formatExpiryInput(input)).toBe(formatted);
  });
});

describe("validateExpiry (now: November 2026): every failure is expiryMonthError, the established hint", () => {
  it.each<[string, string, FieldValidation]>([
    ["empty", "", pending(true, "expiryMonthError")],
    ["whitespace only", "   ", pending(true, "expiryMonthError")],
    ["current month", "11/26", ok()],
    ["current month, spaced", "11 / 26", ok()],
    ["current month, MMYY", "1126", ok()],
    ["current month, MM/YYYY", "11/2026", ok()],
    ["next month", "12/26", ok()],
    ["next year, single-digit month", "1/27", ok()],
    ["last month", "10/26", invalid("expiryMonthError")],
    ["last year", "12/25", invalid("expiryMonthError")],
    ["long ago", "01/2001", invalid("expiryMonthError")],
    ["month 13", "13/27", invalid("expiryMonthError")],
    ["month 00", "00/27", invalid("expiryMonthError")],
    ["month 99", "99/27", invalid("expiryMonthError")],
    ["20 years ahead", "12/46", ok()],
    ["27 years ahead (a date merchants' tests type)", "10/52", ok()],
    ["51 years ahead", "01/77", invalid("expiryMonthError")],
    ["far future, MM/YYYY", "12/2099", invalid("expiryMonthError")],
    ["partial: one digit", "1", pending(false, "expiryMonthError")],
    ["partial: month", "11", pending(false, "expiryMonthError")],
    ["partial: month and separator", "11 / ", pending(false, "expiryMonthError")],
    ["partial: one year digit", "11 / 2", pending(false, "expiryMonthError")],
    ["partial: three year digits", "11/202", pending(false, "expiryMonthError")],
    ["partial: separator only", "/", pending(false, "expiryMonthError")],
    ["garbage letters", "ab/cd", invalid("expiryMonthError")],
    ["garbage suffix", "11/26x", invalid("expiryMonthError")],
    ["dash separator", "11-26", invalid("expiryMonthError")],
    ["three-digit month", "111/26", invalid("expiryMonthError")],
    ["five-digit year", "11/20261", invalid("expiryMonthError")],
  ])("%s (%j)", (_name, input, expected) => {
    expect(validateExpiry(input, NOW)).toEqual(expected);
  });

  it.each<[string, Date, string, boolean]>([
    ["first instant of the month", new Date(Date.UTC(2026, 10, 1)), "11/26", true],
    ["last instant of the month", new Date(Date.UTC(2026, 10, 30, 23, 59, 59, 999)), "11/26", true],
    ["first instant of the next month", new Date(Date.UTC(2026, 11, 1)), "11/26", false],
    ["December, same month", new Date(Date.UTC(2026, 11, 15)), "12/26", true],
    ["December, January next year", new Date(Date.UTC(2026, 11, 15)), "01/27", true],
    ["January, December last year", new Date(Date.UTC(2027, 0, 1)), "12/26", false],
  ])("month boundary in UTC: %s, %s", (_name, now, input, isValid) => {
    expect(validateExpiry(input, now).isValid).toBe(isValid);
  });
});

describe("validateExpiry with anyDate (wpwlOptions.disableCardExpiryDateValidation)", () => {
  it.each<[string, string, FieldValidation]>([
    ["past month", "10/26", ok()],
    ["long ago", "01/2001", ok()],
    ["far future", "12/2099", ok()],
    ["month 13 still refused", "13/27", invalid("expiryMonthError")],
    ["incomplete still pending", "11 / 2", pending(false, "expiryMonthError")],
    ["empty still empty", "", pending(true, "expiryMonthError")],
    ["garbage still refused", "ab/cd", invalid("expiryMonthError")],
  ])("%s (%j)", (_name, input, expected) => {
    expect(validateExpiry(input, NOW, true)).toEqual(expected);
  });
});

describe("validateExpiryParts (now: November 2026)", () => {
  it.each<[number, number, FieldValidation<string>]>([
    [11, 2026, ok()],
    [12, 2026, ok()],
    [1, 2027, ok()],
    [12, 2026 + MAX_EXPIRY_YEARS, ok()],
    [10, 2026, invalid("expiryDateError")],
    [12, 2025, invalid("expiryDateError")],
    [1, 2027 + MAX_EXPIRY_YEARS, invalid("expiryYearError")],
    [0, 2027, invalid("expiryMonthError")],
    [13, 2027, invalid("expiryMonthError")],
    [-1, 2027, invalid("expiryMonthError")],
    [Number.NaN, 2027, invalid("expiryMonthError")],
    [1.5, 2027, invalid("expiryMonthError")],
    [12, Number.NaN, invalid("expiryYearError")],
    [12, 2027.5, invalid("expiryYearError")],
    [12, Number.POSITIVE_INFINITY, invalid("expiryYearError")],
  ])("month %d, year %d", (month, year, expected) => {
    expect(validateExpiryParts({ month, year }, NOW)).toEqual(expected);
  });
});
