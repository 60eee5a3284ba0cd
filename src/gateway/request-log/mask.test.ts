import { describe, expect, it } from "vitest";
import { maskAnswer, maskNumber, maskParams } from "./mask.ts";

describe("what the request log keeps", () => {
  it.each([
    ["4200000000000000", "420000******0000"],
    ["4200 0000 0000 0000", "420000******0000"],
    ["378282246310005", "378282*****0005"],
    ["1234", "***"],
    ["", "***"],
  ])("a card number %j as %j", (value, kept) => {
    expect(maskNumber(value)).toBe(kept);
  });

  it.each<[string, string, string]>([
    ["card.number", "4200000000000000", "420000******0000"],
    ["tokenAccount.number", "5454545454545454", "545454******5454"],
    ["giftCard.number", "6000000000000000", "600000******0000"],
    ["card.cvv", "123", "***"],
    ["card.bin", "420000", "***"],
    ["tokenAccount.cryptogram", "AgAAAAAAAIR8CQrXcIhbQAAAAAA=", "***"],
    ["googlePay.paymentToken", "{}", "***"],
    ["giftCard.pin", "1234", "***"],
    ["secret", "A".repeat(64), "***"],
    ["card.expiryMonth", "12", "12"],
    ["amount", "12.00", "12.00"],
    ["merchantTransactionId", "x".repeat(300), "x".repeat(300)],
    ["customParameters[note]", "x".repeat(3000), "x".repeat(2048)],
  ])("the parameter %s", (name, value, kept) => {
    expect(maskParams({ [name]: value })).toEqual({ [name]: kept });
  });

  it("hides a credential anywhere in an answer, and keeps the rest", () => {
    expect(maskAnswer({ id: "w1", secret: "AB", nested: [{ token: "t", accessToken: "a", password: "p", last4Digits: "0000" }] })).toEqual({
      id: "w1",
      secret: "***",
      nested: [{ token: "***", accessToken: "***", password: "***", last4Digits: "0000" }],
    });
  });
});
