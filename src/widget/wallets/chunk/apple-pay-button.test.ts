// @vitest-environment happy-dom
import { signal } from "@preact/signals-core";
import { describe, expect, it } from "vitest";
import { EN_STRINGS } from "../../../shared/labels.ts";
import { resolveLocale } from "../../../shared/locales.ts";
import type { FormContext } from "../../form-contract.ts";
import { applePayButton } from "./apple-pay-button.ts";

const ctx = { strings: signal(EN_STRINGS), locale: resolveLocale("de") } as unknown as FormContext;
const classes = (o: Record<string, unknown>) => [...applePayButton(ctx, o).classList];

describe("the Apple Pay button", () => {
  it.each([
    [{}, "wpwl-apple-pay-button-white-with-line", "wpwl-apple-pay-button-type-plain"],
    [{ buttonStyle: "black" }, "wpwl-apple-pay-button-black", "wpwl-apple-pay-button-type-plain"],
    [{ buttonStyle: "white", buttonType: "buy" }, "wpwl-apple-pay-button-white", "wpwl-apple-pay-button-type-buy"],
    // Apple's name for the outlined button, and the class merchant pages look for in onReady.
    [{ buttonStyle: "white-with-line" }, "wpwl-apple-pay-button-white-with-line", "wpwl-apple-pay-button-type-plain"],
    [{ buttonStyle: "white-outline" }, "wpwl-apple-pay-button-white-outline", "wpwl-apple-pay-button-type-plain"],
    [{ buttonStyle: "pink", buttonType: "steal" }, "wpwl-apple-pay-button-white-with-line", "wpwl-apple-pay-button-type-plain"],
  ])("%j → %s, %s", (options, style, type) => {
    expect(classes(options)).toEqual(["wpwl-button", "wpwl-apple-pay-button", style, type]);
  });

  it("is labelled for screen readers and speaks the widget's language unless buttonLocale says otherwise", () => {
    const button = applePayButton(ctx, { buttonLocale: "fr-FR" });
    expect(button.getAttribute("aria-label")).toBe(EN_STRINGS.labels.applePayButton);
    expect(button.lang).toBe("fr-FR");
    expect(applePayButton(ctx, {}).lang).toBe(resolveLocale("de").tag);
  });
});
