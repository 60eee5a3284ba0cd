import { describe, expect, it } from "vitest";
import { fill, formatAmount } from "./amount.ts";

describe("formatAmount", () => {
  it.each([
    ["49.99", "EUR", "en", "€49.99"],
    ["49.99", "EUR", "de", "49,99\u00a0€"],
    ["1234.50", "USD", "en", "$1,234.50"],
    ["1234.50", "EUR", "fr", "1\u202f234,50\u00a0€"],
    ["100.00", "JPY", "ja", "￥100"],
    ["49.99", "EUR", "ar", "\u200f49.99\u00a0€"],
  ])("%s %s in %s → %s", (amount, currency, tag, expected) => {
    expect(formatAmount(amount, currency, tag)).toBe(expected);
  });

  it.each([
    ["abc", "EUR", "abc EUR"],
    ["49.99", "E1", "49.99 E1"],
  ])("falls back to plain text for %s %s", (amount, currency, expected) => {
    expect(formatAmount(amount, currency, "en")).toBe(expected);
  });
});

describe("fill", () => {
  it.each([
    ["Pay {amount}", { amount: "€5.00" }, "Pay €5.00"],
    ["{amount}を支払う", { amount: "￥5" }, "￥5を支払う"],
    ["Pay {other}", { amount: "x" }, "Pay {other}"],
    ["Pay {toString}", {}, "Pay {toString}"],
  ])("%s", (template, values, expected) => {
    expect(fill(template, values)).toBe(expected);
  });
});
