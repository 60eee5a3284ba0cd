// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import type { FrameEvent, WidgetCommand } from "../shared/protocol.ts";
import { wireInput } from "./field-input.ts";

const config = (over: Partial<Extract<WidgetCommand, { type: "config" }>> = {}): WidgetCommand => ({
  type: "config",
  brands: ["VISA"],
  placeholder: "Card Number",
  label: "Card Number",
  locale: "en",
  dir: "ltr",
  ...over,
});

let sent: FrameEvent[];
let input: HTMLInputElement;
let field: ReturnType<typeof wireInput>;

beforeEach(() => {
  document.head.innerHTML = "<style>.wpwl-frame-input{}</style>";
  document.body.innerHTML = '<form><input id="field" class="wpwl-frame-input"></form><span id="field-error"></span>';
  sent = [];
  input = document.getElementById("field") as HTMLInputElement;
  field = wireInput(input, document.getElementById("field-error") as HTMLElement, () => ({ send: (e) => sent.push(e) }));
});

/** The declarations the frame's stylesheet holds for `selector`, as text. */
const ruleText = (selector: string) =>
  [...(document.styleSheets[0]?.cssRules ?? [])]
    .filter((r): r is CSSStyleRule => r instanceof CSSStyleRule && r.selectorText === selector)
    .map((r) => r.style.cssText)
    .join(" ");

describe("a hosted field's input", () => {
  it("takes of the widget's styles only the allowed properties with plain values, whatever the message carries", () => {
    field.common(
      config({
        inputStyle: {
          color: "rgb(1, 2, 3)",
          "background-image": "url(https://attacker.example/x)",
          "font-family": "url(x)",
          "font-size": "18px",
        },
        placeholderStyle: { color: "#555", "font-style": "var(--x)", opacity: "0.5" },
      }),
    );
    const inputRule = ruleText(".wpwl-frame-input");
    expect(inputRule).toContain("rgb(1, 2, 3)");
    expect(inputRule).toContain("18px");
    expect(inputRule).not.toMatch(/url|background/);
    const placeholderRule = ruleText(".wpwl-frame-input::placeholder");
    expect(placeholderRule).toContain("0.5");
    expect(placeholderRule).not.toMatch(/var|font-style/);
  });

  it("checks itself when its value changes without an input event (WebDriver's clear(): a change event only)", () => {
    const inputs: string[] = [];
    input.addEventListener("input", () => inputs.push(input.value));
    input.value = "";
    input.dispatchEvent(new Event("change"));
    expect(inputs).toEqual([""]);
  });

  it("reports its state only once configured, then only when it changed", () => {
    const state = { isEmpty: false, isValid: true, isPotentiallyValid: true };
    field.report(state);
    expect(sent).toEqual([]);
    field.common(config());
    field.report(state);
    field.report(state);
    expect(sent).toEqual([{ type: "state", ...state, brands: [] }]);
  });
});
