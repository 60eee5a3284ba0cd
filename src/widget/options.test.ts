import { afterEach, describe, expect, it, vi } from "vitest";
import { parseOptions } from "./options.ts";

describe("parseOptions", () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  afterEach(() => warn.mockClear());

  it("gives the defaults for no options", () => {
    expect(parseOptions(undefined)).toMatchObject({
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
    ["applePay", { countryCode: "DE", buttonStyle: "white" }, { countryCode: "DE", buttonStyle: "white" }],
    ["googlePay", { merchantName: "Shop" }, { merchantName: "Shop" }],
  ])("accepts %s = %j", (key, value, expected) => {
    expect(parseOptions({ [key]: value })[key as "style"]).toEqual(expected);
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
    ["applePay", "yes", {}],
    ["samsungPay", [1], {}],
    ["createCheckout", "https://shop/checkout", undefined],
  ])("reports %s = %j once and uses the default", (key, value, fallback) => {
    expect(parseOptions({ [key]: value })[key as "style"]).toEqual(fallback);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(new RegExp(`^\\[wpwl\\] wpwlOptions\\.${key}: expected .+, got .+; using the default`));
  });

  const CALLBACKS = [
    "onReady",
    "onError",
    "onReadyIframeCommunication",
    "onFocusIframeCommunication",
    "onBlurIframeCommunication",
    "onBlurCardNumber",
    "onBlurSecurityCode",
    "onBlurExpiryDate",
    "onBlurCardHolder",
    "onChangeBrand",
    "onDetectBrand",
    "onBeforeSubmitCard",
    "onAfterSubmit",
  ] as const;

  it.each(CALLBACKS)("keeps the merchant callback %s as it is", (name) => {
    const cb = () => undefined;
    expect(parseOptions({ [name]: cb })[name]).toBe(cb);
    expect(parseOptions({})[name]).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(CALLBACKS)("reports a %s that is not a function once", (name) => {
    expect(parseOptions({ [name]: "alert(1)" })[name]).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain(`wpwlOptions.${name}: expected a function, got "alert(1)"`);
  });

  it("ignores unknown keys and tolerates a non-object", () => {
    expect(parseOptions({ somethingElse: 1 }).style).toBe("card");
    expect(parseOptions("card").style).toBe("card");
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
