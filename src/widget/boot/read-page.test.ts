import { afterEach, describe, expect, it, vi } from "vitest";
import { ANY_CARD_BRAND } from "../../shared/any-card-brand.ts";
import type { BrandGroup } from "../../shared/payment-methods.ts";
import { reportSetup } from "../diagnostics/setup-report.ts";
import { formBrandsText, readPaymentForm } from "./read-page.ts";

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

describe("readPaymentForm: what it reports", () => {
  const element = (brands: string | null, action: string | null = "/result", text = "") =>
    ({
      getAttribute: (name: string) => (name === "data-brands" ? brands : name === "action" ? action : null),
      textContent: text,
    }) as unknown as HTMLFormElement;
  const messages = () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    return () => [...warn.mock.calls, ...error.mock.calls].map((c) => String(c[0]));
  };
  afterEach(() => vi.restoreAllMocks());

  it.each<[string, string, string | null, (kind: string) => boolean, string[], number]>([
    ["all brands shown", "VISA MASTER", "/result", () => true, [], 1],
    ["an unknown brand", "VISAA MASTER", "/result", () => true, ["not supported by this widget"], 1],
    // A form that names no brand: the card form, detecting among every card brand (a registration-only page).
    ["a blank data-brands", " ", "/result", () => true, [], 1],
    ["only unknown brands", "FOO", "/result", () => true, ["not supported by this widget", "expected brands such as"], 0],
    // A card brand in a fast checkout: `offered` explains it; no misleading "not supported" or "expected brands".
    ["a kind this page cannot show", "VISA", "/result", (k) => k !== "card", [], 0],
    ["no action", "VISA", null, () => true, ["has no action"], 1],
  ])("%s", (_what, brands, action, offered, expected, groups) => {
    const logged = messages();
    const form = readPaymentForm(element(brands, action), offered as (kind: BrandGroup["kind"]) => boolean, (p) => reportSetup([p]));
    expect(form?.groups.length ?? 0).toBe(groups);
    expect(logged()).toHaveLength(expected.length);
    for (const [i, text] of expected.entries()) expect(logged()[i]).toContain(text);
  });
});

describe("readPaymentForm: a form that names no brand (a registration-only page leaves data-brands out)", () => {
  const element = (brands: string | null, text: string) =>
    ({
      getAttribute: (name: string) => (name === "data-brands" ? brands : name === "action" ? "/result" : null),
      textContent: text,
    }) as unknown as HTMLFormElement;
  it.each<[string, string | null, string, "detect" | "listed" | "nothing"]>([
    ["no data-brands, no text", null, "", "detect"],
    ["no data-brands, only the page's own inputs and words", null, "\n  Save your card for next time\n", "detect"],
    ["a blank data-brands", "", "", "detect"],
    ["no data-brands, brands in the text (a legacy form)", null, "VISA MASTER", "listed"],
    ["data-brands naming only unknown brands", "FOO", "", "nothing"],
  ])("%s", (_what, brands, text, expected) => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const form = readPaymentForm(
      element(brands, text),
      () => true,
      () => undefined,
    );
    if (expected === "nothing") return expect(form).toBeUndefined();
    expect(form?.groups.map((g) => g.kind)).toEqual(["card"]);
    if (expected === "listed") return expect(form?.groups[0]?.brands).toEqual(["VISA", "MASTER"]);
    // This very array: the card form then shows no brand select (card/BrandGroup.tsx).
    expect(form?.groups[0]?.brands).toBe(ANY_CARD_BRAND);
    const brandsOffered = form?.groups[0]?.brands ?? [];
    expect(brandsOffered).toEqual(expect.arrayContaining(["VISA", "MASTER", "AMEX", "MAESTRO"]));
    // Variants are detected as their base brand: not offered on their own.
    expect(brandsOffered).not.toContain("VISADEBIT");
  });

  it("in a fast checkout (no card form) it renders nothing", () => {
    expect(
      readPaymentForm(
        element(null, ""),
        (k) => k !== "card",
        () => undefined,
      ),
    ).toBeUndefined();
  });
});
