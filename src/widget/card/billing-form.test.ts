import { describe, expect, it } from "vitest";
import { allFields, billingErrors, billingParams, billingSetup, holderFromNames } from "./billing-form.ts";

const setup = (o: Partial<Parameters<typeof billingSetup>[0]>) =>
  billingSetup({
    billingAddress: undefined,
    mandatoryBillingFields: {},
    forceCardHolderEqualsBillingName: false,
    showTaxNumberField: false,
    showBirthDate: false,
    ...o,
  });

describe("billing fields of the card form", () => {
  it.each([
    ["no options", {}, [], []],
    ["billingAddress", { billingAddress: {} }, ["street1", "street2", "city", "state", "postcode", "country"], []],
    [
      "mandatoryBillingFields alone",
      { mandatoryBillingFields: { country: true } },
      ["street1", "street2", "city", "state", "postcode", "country"],
      ["country"],
    ],
    ["forceCardHolderEqualsBillingName", { forceCardHolderEqualsBillingName: true }, ["givenName", "surname"], ["givenName", "surname"]],
    ["showTaxNumberField", { showTaxNumberField: true }, ["taxNumber"], ["taxNumber"]],
    ["showBirthDate", { showBirthDate: true }, ["birthDate"], ["birthDate"]],
    [
      "names, customer fields and address",
      { forceCardHolderEqualsBillingName: true, showBirthDate: true, showTaxNumberField: true, billingAddress: {} },
      ["givenName", "surname", "taxNumber", "birthDate", "street1", "street2", "city", "state", "postcode", "country"],
      ["givenName", "surname", "taxNumber", "birthDate"],
    ],
  ] as const)("%s shows %j, requires %j", (_n, o, shown, required) => {
    const s = setup(o);
    expect(allFields(s).map((f) => f.key)).toEqual(shown);
    expect([...s.required].sort()).toEqual([...required].sort());
  });

  it("checks required and malformed values, and sends trimmed non-empty ones", () => {
    const s = setup({ billingAddress: {}, mandatoryBillingFields: { city: true, country: true }, forceCardHolderEqualsBillingName: true });
    const values = { givenName: " Jane ", surname: "", street1: "Main St 1", city: "", country: "de", postcode: "  " };
    expect(billingErrors(s, values)).toEqual({ surname: "requiredFieldError", city: "requiredFieldError", country: "countryError" });
    expect(billingParams(s, values)).toEqual({ "customer.givenName": "Jane", "billing.street1": "Main St 1", "billing.country": "de" });
  });

  it("sends a tax number with its document type, and the birth date as yyyy-MM-dd", () => {
    const s = setup({ showTaxNumberField: true, showBirthDate: true });
    expect(billingErrors(s, { taxNumber: "123", birthDate: "2999-01-01" })).toEqual({
      taxNumber: "taxNumberError",
      birthDate: "birthDateError",
    });
    expect(billingErrors(s, {})).toEqual({ taxNumber: "requiredFieldError", birthDate: "requiredFieldError" });
    expect(billingParams(s, { taxNumber: " 123.456.789-09 ", birthDate: "1990-04-30" })).toEqual({
      "customer.identificationDocId": "123.456.789-09",
      "customer.identificationDocType": "TAXSTATEMENT",
      "customer.birthDate": "1990-04-30",
    });
  });

  it.each([
    [{ givenName: "Jane", surname: "Doe" }, "Jane Doe"],
    [{ givenName: " Jane ", surname: " " }, "Jane"],
    [{}, ""],
  ])("holder from %j is %j", (values, holder) => {
    expect(holderFromNames(values)).toBe(holder);
  });
});
