import { describe, expect, it } from "vitest";
import { merchantFields } from "./merchant-fields.ts";

describe("merchantFields", () => {
  it.each<[string, [string, string][], Record<string, string>]>([
    [
      "customer, billing and shipping data",
      [
        ["customer.email", "a@b.example"],
        ["billing.city", "Berlin"],
        ["shipping.postcode", "10115"],
      ],
      { "customer.email": "a@b.example", "billing.city": "Berlin", "shipping.postcode": "10115" },
    ],
    ["createRegistration", [["createRegistration", "true"]], { createRegistration: "true" }],
    [
      "shopper custom parameters",
      [["customParameters[SHOPPER_orderNote]", "ring twice"]],
      { "customParameters[SHOPPER_orderNote]": "ring twice" },
    ],
    ["other custom parameters", [["customParameters[internalId]", "1"]], {}],
    [
      "platform fields",
      [
        ["form_key", "abc"],
        ["_token", "x"],
        ["csrf", "y"],
      ],
      {},
    ],
    [
      "the widget's own controls",
      [
        ["card.holder", "Jane"],
        ["card.expiry", "12/30"],
        ["paymentBrand", "VISA"],
        ["card.number", "4200000000000000"],
        ["card.cvv", "123"],
      ],
      {},
    ],
    ["browser data the widget collects", [["customer.browser.userAgent", "evil"]], {}],
    [
      "malformed names",
      [
        ["customer.", "x"],
        ["customer.e mail", "x"],
        ["billing.city]", "x"],
        ["createRegistration ", "x"],
      ],
      {},
    ],
    [
      "the first of repeated names",
      [
        ["customer.email", "first"],
        ["customer.email", "second"],
      ],
      { "customer.email": "first" },
    ],
    ["over-long values", [["customer.email", "x".repeat(2049)]], {}],
    [
      "standing instructions (an instalment plan)",
      [
        ["standingInstruction.type", "INSTALLMENT"],
        ["standingInstruction.numberOfInstallments", "6"],
      ],
      { "standingInstruction.type": "INSTALLMENT", "standingInstruction.numberOfInstallments": "6" },
    ],
    // Datafast (Ecuador) pages, the established widget's "add custom fields" example (drop-in round 3, item 1).
    ["an instalment plan's select", [["recurring.numberOfInstallments", "3"]], { "recurring.numberOfInstallments": "3" }],
  ])("%s", (_what, entries, expected) => {
    expect(merchantFields(entries)).toEqual(expected);
  });

  it.each<[string, [string, string][], string[] | undefined]>([
    ["a name the widget does not send (a rewards select)", [["recurring.rewardsPlan", "3"]], ["recurring.rewardsPlan"]],
    // Drop-in round 3, item 9: the gateway refuses another value from a browser; the widget leaves it out and says so.
    [
      "customer.merchantCustomerId (the merchant's server sets it)",
      [["customer.merchantCustomerId", "c-42"]],
      ["customer.merchantCustomerId"],
    ],
    [
      "a non-SHOPPER_ custom parameter and an over-long value",
      [
        ["customParameters[internalId]", "1"],
        ["customer.email", "x".repeat(2049)],
      ],
      ["customParameters[internalId]", "customer.email"],
    ],
    [
      "only what is sent",
      [
        ["customer.email", "a@b.example"],
        ["customParameters[SHOPPER_x]", "1"],
      ],
      undefined,
    ],
    [
      "platform tokens and the widget's own controls",
      [
        ["form_key", "a"],
        ["csrf_token", "b"],
        ["card.holder", "J"],
        ["paymentBrand", "VISA"],
        ["registrationId", "8a82944a4cc25ebf014cc2c782423202"],
        ["wpwl-0a1b2c3d-brandChoice", "VISA"],
      ],
      undefined,
    ],
  ])("reports %s, once, by name", (_what, entries, expected) => {
    const reports: string[][] = [];
    merchantFields(entries, (names) => reports.push(names));
    expect(reports).toEqual(expected ? [expected] : []);
  });

  it("drops files", () => {
    expect(merchantFields([["customer.email", new File(["x"], "x.txt")]])).toEqual({});
  });
});
