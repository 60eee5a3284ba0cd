import { describe, expect, it } from "vitest";
import { checkRows } from "./check-rows.ts";
import type { SpecRow } from "./spec-table.ts";
import { STORED_CARD_ROWS, WIDGET_PAYMENT_ROWS } from "./widget-payment-rules.ts";

const ROWS: readonly SpecRow[] = [
  ["card.number", "N32{8,32}", "R"],
  ["card.expiryMonth", "N2:01-12", "O"],
  ["shopperResultUrl", "RESULT_URL", "O"],
];

describe("a route's own parameter rows", () => {
  it.each<[string, Record<string, string>, string[]]>([
    ["a valid request", { "card.number": "4200000000000000", "card.expiryMonth": "05" }, []],
    ["a required row missing", { "card.expiryMonth": "05" }, ["card.number"]],
    ["a value outside its format", { "card.number": "42", "card.expiryMonth": "13" }, ["card.number", "card.expiryMonth"]],
    ["a name without a row passes", { "card.number": "4200000000000000", "customer.email": "x" }, []],
    ["a malformed name", { "card.number": "4200000000000000", "a b": "x" }, ["a b"]],
    ["a value without a row over 2048 characters", { "card.number": "4200000000000000", note: "x".repeat(2049) }, ["note"]],
    [
      "a result URL with a space",
      { "card.number": "4200000000000000", shopperResultUrl: "https://shop.example/a b" },
      ["shopperResultUrl"],
    ],
    ["a result URL that is not http(s)", { "card.number": "4200000000000000", shopperResultUrl: "javascript://x" }, ["shopperResultUrl"]],
  ])("%s", (_, params, failing) => {
    expect(checkRows(params, ROWS).map((e) => e.name)).toEqual(failing);
  });

  it("never echoes a card number it refuses", () => {
    const [error] = checkRows({ "card.number": "4200000000000000000000000000000000" }, ROWS);
    expect(error?.value).not.toContain("4200000000");
  });

  it("refuses more than 1000 parameters as one error", () => {
    const many = Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`p${i}`, "x"]));
    expect(checkRows(many, ROWS)).toEqual([{ name: "(request)", value: "1001", message: "expected at most 1000 parameters" }]);
  });

  it.each(Object.entries({ ...WIDGET_PAYMENT_ROWS, storedCard: STORED_CARD_ROWS }))(
    "the %s rows use format codes the grammar knows, each name once",
    (_, rows) => {
      expect(() => checkRows({}, rows)).not.toThrow();
      expect(new Set(rows.map(([n]) => n)).size).toBe(rows.length);
    },
  );

  it.each<[string, Record<string, string>, string[]]>([
    [
      "a SEPA account",
      { "bankAccount.holder": "Jane Doe", "bankAccount.iban": "DE89370400440532013000", paymentBrand: "DIRECTDEBIT_SEPA" },
      [],
    ],
    [
      "a wrong IBAN",
      { "bankAccount.holder": "Jane Doe", "bankAccount.iban": "DE89370400440532013001", paymentBrand: "DIRECTDEBIT_SEPA" },
      ["bankAccount.iban"],
    ],
    ["a holder too short, no brand", { "bankAccount.holder": "Jo" }, ["bankAccount.holder", "paymentBrand"]],
  ])("direct debit: %s", (_, params, failing) => {
    expect(
      checkRows(params, WIDGET_PAYMENT_ROWS.directDebit)
        .map((e) => e.name)
        .sort(),
    ).toEqual([...failing].sort());
  });
});
