import { describe, expect, it } from "vitest";
import {
  apiLine,
  brandLine,
  classesIn,
  classLine,
  inputLine,
  nameLine,
  namesIn,
  nearest,
  optionLine,
  type WidgetContract,
} from "./verdicts.ts";

const contract: WidgetContract = {
  options: ["style", "locale", "requireCvv", "showLabels", "onReady", "onBeforeSubmitCard", "iframeStyles"],
  brands: ["VISA", "MASTER", "PAYPAL"],
  classes: ["wpwl-form", "wpwl-button-pay", "wpwl-control"],
  classPrefixes: ["wpwl-control-", "wpwl-group-"],
  names: ["card.number", "card.holder", "card.cvv"],
  api: ["checkout", "executePayment", "unload"],
};

describe("verdicts against the widget's contract", () => {
  it.each([
    ["style", [], false, "supported", ""],
    ["requiereCvv", [], false, "unknown", "did you mean requireCvv?"],
    ["paymentMethodsOrder", [], false, "not supported", "not an option of this widget: ignored"],
    ["showLabels", [], true, "changed", "set after the widget read wpwlOptions"],
    ["onBeforeSubmitCard", [], false, "changed", "only `return false` stops the payment"],
    ["locale", ['wpwlOptions.locale: "xx" is not one of the 25 languages'], false, "changed", "is not one of the 25 languages"],
  ] as const)("option %s", (key, said, late, verdict, note) => {
    const line = optionLine(key, contract, said, late);
    expect(line.verdict).toBe(verdict);
    expect(line.note).toContain(note);
  });

  it.each([
    ["wpwl-form", "supported", ""],
    ["wpwl-group-cvv", "supported", ""],
    ["wpwl-contol-cardNumber", "unknown", "did you mean .wpwl-control-cardNumber?"],
    ["wpwl-buton-pay", "unknown", "did you mean .wpwl-button-pay?"],
    ["wpwl-sidebar", "not supported", "the widget renders no element with this class"],
  ] as const)("class %s", (name, verdict, note) => {
    const line = classLine(name, contract, "styled in shop.css");
    expect(line.verdict).toBe(verdict);
    expect(line.note).toContain(note);
  });

  it.each([
    ["VISA", "supported"],
    ["VISAA", "unknown"],
    ["KLARNA_PAYMENTS", "not supported"],
  ] as const)("brand %s is %s", (brand, verdict) => expect(brandLine(brand, contract).verdict).toBe(verdict));

  it.each([
    ["unload", "supported"],
    ["executePaymnet", "unknown"],
    ["destroy", "not supported"],
  ] as const)("wpwl.%s is %s", (name, verdict) => expect(apiLine(name, contract).verdict).toBe(verdict));

  it.each([
    ["customParameters[SHOP_ORDER]", "supported"],
    ["customer.email", "supported"],
    ["billing.city", "supported"],
    ["installments", "not supported"],
  ] as const)("an added input %s is %s", (name, verdict) => expect(inputLine(name).verdict).toBe(verdict));

  it.each([
    ["card.number", "supported", ""],
    ["card.holdr", "unknown", "did you mean card.holder?"],
    ["card.pin", "not supported", "renders no field with this name"],
  ] as const)("field name %s", (name, verdict, note) => {
    const line = nameLine(name, contract, "selected by the page's scripts (querySelector)");
    expect(line.verdict).toBe(verdict);
    expect(line.note).toContain(note);
  });

  it("reads the field names of selectors, the widget's kinds only", () => {
    expect(namesIn(`iframe[name="card.number"], input[name='card.holder'], [name=card.cvv], input[name="email"]`)).toEqual([
      "card.number",
      "card.holder",
      "card.cvv",
    ]);
  });

  it("reads the class names of selectors and stylesheets", () => {
    expect(classesIn(".wpwl-form .wpwl-group-cvv, div.wpwl-button-pay:hover { x: y } .other")).toEqual([
      "wpwl-form",
      "wpwl-group-cvv",
      "wpwl-button-pay",
    ]);
  });

  it("suggests a name only when it is near", () => {
    expect(nearest("styel", contract.options)).toBe("style");
    expect(nearest("colour", contract.options)).toBeUndefined();
  });
});

describe("the instrumentation", () => {
  it("is JavaScript a browser parses (it is a string: the compiler does not see it)", async () => {
    const { instrumentation } = await import("./instrument.ts");
    expect(() => new Function(instrumentation("http://127.0.0.1:8080", "A".repeat(32), "sha384-x"))).not.toThrow();
  });
});
