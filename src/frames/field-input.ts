import type { BinInfo } from "../shared/bin-info.ts";
import { isSafeStyleValue, STYLE_PROPERTIES } from "../shared/iframe-styles.ts";
import type { WidgetCommand } from "../shared/protocol.ts";
import type { FieldValidation } from "../shared/validation.ts";
import type { FramePort } from "./handshake.ts";

const rules: Record<string, CSSStyleRule> = {};

/**
 * Applies a style the widget sends (the iframe element's text style to the input, the merchant's
 * iframeStyles to the placeholder) through the CSSOM, one property at a time, after filtering it again
 * here (the frame trusts no message for CSS): never a stylesheet string. The message's guard already
 * holds its names to lower-case CSS names and its values to 80 characters; the properties and values
 * are those `safeStyles` (shared/iframe-styles.ts) lets through on the widget's side.
 */
function ruleStyle(selector: string, raw: Readonly<Record<string, string>> = {}): void {
  if (!rules[selector]) {
    const sheet = document.styleSheets[0];
    if (!sheet) return;
    const rule = sheet.cssRules[sheet.insertRule(`${selector}{}`, sheet.cssRules.length)];
    if (!(rule instanceof CSSStyleRule)) return;
    rules[selector] = rule;
  }
  const rule = rules[selector];
  rule.style.cssText = "";
  for (const [name, value] of Object.entries(raw))
    if (STYLE_PROPERTIES.includes(name) && isSafeStyleValue(value.trim())) rule.style.setProperty(name, value.trim());
}

/** Behaviour both hosted fields share: state reports, focus, Enter, accessibility of errors. */
export function wireInput(input: HTMLInputElement, error: HTMLElement, port: () => FramePort) {
  let last = "";
  /** States wait for the widget's configuration (allowed brands, rules): the field checks itself again then. */
  let configured = false;
  // The page focusing this frame's iframe element (a merchant's script; the widget's own focus when it lands
  // after the shopper's) empties the focus inside the frame, even while the shopper types here: the field
  // takes it back in the same turn, before the next keystroke, which would otherwise land on the frame's body.
  window.addEventListener("focus", () => {
    if (document.activeElement === document.body) input.focus();
  });
  // WebDriver's Element Clear (a test suite's clear()) empties the field with a change event and no input event:
  // the field checks itself as after typing, so the widget never pays with the state it had before.
  input.addEventListener("change", () => input.dispatchEvent(new Event("input")));
  input.addEventListener("focus", () => port().send({ type: "focus" }));
  input.addEventListener("blur", () => port().send({ type: "blur" }));
  document.addEventListener("keydown", (e) => {
    if (e.key === "Enter") {
      e.preventDefault();
      port().send({ type: "enter" });
    }
    // A key that lands on the frame's body before that (the focus move and the typing race on a loaded machine)
    // still types into the field, the one thing here to type into: moved on keydown, its character follows.
    else if (e.target !== input && e.key.length === 1) input.focus();
  });
  return {
    /** Reports validity (and, with brandDetectionType "binlist", what the BIN table said) to the widget, only when it changed. */
    report(v: FieldValidation, brands: readonly string[] = [], bin?: BinInfo) {
      if (!configured) return;
      const state = {
        type: "state" as const,
        isEmpty: v.isEmpty,
        isValid: v.isValid,
        isPotentiallyValid: v.isPotentiallyValid,
        ...(v.errorKey ? { errorKey: v.errorKey } : {}),
        brands: [...brands],
        ...(bin ? { bin: { brands: [...bin.brands], type: bin.type, country: bin.country } } : {}),
      };
      const key = JSON.stringify(state);
      if (key === last) return;
      last = key;
      port().send(state);
    },
    /** Commands every field understands; returns false for the ones the field handles itself. */
    common(cmd: WidgetCommand): boolean {
      if (cmd.type === "focus") input.focus();
      else if (cmd.type === "invalid") {
        input.setAttribute("aria-invalid", String(cmd.invalid));
        error.textContent = cmd.invalid ? cmd.message : "";
      } else if (cmd.type === "config") {
        input.placeholder = cmd.placeholder;
        input.setAttribute("aria-label", cmd.label);
        document.documentElement.lang = cmd.locale;
        // The page around the field may run right to left; the digits themselves always run left to right.
        document.documentElement.dir = cmd.dir;
        if (cmd.mask) input.type = "password";
        // The input's rule first: the placeholder's, inserted after it, wins where both set a property.
        ruleStyle(".wpwl-frame-input", cmd.inputStyle);
        ruleStyle(".wpwl-frame-input::placeholder", cmd.placeholderStyle);
        configured = true;
        return false;
      } else return false;
      return true;
    },
  };
}
