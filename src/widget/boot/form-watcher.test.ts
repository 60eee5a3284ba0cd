// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { reportSetup } from "../diagnostics/setup-report.ts";
import { watchPaymentForms } from "./form-watcher.ts";
import type { PaymentForm } from "./read-page.ts";

/** Lets the MutationObserver run. */
const settle = () => new Promise((r) => setTimeout(r, 0));

function addForm(brands: string, cls = "paymentWidgets"): HTMLFormElement {
  const form = document.createElement("form");
  form.className = cls;
  form.setAttribute("data-brands", brands);
  form.setAttribute("action", "/result");
  document.body.append(form);
  return form;
}

describe("the form watcher", () => {
  afterEach(() => {
    document.body.innerHTML = "";
    vi.restoreAllMocks();
  });

  it("takes the forms on the page at the start, hides them, and reports them as such", () => {
    const form = addForm("VISA MASTER");
    const seen: [string[], boolean][] = [];
    const watcher = watchPaymentForms(
      () => true,
      (forms, atStart) => seen.push([forms.map((f) => f.groups.map((g) => g.kind).join()), atStart]),
      (p) => reportSetup([p]),
    );
    expect(seen).toEqual([[["card"], true]]);
    expect(form.hidden).toBe(true);
    watcher.stop();
    expect(form.hidden).toBe(false);
  });

  it("takes a form that appears later, or whose class comes later, once each; nothing after stop()", async () => {
    const seen: [PaymentForm[], boolean][] = [];
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const watcher = watchPaymentForms(
      () => true,
      (forms, atStart) => seen.push([forms, atStart]),
      (p) => reportSetup([p]),
    );
    expect(warn.mock.calls.flat().join()).toContain('[wpwl] no <form class="paymentWidgets"');
    const late = addForm("DIRECTDEBIT_SEPA");
    await settle();
    const classed = addForm("VISA", "checkout");
    await settle();
    classed.classList.add("paymentWidgets");
    await settle();
    late.setAttribute("data-x", "1"); // another change: no second take
    await settle();
    expect(seen.map(([forms, atStart]) => [forms.map((f) => f.element), atStart])).toEqual([
      [[], true],
      [[late], false],
      [[classed], false],
    ]);
    watcher.stop();
    addForm("VISA");
    await settle();
    expect(seen).toHaveLength(3);
    expect([late.hidden, classed.hidden]).toEqual([false, false]);
  });

  it("leaves a form whose brands this page does not render, and keeps a form that was hidden hidden after stop()", () => {
    const wallets = addForm("APPLEPAY");
    const hidden = addForm("VISA");
    hidden.hidden = true;
    const seen: PaymentForm[][] = [];
    const watcher = watchPaymentForms(
      (kind) => kind === "card",
      (forms) => seen.push(forms),
      (p) => reportSetup([p]),
    );
    expect(seen[0]?.map((f) => f.element)).toEqual([hidden]);
    expect(wallets.hidden).toBe(false);
    watcher.stop();
    expect(hidden.hidden).toBe(true);
  });
});
