import { afterEach, describe, expect, it, vi } from "vitest";
import { reportSetup } from "./diagnostics/setup-report.ts";
import { parseOptions } from "./options.ts";

describe("wpwlOptions values the widget reports and leaves out", () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  afterEach(() => warn.mockClear());

  it("says which labels and error texts it has no use for (a typo, another widget's key), and keeps the others", () => {
    const options = parseOptions(
      {
        labels: { cardNumber: "Card", mobilePhoneNumber: "Phone" },
        errorMessages: { cvvError: "Bad CVV", cardnumberError: "x" },
      },
      reportSetup,
    );
    expect(options.labels).toEqual({ cardNumber: "Card", mobilePhoneNumber: "Phone" });
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      "[wpwl] wpwlOptions.labels.mobilePhoneNumber is not a text of the widget: ignored.",
      "[wpwl] wpwlOptions.errorMessages.cardnumberError is not a text of the widget: ignored.",
    ]);
    warn.mockClear();
    parseOptions({ labels: { cardNumber: "Card", submit: "Pay {amount}" }, errorMessages: { cvvError: "Bad CVV" } }, reportSetup);
    expect(warn).not.toHaveBeenCalled();
  });

  it("takes the established givenNameError and surNameError without a warning: the name fields show them", () => {
    const options = parseOptions({ errorMessages: { givenNameError: "Unesite ime", surNameError: "Unesite prezime" } }, reportSetup);
    expect(options.errorMessages).toEqual({ givenNameError: "Unesite ime", surNameError: "Unesite prezime" });
    expect(warn).not.toHaveBeenCalled();
  });

  it.each<[string, Record<string, string>, string]>([
    // Datafast, Total Processing and Serbian merchant pages set both to one text.
    ["both, as pages set them", { expiryMonthError: "Invalid exp.", expiryYearError: "Invalid exp." }, "Invalid exp."],
    ["the year's alone: it stands in", { expiryYearError: "Año inválido" }, "Año inválido"],
    ["different texts: the month's is the one shown", { expiryMonthError: "Mes", expiryYearError: "Año" }, "Mes"],
  ])("takes the established expiryYearError without a warning: %s", (_what, errorMessages, shown) => {
    expect(parseOptions({ errorMessages }, reportSetup).errorMessages.expiryMonthError).toBe(shown);
    expect(warn).not.toHaveBeenCalled();
  });

  it("drops unsafe iframeStyles with one message naming them, and keeps the safe ones", () => {
    const parsed = parseOptions(
      {
        iframeStyles: {
          "card-number-placeholder": { color: "#555", background: "url(https://evil.example/x)" },
          "cvv-placeholder": { "font-size": "expression(alert(1))" },
        },
      },
      reportSetup,
    );
    expect(parsed.iframeStyles).toEqual({ cardNumber: { color: "#555" } });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(
      /^\[wpwl\] wpwlOptions\.iframeStyles: expected the properties color, .+, got card-number-placeholder\.background, cvv-placeholder\.font-size; these are ignored\.$/,
    );
  });
});
