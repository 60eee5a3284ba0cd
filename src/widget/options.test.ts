import { afterEach, describe, expect, it, vi } from "vitest";
import { CALLBACK_NAMES } from "../components/callback-names.ts";
import { reportSetup } from "./diagnostics/setup-report.ts";
import { parseOptions } from "./options.ts";

describe("parseOptions", () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  afterEach(() => warn.mockClear());

  it("gives the defaults for no options", () => {
    expect(parseOptions(undefined, reportSetup)).toMatchObject({
      style: "card",
      locale: "en",
      showLabels: true,
      showPlaceholders: true,
      disableSubmitOnEnter: false,
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ["style", "plain", "plain"],
    ["locale", "de-AT", "de-AT"],
    ["locale", "zh_CN", "zh_CN"],
    ["showLabels", false, false],
    ["showLabels", "false", false],
    ["showPlaceholders", "true", true],
    ["disableSubmitOnEnter", "true", true],
    ["labels", { cardNumber: "Card", junk: 3 }, { cardNumber: "Card" }],
    // Kept as given: the 3-D Secure code reads it (frame-size.test.ts).
    ["threeDIframeSize", { width: 500, height: "80%" }, { width: 500, height: "80%" }],
    ["paymentTarget", "_top", "_top"],
    ["paymentTarget", "shop-3ds-frame", "shop-3ds-frame"],
    ["shopperResultTarget", "_parent", "_parent"],
    ["style", "logos", "logos"],
    ["showCVVHint", "true", true],
    ["maskCvv", true, true],
    ["numberFormatting", "false", false],
    ["autofocus", "card.number", "card.number"],
    ["autofocus", "card.holder", "card.holder"],
    ["requireCvv", "false", false],
    ["allowEmptyCvv", true, true],
    ["allowEmptyCardHolderName", "true", true],
    ["disableCardExpiryDateValidation", true, true],
    ["enableSAQACompliance", true, true],
    ["enableSAQACompliance", "true", true],
    ["enableSAQACompliance", "false", false],
    ["validation", false, false],
    ["brandDetection", "false", false],
    ["brandDetectionPriority", ["visa", "MADA"], ["VISA", "MADA"]],
    ["brandDetectionPriority", "MADA VISA", ["MADA", "VISA"]],
    ["brandDetectionType", "binlist", "binlist"],
    ["brandDetectionType", "regex", "regex"],
    [
      "iframeStyles",
      { "card-number-placeholder": { color: "#555", fontSize: "15px" } },
      { cardNumber: { color: "#555", "font-size": "15px" } },
    ],
    [
      "iframeStyles",
      { "cvv-placeholder": { "font-family": "Georgia, serif" }, other: { color: "red" } },
      { cvv: { "font-family": "Georgia, serif" } },
    ],
    // Merchant pages set it so (HyperPay's PrestaShop, Laravel and WooCommerce pages); its value is read at payment (pay-params.ts).
    ["browser", { threeDChallengeWindow: 5 }, { threeDChallengeWindow: 5 }],
    ["registrations", { requireCvv: true }, { requireCvv: true, hideInitialPaymentForms: false }],
    ["registrations", { requireCvv: "false" }, { requireCvv: false, hideInitialPaymentForms: false }],
    // requireCvv not given: undefined, the top-level requireCvv decides (stored-cards-cvv.ts).
    ["registrations", { hideInitialPaymentForms: "true", other: 1 }, { requireCvv: undefined, hideInitialPaymentForms: true }],
    [
      "billingAddress",
      { city: "Berlin", country: "DE", postcode: 10117, other: "x" },
      { city: "Berlin", country: "DE", postcode: "10117" },
    ],
    ["mandatoryBillingFields", { country: true, city: "true", street1: false, junk: true }, { country: true, city: true }],
    ["forceCardHolderEqualsBillingName", "true", true],
    ["showTaxNumberField", true, true],
    ["showBirthDate", "true", true],
    ["spinner", false, { show: false }],
    ["spinner", "false", { show: false }],
    ["spinner", { lines: 12, color: "#0a7d32" }, { show: true, color: "#0a7d32" }],
    ["spinner", { color: "navy" }, { show: true, color: "navy" }],
    ["spinner", {}, { show: true }],
    ["displayBic", true, true],
    ["displayBic", "true", true],
    ["inlineFlow", ["PAYPAL", "stc_pay"], ["PAYPAL", "STC_PAY"]],
    ["inlineFlow", [], []],
    ["inlineFlow", "PAYPAL STC_PAY", ["PAYPAL", "STC_PAY"]],
    ["applePay", { countryCode: "DE", buttonStyle: "white" }, { countryCode: "DE", buttonStyle: "white" }],
    ["googlePay", { merchantName: "Shop" }, { merchantName: "Shop" }],
    ["useSummaryPage", true, true],
    ["useSummaryPage", "true", true],
    ["useSummaryPage", "false", false],
  ])("accepts %s = %j", (key, value, expected) => {
    expect(parseOptions({ [key]: value }, reportSetup)[key as "style"]).toEqual(expected);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ["style", "fancy", "card"],
    ["locale", 42, "en"],
    ["locale", "english please", "en"],
    ["showLabels", "yes", true],
    ["showLabels", 0, true],
    ["labels", "Card", {}],
    ["onReady", "function(){}", undefined],
    ["paymentTarget", "_blank", undefined],
    ["shopperResultTarget", "a frame", undefined],
    ["showCVVHint", "yes", false],
    ["maskCvv", 1, false],
    ["numberFormatting", "none", true],
    ["autofocus", "cardNumber", undefined],
    ["autofocus", true, undefined],
    ["requireCvv", "no", undefined],
    ["allowEmptyCvv", "sometimes", false],
    ["allowEmptyCardHolderName", [], true],
    ["disableCardExpiryDateValidation", "1", false],
    ["validation", "off", true],
    ["brandDetection", {}, true],
    ["brandDetectionPriority", [1, 2], []],
    ["brandDetectionPriority", { VISA: 1 }, []],
    ["brandDetectionType", "bin", "regex"],
    ["brandDetectionType", "BINLIST", "regex"],
    ["brandDetectionType", true, "regex"],
    ["iframeStyles", "color: red", {}],
    ["iframeStyles", ["color"], {}],
    ["browser", 5, {}],
    ["registrations", { requireCvv: "yes" }, { requireCvv: undefined, hideInitialPaymentForms: false }],
    ["registrations", true, { requireCvv: undefined, hideInitialPaymentForms: false }],
    ["billingAddress", "Berlin", undefined],
    ["mandatoryBillingFields", ["country"], {}],
    ["forceCardHolderEqualsBillingName", "no", false],
    ["showTaxNumberField", 1, false],
    ["showBirthDate", "yes", false],
    ["spinner", { color: "url(https://evil.example/x)" }, { show: true }],
    ["spinner", { color: "red;background:red" }, { show: true }],
    ["spinner", { color: "rgb(1, 2, 3)" }, { show: true }],
    ["spinner", 3, { show: true }],
    ["displayBic", "yes", false],
    ["inlineFlow", ["PAYPAL", 3], []],
    ["applePay", "yes", {}],
    ["samsungPay", [1], {}],
    ["createCheckout", "https://shop/checkout", undefined],
    ["useSummaryPage", "yes", false],
    ["useSummaryPage", 1, false],
  ])("reports %s = %j once and uses the default", (key, value, fallback) => {
    expect(parseOptions({ [key]: value }, reportSetup)[key as "style"]).toEqual(fallback);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(new RegExp(`^\\[wpwl\\] wpwlOptions\\.${key}: expected .+, got .+; using the default`));
  });

  it.each([
    ["style", "round", '"card", "plain" or "logos"', '"card"'],
    ["brandDetectionType", "bins", '"regex" or "binlist"', '"regex"'],
    ["autofocus", "card.pin", '"card.number", "card.expiryDate", "card.holder" or "card.cvv"', "undefined"],
    ["showLabels", 0, "true or false", "true"],
  ])("says what %s takes, in the words its reader gives", (key, value, expected, fallback) => {
    parseOptions({ [key]: value }, reportSetup);
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      `[wpwl] wpwlOptions.${key}: expected ${expected}, got ${JSON.stringify(value)}; using the default (${fallback}).`,
    ]);
  });

  it('names requireCvv\'s default as the card form applies it (true), though it keeps "not given" apart for the stored cards', () => {
    expect(parseOptions({ requireCvv: "maybe" }, reportSetup).requireCvv).toBeUndefined();
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      '[wpwl] wpwlOptions.requireCvv: expected true or false, got "maybe"; using the default (true).',
    ]);
  });

  // The published type's callbacks (types/wpwl-options.d.ts), listed once where the components use them too.
  const CALLBACKS = CALLBACK_NAMES;

  it.each(CALLBACKS)("keeps the merchant callback %s as it is", (name) => {
    const cb = () => undefined;
    expect(parseOptions({ [name]: cb }, reportSetup)[name]).toBe(cb);
    expect(parseOptions({}, reportSetup)[name]).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(CALLBACKS)("reports a %s that is not a function once", (name) => {
    expect(parseOptions({ [name]: "alert(1)" }, reportSetup)[name]).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain(`wpwlOptions.${name}: expected a function, got "alert(1)"`);
  });

  it("names and ignores an unknown key, and tolerates a non-object", () => {
    expect(parseOptions({ requireCardHolder: true }, reportSetup).style).toBe("card");
    expect(warn.mock.calls).toEqual([["[wpwl] wpwlOptions.requireCardHolder is not an option of this widget: ignored."]]);
    expect(parseOptions("card", reportSetup).style).toBe("card");
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
