import { describe, expect, it } from "vitest";
import { totalMismatch } from "./wallet-total.ts";

const CHECKOUT = { amount: "49.99", currency: "EUR" };

describe("totalMismatch", () => {
  it.each<[string, { amount?: unknown; currency?: unknown }]>([
    ["the same total", { amount: "49.99", currency: "EUR" }],
    ["the same amount written differently", { amount: "49.990", currency: "EUR" }],
    ["a number", { amount: 49.99 }],
    ["nothing given", {}],
    ["only the currency", { currency: "EUR" }],
  ])("agrees: %s", (_what, shown) => {
    expect(totalMismatch("applePay.total", shown, CHECKOUT)).toBeUndefined();
  });

  it.each<[string, { amount?: unknown; currency?: unknown }, string]>([
    ["another amount", { amount: "1.00" }, 'wpwlOptions.applePay.total: expected the checkout\'s 49.99 EUR, got "1.00" "EUR"'],
    ["another currency", { amount: "49.99", currency: "USD" }, 'expected the checkout\'s 49.99 EUR, got "49.99" "USD"'],
    ["not an amount", { amount: "49,99" }, 'got "49,99" "EUR"'],
    ["an object", { amount: { value: 1 } }, 'got {"value":1} "EUR"'],
  ])("disagrees: %s", (_what, shown, message) => {
    expect(totalMismatch("applePay.total", shown, CHECKOUT)).toContain(message);
  });
});
