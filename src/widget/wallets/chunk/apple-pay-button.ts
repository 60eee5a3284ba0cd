import type { FormContext } from "../../form-contract.ts";

/** "white-with-line": Apple's name for the outlined button, and the class merchant pages look for; "white-outline": its CSS name. */
const BUTTON_STYLES = ["black", "white", "white-with-line", "white-outline"] as const;
/**
 * Without buttonStyle the established widget draws the outlined button: merchant pages that set none
 * style and fill `.wpwl-apple-pay-button-white-with-line` in onReady.
 */
const DEFAULT_STYLE = "white-with-line";
const BUTTON_TYPES = [
  "plain",
  "buy",
  "check-out",
  "book",
  "donate",
  "subscribe",
  "order",
  "pay",
  "continue",
  "reload",
  "add-money",
  "top-up",
  "rent",
  "support",
  "contribute",
  "tip",
  "set-up",
] as const;
const pick = <T extends string>(values: readonly T[], v: unknown, fallback: T): T => (values.includes(v as T) ? (v as T) : fallback);

/**
 * Apple's button: drawn by the wallet stylesheet with `-webkit-appearance: -apple-pay-button`
 * (wpwlOptions.applePay.buttonStyle / buttonType; its language the widget's locale or buttonLocale),
 * elsewhere a plain button reading the label applePayButton.
 */
export function applePayButton(ctx: FormContext, o: Readonly<Record<string, unknown>>): HTMLButtonElement {
  const button = document.createElement("button");
  button.type = "button";
  button.className = `wpwl-button wpwl-apple-pay-button wpwl-apple-pay-button-${pick(BUTTON_STYLES, o.buttonStyle, DEFAULT_STYLE)} wpwl-apple-pay-button-type-${pick(BUTTON_TYPES, o.buttonType, "plain")}`;
  button.lang = typeof o.buttonLocale === "string" ? o.buttonLocale : ctx.locale.tag;
  const text = document.createElement("span");
  text.textContent = ctx.strings.value.labels.applePayButton;
  button.setAttribute("aria-label", ctx.strings.value.labels.applePayButton);
  button.append(text);
  return button;
}
