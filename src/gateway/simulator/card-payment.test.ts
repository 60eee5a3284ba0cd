import { describe, expect, it } from "vitest";
import { decideCardPayment } from "./card-payment.ts";

const NOW = new Date(Date.UTC(2026, 5, 15));
const card = (number: string, cvv?: string) => ({
  "card.number": number,
  "card.expiryMonth": "12",
  "card.expiryYear": "2030",
  ...(cvv === undefined ? {} : { "card.cvv": cvv }),
});

describe("the simulated acquirer and the CVV", () => {
  it.each([
    ["VISA with a CVV", "4200000000000000", "123", "000.100.110"],
    ["VISA without a CVV", "4200000000000000", undefined, "100.100.600"],
    ["VISA with an empty CVV", "4200000000000000", "", "100.100.600"],
    ["VISA with 4 digits", "4200000000000000", "1234", "100.100.601"],
    ["MAESTRO with a CVV", "6759000000000000", "123", "000.100.110"],
    ["MAESTRO without a CVV (cards without one exist)", "6759000000000000", undefined, "000.100.110"],
    ["MAESTRO with 2 digits", "6759000000000000", "12", "100.100.601"],
  ])("%s: %s", (_name, number, cvv, code) => {
    expect(decideCardPayment(card(number, cvv), NOW).code).toBe(code);
  });

  it.each<[string, Record<string, string>, string]>([
    [
      "a merchant-initiated repeat (MIT REPEATED RECURRING)",
      { "standingInstruction.source": "MIT", "standingInstruction.mode": "REPEATED", "standingInstruction.type": "RECURRING" },
      "000.100.110",
    ],
    [
      "a merchant-initiated unscheduled charge",
      { "standingInstruction.source": "MIT", "standingInstruction.type": "UNSCHEDULED" },
      "000.100.110",
    ],
    [
      "a cardholder-initiated repeat (CIT): the shopper is there",
      { "standingInstruction.source": "CIT", "standingInstruction.mode": "REPEATED" },
      "100.100.600",
    ],
  ])("VISA without a CVV in %s: %s", (_name, instruction, code) => {
    expect(decideCardPayment({ ...card("4200000000000000"), ...instruction }, NOW).code).toBe(code);
  });
});

describe("the simulated acquirer and the brands of a number (BIN table first, then the prefix table)", () => {
  it.each<[string, string | undefined, string, string | undefined]>([
    ["4286710000000001", undefined, "000.100.110", "MADA"],
    ["4286710000000001", "MADA", "000.100.110", "MADA"],
    ["4286710000000001", "VISA", "000.100.110", "VISA"],
    ["4286710000000001", "MASTER", "100.100.700", "MASTER"],
    ["5351100000000002", undefined, "000.100.110", "MAESTRO"],
    ["5351100000000002", "MAESTRO", "000.100.110", "MAESTRO"],
    ["5351100000000002", "MASTER", "000.100.110", "MASTER"],
    ["5351100000000002", "VISA", "100.100.700", "VISA"],
    ["4464040000000007", "VISA", "000.100.110", "VISA"],
    ["5454545454545454", "MAESTRO", "100.100.700", "MAESTRO"],
    // Datafast brands: variants pay on their base brand's numbers; Visa Electron has ranges of its own.
    ["4200000000000000", "VISADEBIT", "000.100.110", "VISADEBIT"],
    ["5454545454545454", "MASTERDEBIT", "000.100.110", "MASTERDEBIT"],
    ["36000000000008", "ALIA", "000.100.110", "ALIA"],
    ["36000000000008", "ALIADEBIT", "000.100.110", "ALIADEBIT"],
    ["4917300800000000", undefined, "000.100.110", "VISAELECTRON"],
    ["4917300800000000", "VISA", "000.100.110", "VISA"],
    ["4200000000000000", "VISAELECTRON", "100.100.700", "VISAELECTRON"],
    ["4200000000000000", "MASTERDEBIT", "100.100.700", "MASTERDEBIT"],
  ])("%s as %s: %s (%s)", (number, paymentBrand, code, brand) => {
    const decision = decideCardPayment({ ...card(number, "123"), ...(paymentBrand ? { paymentBrand } : {}) }, NOW);
    expect([decision.code, decision.brand]).toEqual([code, brand]);
  });
});
