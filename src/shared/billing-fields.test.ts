import { describe, expect, it } from "vitest";
import { ADDRESS_FIELDS, type BillingKey, billingError, NAME_FIELDS } from "./billing-fields.ts";

const byKey = (k: BillingKey) => {
  const f = [...ADDRESS_FIELDS, ...NAME_FIELDS].find((x) => x.key === k);
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
  ] as const)("%s = %j (required: %s): %s", (key, value, required, error) => {
    expect(billingError(byKey(key), value, required)).toBe(error);
  });

  it("sends the parameters of the specification tables", () => {
    expect([...ADDRESS_FIELDS, ...NAME_FIELDS].map((f) => f.param)).toEqual([
      "billing.street1",
      "billing.street2",
      "billing.city",
      "billing.state",
      "billing.postcode",
      "billing.country",
      "customer.givenName",
      "customer.surname",
    ]);
  });
});
