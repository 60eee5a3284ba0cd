import { describe, expect, it } from "vitest";
import { formBrandsText } from "./read-page.ts";

const form = (dataBrands: string | null, text: string | null) => ({
  getAttribute: (name: string) => (name === "data-brands" ? dataBrands : null),
  textContent: text,
});

describe("formBrandsText", () => {
  it.each<[string, string | null, string | null, string]>([
    ["data-brands", "VISA MASTER", "", "VISA MASTER"],
    ["data-brands over the text", "VISA", "MASTER AMEX", "VISA"],
    ["an empty data-brands, not the text", "", "MASTER", ""],
    ["the text of a legacy form without data-brands", null, "\n  VISA MASTER\n", "\n  VISA MASTER\n"],
    ["nothing", null, null, ""],
  ])("%s", (_what, dataBrands, text, expected) => {
    expect(formBrandsText(form(dataBrands, text))).toBe(expected);
  });
});
