import { describe, expect, it } from "vitest";
import { cardSecret, neverShown, notEchoed, shownValue } from "./sensitive.ts";

/** One row per parameter: never shown in errors or logs, never echoed in a response, never stored readable. */
describe("which parameters are secret", () => {
  it.each<[string, boolean, boolean, boolean]>([
    ["card.number", true, true, true],
    ["card.cvv", true, true, true],
    ["card.bin", true, true, false],
    ["card.holder", false, true, false],
    ["card.expiryMonth", false, true, false],
    ["tokenAccount.number", true, true, false],
    ["tokenAccount.cryptogram", true, true, false],
    ["tokenAccount.dtvc", true, true, false],
    ["applePay.paymentToken", true, true, false],
    ["googlePay.paymentToken", true, true, false],
    ["samsungPay.paymentToken", true, true, false],
    ["giftCard.number", true, true, false],
    ["giftCard.pin", true, true, false],
    ["authentication.password", true, false, false],
    ["entityId", false, true, false],
    ["shopperResultUrl", false, true, false],
    ["notificationUrl", false, true, false],
    ["overridePaymentType[VISA]", false, true, false],
    ["customer.email", false, false, false],
    ["customParameters[x]", false, false, false],
    ["bankAccount.iban", false, false, false],
  ])("%s: never shown %s, not echoed %s, card secret %s", (name, shown, echoed, secret) => {
    expect([neverShown(name), notEchoed(name), cardSecret(name)]).toEqual([shown, echoed, secret]);
  });

  it("shows nothing of a secret and at most 256 characters of the rest", () => {
    expect(shownValue("card.number", "4200000000000000")).toBe("");
    expect(shownValue("customer.email", "x".repeat(300))).toHaveLength(256);
  });
});
