import type { CardField, CardModel } from "../card-model.ts";

/**
 * The established integration guide's card-holder check, which countless shop pages carry, marks a
 * field wrong itself: `wpwl-has-error` on the control, a hint of its own after it
 * (`div.wpwl-hint.wpwl-hint-cardHolderError`, or only `wpwl-hint-cardHolderError`), and the pay
 * button disabled with `wpwl-button-error`; it relies on the widget to take that back when the
 * shopper returns to the field. So, when the shopper focuses or types into a field the widget has no
 * error of its own for: the page's error on it goes, and, if there was one, the pay button is
 * enabled again (unless a payment runs), and so are the other forms' pay buttons the page disabled
 * with it. A button the page disabled for a reason of its own (terms
 * not accepted) stays as it is: only an error the page put on the field being corrected releases it.
 */
export function takeBackPageErrors(container: HTMLElement, model: CardModel, field: CardField): void {
  const errors = model.errors.value;
  // With an error of its own, the widget's rendering owns the field (its hint, its classes).
  if (errors[field]) return;
  const control = container.querySelector(`.wpwl-control-${field}`);
  const hints = container.querySelectorAll(`.wpwl-group-${field} [class*="wpwl-hint"]`);
  if (!control?.classList.contains("wpwl-has-error") && hints.length === 0) return;
  control?.classList.remove("wpwl-has-error");
  for (const hint of hints) hint.remove();
  if (model.submitting.value) return;
  for (const button of container.querySelectorAll<HTMLButtonElement>(".wpwl-button-pay")) {
    button.disabled = false;
    if (Object.keys(errors).length === 0) button.classList.remove("wpwl-button-error");
  }
  // The guide's `$(".wpwl-button-pay")` disabled every form's button (the stored cards' too): those the
  // page marked so come back, not one that is busy with a payment of its own.
  for (const button of document.querySelectorAll<HTMLButtonElement>(".wpwl-container .wpwl-button-pay.wpwl-button-error")) {
    if (container.contains(button) || !button.disabled || button.getAttribute("aria-busy") === "true") continue;
    button.disabled = false;
    if (!button.closest(".wpwl-container")?.querySelector(".wpwl-group-has-error")) button.classList.remove("wpwl-button-error");
  }
}
