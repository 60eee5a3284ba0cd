import { describe, expect, it } from "vitest";
import { checkMerchantInputs, widgetPaymentAccepts } from "./widget-payment-rules.ts";

describe("widget payment parameters", () => {
  it.each([
    ["card.number", true],
    ["customer.email", true],
    ["billing.city", true],
    ["shipping.postcode", true],
    ["createRegistration", true],
    ["customParameters[SHOPPER_orderNote]", true],
    ["form_key", false],
    ["amount", false],
    ["currency", false],
    ["createRegistrationX", false],
    ["customer.", false],
  ])("accepts %s: %s", (name, accepted) => {
    expect(widgetPaymentAccepts("card", name)).toBe(accepted);
  });

  it.each<[Record<string, string>, string[]]>([
    [{ "customer.email": "jane@example.com", createRegistration: "true", "billing.city": "Berlin" }, []],
    [{ "customer.email": "not an email" }, ["customer.email"]],
    [{ createRegistration: "yes" }, ["createRegistration"]],
    [{ "customer.noSuchField": "x" }, ["customer.noSuchField"]],
    [{ "customer.browser.language": "de", "card.holder": "Jane Doe", "customParameters[SHOPPER_x]": "y" }, []],
  ])("checks merchant inputs %j against the specification", (params, failing) => {
    expect(checkMerchantInputs(params).map((e) => e.name)).toEqual(failing);
  });
});
