import { describe, expect, it } from "vitest";
import { CARD_BRANDS, cardBrand } from "./brands.ts";
import { type CardNumberValidation, cardDigits, formatCardNumber, MAX_CARD_DIGITS, validateCardNumber } from "./card-number.ts";

const ALL = CARD_BRANDS.map((b) => b.id);

const valid = (...brands: string[]): CardNumberValidation => ({
  isEmpty: false,
  isPotentiallyValid: true,
  isValid: true,
  brands,
});
const pending = (...brands: string[]): CardNumberValidation => ({
  isEmpty: false,
  isPotentiallyValid: true,
  isValid: false,
  errorKey: "cardNumberError",
  brands,
});
const invalid = (errorKey: "cardNumberError" | "cardNumberBrandError", ...brands: string[]): CardNumberValidation => ({
  isEmpty: false,
  isPotentiallyValid: false,
  isValid: false,
  errorKey,
  brands,
});
const empty: CardNumberValidation = {
  isEmpty: true,
  isPotentiallyValid: true,
  isValid: false,
  errorKey: "cardNumberError",
  brands: [],
};

describe("cardDigits", () => {
  it.each([
    ["4200 0000-0000 0000", "4200000000000000"],
    ["4200000000000000", "4200000000000000"],
    [" 42 00 ", "4200"],
    ["4200\t0000\n", "42000000"],
    ["3777-777777-77770", "377777777777770"],
    ["", ""],
    ["  ", ""],
    ["42a0", "42a0"],
    ["4200.0000", "4200.0000"],
  ])("%j → %j", (input, digits) => {
    expect(cardDigits(input)).toBe(digits);
  });
});

describe("formatCardNumber", () => {
  it.each([
    ["4200000000000000", "VISA", "4200 0000 0000 0000"],
    ["5454545454545454", "MASTER", "5454 5454 5454 5454"],
    ["377777777777770", "AMEX", "3777 777777 77770"],
    ["36227206271667", "DINERS", "3622 720627 1667"],
    ["42", "VISA", "42"],
    ["4200", "VISA", "4200"],
    ["42000", "VISA", "4200 0"],
    ["420000000", "VISA", "4200 0000 0"],
    ["3777", "AMEX", "3777"],
    ["3777777", "AMEX", "3777 777"],
    ["37777777777", "AMEX", "3777 777777 7"],
    ["", "VISA", ""],
  ])("%s as %s → %j", (digits, id, formatted) => {
    expect(formatCardNumber(digits, cardBrand(id))).toBe(formatted);
  });

  it.each([
    ["", ""],
    ["9999", "9999"],
    ["99999", "9999 9"],
    ["9999999999999999", "9999 9999 9999 9999"],
    ["99999999999999999", "9999 9999 9999 9999 9"],
  ])("without a brand groups by four: %s → %j", (digits, formatted) => {
    expect(formatCardNumber(digits)).toBe(formatted);
  });
});

describe("validateCardNumber", () => {
  it.each<[string, string, CardNumberValidation]>([
    ["empty", "", empty],
    ["whitespace only", "   ", empty],
    ["one digit VISA", "4", pending("VISA")],
    ["one digit 5: Maestro and Mastercard", "5", pending("MAESTRO", "MASTER")],
    ["one digit 3", "3", pending("JCB", "DINERS", "AMEX")],
    ["partial VISA", "4200 0000", pending("VISA")],
    ["partial MASTER", "545454545454545", pending("MASTER")],
    ["partial AMEX", "37777777777777", pending("AMEX")],
    ["VISA test card", "4200000000000000", valid("VISA")],
    ["VISA test card with spaces", "4200 0000 0000 0000", valid("VISA")],
    ["VISA test card with dashes", "4200-0000-0000-0000", valid("VISA")],
    ["VISA 4111", "4111111111111111", valid("VISA")],
    ["VISA 13 digits", "4222222222222", valid("VISA")],
    ["VISA 19 digits", "4111111111111111110", valid("VISA")],
    ["MASTER test card", "5454545454545454", valid("MASTER")],
    ["MASTER test card with spaces", "5454 5454 5454 5454", valid("MASTER")],
    ["MASTER 2-series", "2223000048400011", valid("MASTER")],
    ["AMEX test card", "377777777777770", valid("AMEX")],
    ["AMEX test card with spaces", "3777 777777 77770", valid("AMEX")],
    ["DINERS", "36227206271667", valid("DINERS")],
    ["DISCOVER", "6011111111111117", valid("DISCOVER")],
    ["JCB", "3530111333300000", valid("JCB")],
    ["MAESTRO", "5018000000000009", valid("MAESTRO")],
    ["UNIONPAY skips the Luhn check", "6200000000000001", valid("UNIONPAY")],
    ["MASTER failing Luhn at full length", "5454545454545455", invalid("cardNumberError", "MASTER")],
    ["AMEX failing Luhn at full length", "377777777777771", invalid("cardNumberError", "AMEX")],
    ["VISA failing Luhn at 19 digits", "4111111111111111111", invalid("cardNumberError", "VISA")],
    // 16 digits that fail Luhn could still become a valid 19-digit VISA
    ["VISA failing Luhn at 16 digits", "4200000000000001", pending("VISA")],
    ["MASTER too long", "54545454545454540", invalid("cardNumberError", "MASTER")],
    ["AMEX too long", "3777777777777700", invalid("cardNumberError", "AMEX")],
    ["longer than any card", "42000000000000000000", invalid("cardNumberError")],
    ["unknown prefix 9999", "9999 9999 9999 9999", invalid("cardNumberError")],
    ["unknown prefix 1", "1", invalid("cardNumberError")],
    ["unknown prefix 0000", "0000000000000000", invalid("cardNumberError")],
    ["letters", "4200x", invalid("cardNumberError")],
    ["dots", "4200.0000", invalid("cardNumberError")],
    ["full-width digits", "\uff14\uff12", invalid("cardNumberError")],
  ])("%s (%j)", (_name, input, expected) => {
    expect(validateCardNumber(input, ALL)).toEqual(expected);
  });

  it.each<[string, readonly string[], CardNumberValidation]>([
    ["5454545454545454", ["VISA"], invalid("cardNumberBrandError")],
    ["5454545454545454", ["VISA", "AMEX"], invalid("cardNumberBrandError")],
    ["377777777777770", ["VISA", "MASTER"], invalid("cardNumberBrandError")],
    ["4200000000000000", ["MASTER"], invalid("cardNumberBrandError")],
    ["5018000000000009", ["MASTER"], invalid("cardNumberBrandError")],
    ["5", ["VISA"], invalid("cardNumberBrandError")],
    ["4200000000000000", [], invalid("cardNumberBrandError")],
    ["9999999999999999", ["VISA"], invalid("cardNumberError")],
    ["5", ["VISA", "MASTER"], pending("MASTER")],
    ["5", ["VISA", "MAESTRO"], pending("MAESTRO")],
    ["5454545454545454", ["VISA", "MASTER"], valid("MASTER")],
    ["377777777777770", ["AMEX"], valid("AMEX")],
  ])("%s with allowed %j", (input, allowed, expected) => {
    expect(validateCardNumber(input, allowed)).toEqual(expected);
  });

  // brandDetectionType "binlist": the BIN table's brands replace the prefix table's candidates.
  it.each<[string, readonly string[], readonly string[], CardNumberValidation]>([
    ["4286710000000001", ALL, ["MADA", "VISA"], valid("MADA", "VISA")],
    ["428671", ALL, ["MADA", "VISA"], pending("MADA", "VISA")],
    ["4286710000000001", ["VISA", "MASTER"], ["MADA", "VISA"], valid("VISA")],
    ["4286710000000001", ["MASTER"], ["MADA", "VISA"], invalid("cardNumberBrandError")],
    ["5351100000000002", ALL, ["MAESTRO", "MASTER"], valid("MAESTRO", "MASTER")],
    ["535110000002", ALL, ["MAESTRO", "MASTER"], valid("MAESTRO", "MASTER")],
    ["535110000002", ALL, [], pending("MASTER")],
    ["4286710000000001", ALL, ["ELO", "VISA"], valid("VISA")],
    ["4286710000000001", ALL, ["ELO"], valid("VISA")],
    ["4286710000000002", ALL, ["MADA", "VISA"], invalid("cardNumberError", "MADA", "VISA")],
  ])("%s with allowed %j and the BIN's brands %j", (input, allowed, binBrands, expected) => {
    expect(validateCardNumber(input, allowed, binBrands)).toEqual(expected);
  });

  it("MAX_CARD_DIGITS is the longest length of any brand", () => {
    expect(MAX_CARD_DIGITS).toBe(Math.max(...CARD_BRANDS.flatMap((b) => b.lengths)));
  });
});
