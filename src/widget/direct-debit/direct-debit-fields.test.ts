import { describe, expect, it } from "vitest";
import type { CheckoutConfig } from "../../shared/checkout-config.ts";
import { creditorOf, type DirectDebitField, directDebitError } from "./direct-debit-fields.ts";

describe("direct debit fields", () => {
  it.each<[DirectDebitField, string, boolean, string | undefined]>([
    ["accountHolder", "", false, undefined],
    ["accountHolder", "", true, "accountHolderError"],
    ["accountHolder", "Jan", false, undefined],
    ["accountHolder", "Jan", true, "accountHolderError"],
    ["accountHolder", "Jane Jones", true, undefined],
    ["accountHolder", "Jane\tJones", false, "accountHolderError"],
    ["iban", "", false, undefined],
    ["iban", "", true, "ibanError"],
    ["iban", "DE89 3704", false, undefined],
    ["iban", "DE89 3704", true, "ibanError"],
    ["iban", "DE89 3704 0044 0532 0130 00", true, undefined],
    ["iban", "DE89 3704 0044 0532 0130 01", false, "ibanError"],
    ["iban", "XX89", false, "ibanError"],
    ["iban", "DE89 3704 0044 0532 0130 000", false, "ibanError"],
    ["bic", "", false, undefined],
    ["bic", "", true, "bicError"],
    ["bic", "COBA", false, undefined],
    ["bic", "COBA", true, "bicError"],
    ["bic", "COBADEFF", true, undefined],
    ["bic", "COBADEFFXXX", true, undefined],
    ["bic", "COBADEFFXX", true, "bicError"],
    ["bic", "COBADEFFXXXX", false, "bicError"],
    ["bic", "C0BA", false, "bicError"],
  ])("%s %j (strict %s): %s", (field, value, strict, key) => {
    expect(directDebitError(field, value, strict)).toBe(key);
  });
});

describe("the mandate's creditor", () => {
  const config = (creditor: unknown) => ({ id: "x", expiresAt: "", expired: false, paid: false, creditor }) as CheckoutConfig;
  it.each<[string, CheckoutConfig | undefined, string | undefined]>([
    ["the config's name", config("Demo shop"), "Demo shop"],
    ["no config (fast checkout before its checkout)", undefined, undefined],
    ["none given", config(undefined), undefined],
    ["an empty name", config(""), undefined],
    ["not a string", config({ name: "x" }), undefined],
    ["longer than merchant.name's 100 characters", config("x".repeat(101)), undefined],
  ])("%s", (_name, input, expected) => {
    expect(creditorOf(input)).toBe(expected);
  });
});
