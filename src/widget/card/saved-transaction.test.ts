import { describe, expect, it } from "vitest";
import type { PaymentOutcome } from "../../shared/protocol.ts";
import { savedTransactionData } from "./saved-transaction.ts";

const SAVED: PaymentOutcome = { kind: "pending", httpStatus: 200, code: "000.200.110", description: "saved", last4: "0000" };

describe("savedTransactionData (wpwlOptions.onSaveTransactionData)", () => {
  it.each([
    [
      "all fields",
      {
        paymentBrand: "VISA",
        "card.holder": "Jane Jones",
        "card.expiryMonth": "12",
        "card.expiryYear": "2030",
        "customer.browser.language": "en",
      },
      { last4Digits: "0000", holder: "Jane Jones", expiryMonth: "12", expiryYear: "2030" },
    ],
    [
      "no holder",
      { paymentBrand: "MASTER", "card.expiryMonth": "01", "card.expiryYear": "2031" },
      { last4Digits: "0000", expiryMonth: "01", expiryYear: "2031" },
    ],
  ])("%s: result, brand and the masked card", (_what, sent, card) => {
    const data = savedTransactionData(SAVED, sent);
    expect(data).toEqual({ result: { code: "000.200.110", description: "saved" }, paymentBrand: sent.paymentBrand, card });
    expect(JSON.stringify(data)).not.toContain("browser");
  });
});
