import { describe, expect, it } from "vitest";
import { hasExtraFields } from "./extra-slots.ts";

const none = {
  billingAddress: undefined,
  mandatoryBillingFields: {},
  forceCardHolderEqualsBillingName: false,
  showTaxNumberField: false,
  showBirthDate: false,
};

describe("whether a card form loads the module card-fields", () => {
  it.each([
    ["no option", {}, false],
    ["billingAddress {}", { billingAddress: {} }, true],
    ["mandatoryBillingFields", { mandatoryBillingFields: { city: true } }, true],
    ["forceCardHolderEqualsBillingName", { forceCardHolderEqualsBillingName: true }, true],
    ["showTaxNumberField", { showTaxNumberField: true }, true],
    ["showBirthDate", { showBirthDate: true }, true],
  ])("%s: %s", (_name, o, loads) => {
    expect(hasExtraFields({ ...none, ...o })).toBe(loads);
  });
});
