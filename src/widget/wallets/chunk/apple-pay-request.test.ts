import { describe, expect, it } from "vitest";
import type { CheckoutConfig } from "../../../shared/checkout-config.ts";
import { applePayRequest } from "./apple-pay-request.ts";

const CONFIG: CheckoutConfig = {
  id: "x".repeat(32),
  amount: "49.99",
  currency: "EUR",
  paymentType: "DB",
  expiresAt: "2030-01-01T00:00:00.000Z",
  expired: false,
  paid: false,
};

describe("applePayRequest", () => {
  it("takes amount and currency from the checkout and passes Apple's fields through", () => {
    const lineItems = [{ label: "Espresso machine", amount: "49.99" }];
    const r = applePayRequest(
      {
        countryCode: "DE",
        displayName: "Demo shop",
        total: { amount: "49.99" },
        lineItems,
        requiredShippingContactFields: ["email"],
        unknown: 1,
      },
      CONFIG,
    );
    expect(r).toEqual({
      version: 3,
      warnings: [],
      request: {
        countryCode: "DE",
        currencyCode: "EUR",
        total: { label: "Demo shop", amount: "49.99", type: "final" },
        supportedNetworks: ["amex", "discover", "masterCard", "visa"],
        merchantCapabilities: ["supports3DS"],
        lineItems,
        requiredShippingContactFields: ["email"],
      },
    });
  });

  it.each<[string, Record<string, unknown>, string | undefined]>([
    ["the checkout's total", { total: { amount: "49.990" }, currencyCode: "EUR" }, undefined],
    ["no total", {}, undefined],
    [
      "another amount",
      { total: { amount: "1.00" } },
      `wpwlOptions.applePay.total: expected the checkout's 49.99 EUR, got "1.00" "EUR"; the sheet shows and the gateway charges the checkout's amount.`,
    ],
    [
      "another currency",
      { total: { amount: "49.99" }, currencyCode: "USD" },
      `wpwlOptions.applePay.total: expected the checkout's 49.99 EUR, got "49.99" "USD"; the sheet shows and the gateway charges the checkout's amount.`,
    ],
  ])("with a checkout, its amount wins over %s, with a warning naming both", (_what, total, warning) => {
    const r = applePayRequest({ countryCode: "DE", ...total }, CONFIG);
    expect(r).toMatchObject({ request: { total: { amount: "49.99" }, currencyCode: "EUR" }, warnings: warning ? [warning] : [] });
  });

  it("fast checkout: amount and currency from the options", () => {
    const r = applePayRequest(
      { countryCode: "DE", currencyCode: "USD", total: { label: "Cart", amount: "12.50" }, version: 10 },
      undefined,
    );
    expect(r).toMatchObject({ version: 10, request: { currencyCode: "USD", total: { label: "Cart", amount: "12.50" } } });
  });

  it.each([
    [{ currencyCode: "EUR", total: { amount: "1.00" } }, undefined, "wpwlOptions.applePay.countryCode"],
    [{ countryCode: "DE", currencyCode: "EUR" }, undefined, "wpwlOptions.applePay.total.amount"],
    [{ countryCode: "DE", total: { amount: "1.00" } }, undefined, "wpwlOptions.applePay.currencyCode"],
    [{ countryCode: "de" }, CONFIG, "wpwlOptions.applePay.countryCode"],
  ])("reports what is missing: %j", (options, config, problem) => {
    const r = applePayRequest(options, config);
    expect("problems" in r && r.problems.some((p) => p.startsWith(problem))).toBe(true);
  });

  it.each([[2], [15], [3.5], ["3"]])("an unsupported version %j falls back to 3", (version) => {
    expect(applePayRequest({ countryCode: "DE", version }, CONFIG)).toMatchObject({
      version: 3,
      warnings: [`wpwlOptions.applePay.version: expected an integer from 3 to 14, got ${JSON.stringify(version)}; using 3.`],
    });
  });
});
