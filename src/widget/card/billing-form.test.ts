import { describe, expect, it } from "vitest";
import { billingErrors, billingParams, billingSetup, holderFromNames } from "./billing-form.ts";

const setup = (o: Partial<Parameters<typeof billingSetup>[0]>) =>
  billingSetup({ billingAddress: undefined, mandatoryBillingFields: {}, forceCardHolderEqualsBillingName: false, ...o });

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
  ] as const)("%s shows %j, requires %j", (_n, o, shown, required) => {
    const s = setup(o);
    expect([...s.names, ...s.address].map((f) => f.key)).toEqual(shown);
    expect([...s.required].sort()).toEqual([...required].sort());
  });

  it("checks required and malformed values, and sends trimmed non-empty ones", () => {
    const s = setup({ billingAddress: {}, mandatoryBillingFields: { city: true, country: true }, forceCardHolderEqualsBillingName: true });
    const values = { givenName: " Jane ", surname: "", street1: "Main St 1", city: "", country: "de", postcode: "  " };
    expect(billingErrors(s, values)).toEqual({ surname: "requiredFieldError", city: "requiredFieldError", country: "countryError" });
    expect(billingParams(s, values)).toEqual({ "customer.givenName": "Jane", "billing.street1": "Main St 1", "billing.country": "de" });
  });

  it.each([
    [{ givenName: "Jane", surname: "Doe" }, "Jane Doe"],
    [{ givenName: " Jane ", surname: " " }, "Jane"],
    [{}, ""],
  ])("holder from %j is %j", (values, holder) => {
    expect(holderFromNames(values)).toBe(holder);
  });
});
