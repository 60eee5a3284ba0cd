import { describe, expect, it } from "vitest";
import { type BrandGroup, formKindOf, groupBrands } from "./payment-methods.ts";

describe("formKindOf", () => {
  it.each<[string, string | undefined]>([
    ["VISA", "card"],
    ["MADA", "card"],
    ["DIRECTDEBIT_SEPA", "directDebit"],
    ["GIROPAY", "onlineTransfer"],
    ["PAYPAL", "virtualAccount"],
    ["STC_PAY", "virtualAccount"],
    ["APPLEPAY", "wallet"],
    ["GOOGLEPAY", "wallet"],
    ["NOPE", undefined],
    ["constructor", undefined],
  ])("%s → %s", (brand, kind) => {
    expect(formKindOf(brand)).toBe(kind);
  });
});

describe("groupBrands", () => {
  it.each<[string, string[], BrandGroup[]]>([
    ["cards only", ["VISA", "MASTER"], [{ kind: "card", brands: ["VISA", "MASTER"] }]],
    [
      "cards around other methods stay one card form, at the first card's place",
      ["PAYPAL", "VISA", "DIRECTDEBIT_SEPA", "MASTER"],
      [
        { kind: "virtualAccount", brands: ["PAYPAL"] },
        { kind: "card", brands: ["VISA", "MASTER"] },
        { kind: "directDebit", brands: ["DIRECTDEBIT_SEPA"] },
      ],
    ],
    [
      "one form per redirect or wallet brand",
      ["GIROPAY", "IDEAL", "GOOGLEPAY"],
      [
        { kind: "onlineTransfer", brands: ["GIROPAY"] },
        { kind: "onlineTransfer", brands: ["IDEAL"] },
        { kind: "wallet", brands: ["GOOGLEPAY"] },
      ],
    ],
    [
      "duplicates and unknown brands dropped",
      ["VISA", "VISA", "FOO", "PAYPAL", "PAYPAL"],
      [
        { kind: "card", brands: ["VISA"] },
        { kind: "virtualAccount", brands: ["PAYPAL"] },
      ],
    ],
    ["nothing", [], []],
  ])("%s", (_what, brands, expected) => {
    expect(groupBrands(brands)).toEqual(expected);
  });
});
