import { describe, expect, it } from "vitest";
import { formKindOf } from "./payment-methods.ts";
import { WALLET_BRANDS, WALLET_TOKEN_PARAM, walletPrefixOf } from "./wallets.ts";

describe("wallets", () => {
  it.each([
    ["APPLEPAY", "applePay"],
    ["APPLEPAYTKN", "applePay"],
    ["GOOGLEPAY", "googlePay"],
    ["SAMSUNGPAY", "samsungPay"],
    ["VISA", undefined],
    ["PAYPAL", undefined],
    [undefined, undefined],
  ])("%s → %s", (brand, prefix) => {
    expect(walletPrefixOf(brand)).toBe(prefix);
  });

  it("every wallet brand is a wallet form kind", () => {
    for (const brand of Object.keys(WALLET_BRANDS)) expect(formKindOf(brand)).toBe("wallet");
  });

  it.each([
    ["applePay.paymentToken", true],
    ["googlePay.paymentToken", true],
    ["samsungPay.paymentToken", true],
    ["applePay.source", false],
    ["walletA.paymentToken", false],
  ])("%s is a token parameter: %s", (name, secret) => {
    expect(WALLET_TOKEN_PARAM.test(name)).toBe(secret);
  });
});
