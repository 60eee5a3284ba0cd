import { describe, expect, it } from "vitest";
import { ADDRESS_FIELDS, type BillingKey, billingError, CUSTOMER_FIELDS, isBirthDate, NAME_FIELDS } from "./billing-fields.ts";

const byKey = (k: BillingKey) => {
  const f = [...ADDRESS_FIELDS, ...NAME_FIELDS, ...CUSTOMER_FIELDS].find((x) => x.key === k);
  if (!f) throw new Error(k);
  return f;
};

describe("billing and name fields", () => {
  it.each([
    ["street1", "Main Street 1", false, undefined],
    ["street1", "", false, undefined],
    ["street1", "  ", true, "requiredFieldError"],
    ["street1", "x".repeat(101), false, "billingFieldError"],
    ["street1", "Main\u0007Street", false, "billingFieldError"],
    ["city", "München", true, undefined],
    ["state", "BY", true, undefined],
    ["state", "New York", false, "billingFieldError"],
    ["postcode", "SW1A 1AA", true, undefined],
    ["postcode", "80331", true, undefined],
    ["postcode", "80331#", true, "billingFieldError"],
    ["postcode", "1".repeat(17), true, "billingFieldError"],
    ["country", "DE", true, undefined],
    ["country", "de", true, "countryError"],
    ["country", "DEU", true, "countryError"],
    ["country", "", true, "requiredFieldError"],
    ["givenName", "Jane", true, undefined],
    ["surname", "", true, "requiredFieldError"],
    ["surname", "x".repeat(51), true, "billingFieldError"],
    ["taxNumber", "123.456.789-09", true, undefined],
    ["taxNumber", "DE 123/456/78901", true, undefined],
    ["taxNumber", "1234567", true, "taxNumberError"],
    ["taxNumber", "1".repeat(65), true, "taxNumberError"],
    ["taxNumber", "12345678<", true, "taxNumberError"],
    ["taxNumber", "", true, "requiredFieldError"],
    ["birthDate", "1990-04-30", true, undefined],
    ["birthDate", "1990-02-30", true, "birthDateError"],
    ["birthDate", "30.04.1990", true, "birthDateError"],
    ["birthDate", "2999-01-01", true, "birthDateError"],
    ["birthDate", "", false, undefined],
  ] as const)("%s = %j (required: %s): %s", (key, value, required, error) => {
    expect(billingError(byKey(key), value, required)).toBe(error);
  });

  it.each([
    ["2000-02-29", true],
    ["1900-02-29", false],
    ["2026-11-21", true],
    ["2026-11-22", false],
    ["1906-11-23", false],
    ["1907-01-01", true],
    ["1990-13-01", false],
    ["1990-00-10", false],
  ])("birth date %s before 2026-11-22: %s", (value, ok) => {
    expect(isBirthDate(value, new Date(2026, 10, 22))).toBe(ok);
  });

  it("sends the parameters of the specification tables", () => {
    expect([...ADDRESS_FIELDS, ...NAME_FIELDS, ...CUSTOMER_FIELDS].map((f) => f.param)).toEqual([
      "billing.street1",
      "billing.street2",
      "billing.city",
      "billing.state",
      "billing.postcode",
      "billing.country",
      "customer.givenName",
      "customer.surname",
      "customer.identificationDocId",
      "customer.birthDate",
    ]);
  });
});
