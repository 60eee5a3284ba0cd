// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { type CardField, createCardModel } from "../card-model.ts";
import { takeBackPageErrors } from "./page-errors.ts";

/** A card form as the widget renders it, after a page's script marked the holder wrong (or not). */
function form(pageHint: string | undefined, opts: { hasError?: boolean; disabled?: boolean } = {}) {
  const container = document.createElement("div");
  container.innerHTML = `<form class="wpwl-form wpwl-form-card">
<div class="wpwl-group wpwl-group-cardHolder"><div class="wpwl-wrapper wpwl-wrapper-cardHolder">
<input class="wpwl-control wpwl-control-cardHolder${opts.hasError ? " wpwl-has-error" : ""}">${pageHint ?? ""}</div></div>
<div class="wpwl-group wpwl-group-cvv"><div class="wpwl-wrapper wpwl-wrapper-cvv"><iframe class="wpwl-control wpwl-control-cvv"></iframe>
<div class="wpwl-cvv-hint">The 3 digits</div></div></div>
<div class="wpwl-group wpwl-group-submit"><button class="wpwl-button wpwl-button-pay${opts.disabled ? " wpwl-button-error" : ""}"${opts.disabled ? " disabled" : ""}>Pay</button></div>
</form>`;
  const button = container.querySelector("button") as HTMLButtonElement;
  const holder = container.querySelector("input") as HTMLInputElement;
  return { container, button, holder };
}

const GUIDE_HINT = '<div class="wpwl-hint wpwl-hint-cardHolderError">Invalid card holder</div>';
/** Pages copied from another guide leave out the wpwl-hint class. */
const BARE_HINT = "<div class='wpwl-hint-cardHolderError'>Campo requerido</div>";

describe("a page's own error on a field, when the shopper comes back to it", () => {
  it.each<[string, string | undefined, boolean]>([
    ["the integration guide's hint and class", GUIDE_HINT, true],
    ["a hint without the wpwl-hint class", BARE_HINT, true],
    ["the class alone", undefined, true],
    ["the hint alone (a re-render took the class)", GUIDE_HINT, false],
  ])("%s: goes, and the pay button is enabled again", (_what, hint, hasError) => {
    const { container, button, holder } = form(hint, { hasError, disabled: true });
    takeBackPageErrors(container, createCardModel(["VISA"]), "cardHolder");
    expect(container.querySelectorAll('[class*="wpwl-hint"]')).toHaveLength(0);
    expect(holder.classList.contains("wpwl-has-error")).toBe(false);
    expect([button.disabled, button.classList.contains("wpwl-button-error")]).toEqual([false, false]);
  });

  it.each<[string, CardField, (m: ReturnType<typeof createCardModel>) => void]>([
    ["another field is focused (a button the page disabled until its terms are accepted)", "cvv", () => undefined],
    [
      "the widget has an error of its own on the field: its rendering owns it",
      "cardHolder",
      (m) => (m.errors.value = { cardHolder: "cardHolderError" }),
    ],
  ])("stays when %s", (_what, field, setUp) => {
    const { container, button, holder } = form(GUIDE_HINT, { hasError: true, disabled: true });
    const model = createCardModel(["VISA"]);
    setUp(model);
    takeBackPageErrors(container, model, field);
    expect(container.querySelectorAll(".wpwl-hint")).toHaveLength(1);
    expect(holder.classList.contains("wpwl-has-error")).toBe(true);
    expect(button.disabled).toBe(true);
    expect(container.querySelector(".wpwl-cvv-hint")).not.toBeNull();
  });

  it("keeps the button disabled while a payment runs, and its error class while the widget has errors elsewhere", () => {
    const running = form(GUIDE_HINT, { disabled: true });
    const model = createCardModel(["VISA"]);
    model.submitting.value = true;
    takeBackPageErrors(running.container, model, "cardHolder");
    expect([running.container.querySelectorAll(".wpwl-hint").length, running.button.disabled]).toEqual([0, true]);

    const other = form(GUIDE_HINT, { disabled: true });
    const withCvvError = createCardModel(["VISA"]);
    withCvvError.errors.value = { cvv: "cvvError" };
    takeBackPageErrors(other.container, withCvvError, "cardHolder");
    expect([other.button.disabled, other.button.classList.contains("wpwl-button-error")]).toEqual([false, true]);
  });

  it("enables the other forms' pay buttons the page disabled with it (the stored cards'), not one busy paying or disabled otherwise", () => {
    const card = form(GUIDE_HINT, { hasError: true, disabled: true });
    const stored = (attrs: string, errorRow = "") => {
      const c = document.createElement("div");
      c.className = "wpwl-container wpwl-container-registration";
      c.innerHTML = `${errorRow}<button class="wpwl-button wpwl-button-pay${attrs.includes("disabled") && !attrs.includes("busy") ? " wpwl-button-error" : ""}" ${attrs}>Pay</button>`;
      document.body.append(c);
      return c.querySelector("button") as HTMLButtonElement;
    };
    card.container.classList.add("wpwl-container");
    document.body.append(card.container);
    const marked = stored("disabled");
    const busy = stored('disabled aria-busy="true"');
    const withOwnError = stored("disabled", '<div class="wpwl-group wpwl-group-has-error"></div>');
    try {
      takeBackPageErrors(card.container, createCardModel(["VISA"]), "cardHolder");
      expect([marked.disabled, marked.classList.contains("wpwl-button-error")]).toEqual([false, false]);
      expect(busy.disabled).toBe(true);
      expect([withOwnError.disabled, withOwnError.classList.contains("wpwl-button-error")]).toEqual([false, true]);
    } finally {
      document.body.replaceChildren();
    }
  });
});
