import { describe, expect, it } from "vitest";
import { CARD_BRANDS } from "./brands.ts";
import { cvvLengths, validateCvv } from "./cvv.ts";
import { type FieldValidation, invalid, ok, pending } from "./validation.ts";

describe("cvvLengths", () => {
  it.each<[string | undefined, number[]]>([
    ["VISA", [3]],
    ["MASTER", [3]],
    ["AMEX", [4]],
    ["DINERS", [3]],
    ["MAESTRO", [3]],
    [undefined, [3, 4]],
    ["UNKNOWN", [3, 4]],
    ["", [3, 4]],
    ["amex", [3, 4]],
  ])("%s → %j", (brand, lengths) => {
    expect(cvvLengths(brand)).toEqual(lengths);
  });

  it.each(CARD_BRANDS.map((b) => [b.id, b.cvcLength] as const))("%s follows the brand table (%i)", (id, length) => {
    expect(cvvLengths(id)).toEqual([length]);
  });
});

describe("validateCvv", () => {
  it.each<[string, string | undefined, FieldValidation]>([
    ["", "VISA", pending(true, "cvvError")],
    ["", "AMEX", pending(true, "cvvError")],
    ["", undefined, pending(true, "cvvError")],
    ["1", "VISA", pending(false, "cvvError")],
    ["12", "VISA", pending(false, "cvvError")],
    ["123", "VISA", ok()],
    ["000", "VISA", ok()],
    ["1234", "VISA", invalid("cvvError")],
    ["123", "MASTER", ok()],
    ["1234", "MASTER", invalid("cvvError")],
    ["12", "AMEX", pending(false, "cvvError")],
    ["123", "AMEX", pending(false, "cvvError")],
    ["1234", "AMEX", ok()],
    ["12345", "AMEX", invalid("cvvError")],
    ["12", undefined, pending(false, "cvvError")],
    ["123", undefined, ok()],
    ["1234", undefined, ok()],
    ["12345", undefined, invalid("cvvError")],
    ["123", "UNKNOWN", ok()],
    ["1234", "UNKNOWN", ok()],
    ["12a", "VISA", invalid("cvvError")],
    ["a", "VISA", invalid("cvvError")],
    [" 123", "VISA", invalid("cvvError")],
    ["123 ", "VISA", invalid("cvvError")],
    ["1 2", undefined, invalid("cvvError")],
    ["-12", undefined, invalid("cvvError")],
    ["\uff11\uff12\uff13", "VISA", invalid("cvvError")],
  ])("%j for %s", (cvv, brand, expected) => {
    expect(validateCvv(cvv, brand)).toEqual(expected);
  });
});
