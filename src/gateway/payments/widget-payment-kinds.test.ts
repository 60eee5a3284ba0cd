import { describe, expect, it } from "vitest";
import type { FormKind } from "../../shared/payment-methods.ts";
import { widgetPaymentKind } from "./widget-payment-kinds.ts";

/** What the browser may send for each kind of form (the rest of a post is dropped before the rules run). */
describe("the widget's payment kinds", () => {
  it.each<[FormKind | "detected", string, boolean]>([
    ["detected", "card.number", true],
    ["card", "card.cvv", true],
    ["card", "bankAccount.iban", false],
    ["directDebit", "bankAccount.iban", true],
    ["directDebit", "card.number", false],
    ["virtualAccount", "virtualAccount.accountId", true],
    ["onlineTransfer", "card.number", false],
    ["wallet", "googlePay.paymentToken", true],
    ["wallet", "card.number", false],
  ])("%s accepts %s: %s", (kind, name, accepted) => {
    expect(widgetPaymentKind(kind).accepts(name)).toBe(accepted);
  });

  it.each<[FormKind | "detected", boolean]>([
    ["detected", true],
    ["card", true],
    ["directDebit", false],
    ["onlineTransfer", false],
    ["virtualAccount", false],
    ["wallet", false],
  ])("%s may be saved for the summary page: %s", (kind, summary) => {
    expect(widgetPaymentKind(kind).summaryPage).toBe(summary);
  });

  it("card payments and wallet tokens run the same pipeline; redirect brands and virtual accounts the asynchronous one", () => {
    const run = (k: FormKind | "detected") => widgetPaymentKind(k).run;
    expect(run("card")).toBe(run("detected"));
    expect(run("wallet")).toBe(run("card"));
    expect(run("onlineTransfer")).toBe(run("virtualAccount"));
    expect(run("directDebit")).not.toBe(run("card"));
  });
});
