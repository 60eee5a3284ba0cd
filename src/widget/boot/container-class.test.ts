import { describe, expect, it } from "vitest";
import { containerClass } from "./container-class.ts";

describe("a form's container classes", () => {
  it.each([
    ["card", ["VISA", "MASTER"], "wpwl-container wpwl-container-card"],
    ["directDebit", ["DIRECTDEBIT_SEPA"], "wpwl-container wpwl-container-directDebit wpwl-container-directDebit-DIRECTDEBIT_SEPA"],
    ["virtualAccount", ["PAYPAL"], "wpwl-container wpwl-container-virtualAccount wpwl-container-virtualAccount-PAYPAL"],
    // The established widget's names for a wallet's container come with ours.
    [
      "wallet",
      ["APPLEPAY"],
      "wpwl-container wpwl-container-wallet wpwl-container-wallet-APPLEPAY wpwl-container-virtualAccount wpwl-container-virtualAccount-APPLEPAY",
    ],
  ])("%s %j → %s", (kind, brands, classes) => {
    expect(containerClass(kind, brands)).toBe(classes);
  });
});
