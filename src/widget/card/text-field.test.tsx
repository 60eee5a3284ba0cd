// @vitest-environment happy-dom
import { render } from "preact";
import { describe, expect, it } from "vitest";
import { mergeStrings } from "../../shared/labels.ts";
import { SYNC_EVENT } from "../view/sync-event.ts";
import { TextField } from "./TextField.tsx";

describe("a page field of the widget's forms", () => {
  it("takes a value changed without an input event (WebDriver's clear(): a change event only) as if typed", () => {
    const seen: string[] = [];
    const root = document.createElement("div");
    document.body.append(root);
    render(
      <TextField
        field="iban"
        label="IBAN"
        showLabel
        idPrefix="wpwl-test"
        error={undefined}
        strings={mergeStrings({}, {})}
        value="DE89 3704"
        input={{ name: "bankAccount.iban", onInput: (e) => seen.push(e.currentTarget.value) }}
      />,
      root,
    );
    const input = root.querySelector("input");
    if (!input) throw new Error("no input rendered");
    input.value = "";
    input.dispatchEvent(new Event("change"));
    input.value = "DE12";
    input.dispatchEvent(new Event("input"));
    expect(seen).toEqual(["", "DE12"]);
  });

  it("keeps a value the merchant's script put in through re-renders, and takes it at the submit's sync", () => {
    const seen: string[] = [];
    const root = document.createElement("div");
    document.body.append(root);
    const field = (value: string) => (
      <TextField
        field="accountHolder"
        label="Account holder"
        showLabel
        idPrefix="wpwl-test2"
        error={undefined}
        strings={mergeStrings({}, {})}
        value={value}
        input={{ name: "bankAccount.holder", onInput: (e) => seen.push(e.currentTarget.value) }}
      />
    );
    render(field(""), root);
    const input = root.querySelector("input");
    if (!input) throw new Error("no input rendered");
    input.dispatchEvent(new Event(SYNC_EVENT));
    expect(seen).toEqual([]);
    input.value = "Jane Merchant";
    render(field(""), root);
    expect(input.value).toBe("Jane Merchant");
    input.dispatchEvent(new Event(SYNC_EVENT));
    expect(seen).toEqual(["Jane Merchant"]);
  });
});
