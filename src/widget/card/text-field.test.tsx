// @vitest-environment happy-dom
import { render } from "preact";
import { describe, expect, it } from "vitest";
import { mergeStrings } from "../../shared/labels.ts";
import { SYNC_EVENT } from "../view/sync-event.ts";
import { TextField } from "./TextField.tsx";

/** A TextField in a fresh root, rendered (again) with `value` as its form's state; `seen` gets what its input handler read. */
function mountField(name: string, seen: string[]) {
  const root = document.createElement("div");
  document.body.append(root);
  const show = (value: string) =>
    render(
      <TextField
        field={name}
        label={name}
        showLabel
        idPrefix={`wpwl-test-${name}`}
        error={undefined}
        strings={mergeStrings({}, {})}
        value={value}
        input={{ name, onInput: (e) => seen.push(e.currentTarget.value) }}
      />,
      root,
    );
  show("");
  const input = root.querySelector("input");
  if (!input) throw new Error("no input rendered");
  return { input, show };
}

describe("a page field of the widget's forms", () => {
  it("takes a value changed without an input event (WebDriver's clear(): a change event only) as if typed", () => {
    const seen: string[] = [];
    const { input, show } = mountField("iban", seen);
    show("DE89 3704");
    input.value = "";
    input.dispatchEvent(new Event("change"));
    input.value = "DE12";
    input.dispatchEvent(new Event("input"));
    expect(seen).toEqual(["", "DE12"]);
  });

  it("keeps a value the merchant's script put in through re-renders, and takes it at the submit's sync", () => {
    const seen: string[] = [];
    const { input, show } = mountField("accountHolder", seen);
    input.dispatchEvent(new Event(SYNC_EVENT));
    expect(seen).toEqual([]);
    input.value = "Jane Merchant";
    show("");
    expect(input.value).toBe("Jane Merchant");
    input.dispatchEvent(new Event(SYNC_EVENT));
    expect(seen).toEqual(["Jane Merchant"]);
  });
});
