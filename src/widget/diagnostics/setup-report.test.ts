import { describe, expect, it, vi } from "vitest";
import { parseOptions } from "../options.ts";
import type { SetupProblem } from "../setup-problems.ts";
import { EXPECTED, reportSetup, setupMessage } from "./setup-report.ts";

const collect = (raw: unknown) => {
  const problems: SetupProblem[] = [];
  parseOptions(raw, (p) => problems.push(...p));
  return problems;
};

describe("the words of the option report (module diagnostics)", () => {
  const keys = Object.keys(parseOptions({}, () => undefined));

  it("has words for every option: its own, or its reader's", () => {
    expect(keys.length).toBeGreaterThan(50);
    // A symbol is no option's value: every reader but threeDIframeSize's (kept as given) refuses it.
    const invalid = collect(Object.fromEntries(keys.map((k) => [k, Symbol("x")]))).filter((p) => p.kind === "invalid");
    expect(invalid.map((p) => p.key).sort()).toEqual(keys.filter((k) => k !== "threeDIframeSize").sort());
    for (const p of invalid) {
      const words = EXPECTED[p.key] ?? p.expected;
      expect(words, p.key).toMatch(/^\S.{3,}/);
      expect(setupMessage(p)).toContain(`wpwlOptions.${p.key}: expected ${words}, got `);
    }
  });

  it("lists no option that does not exist", () => {
    for (const key of Object.keys(EXPECTED)) expect(keys, key).toContain(key);
  });

  it("reads a page without a problem without reporting (the module is not loaded)", () => {
    const report = vi.fn();
    parseOptions({ style: "plain", locale: "de", onReady: () => undefined, iframeStyles: { "cvv-placeholder": { color: "red" } } }, report);
    expect(report).not.toHaveBeenCalled();
  });

  it("reports all problems of a page at once, in the order found", () => {
    const report = vi.fn();
    parseOptions({ styel: "plain", style: 3, labels: { cardNumbr: "x" } }, report);
    expect(report).toHaveBeenCalledTimes(1);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    reportSetup(report.mock.calls[0]?.[0] as SetupProblem[]);
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      "[wpwl] wpwlOptions.styel is not an option of this widget: ignored.",
      '[wpwl] wpwlOptions.style: expected "card", "plain" or "logos", got 3; using the default ("card").',
      "[wpwl] wpwlOptions.labels.cardNumbr is not a text of the widget: ignored.",
    ]);
    warn.mockRestore();
  });

  it.each<[SetupProblem, "warn" | "error", RegExp]>([
    [{ kind: "unknownLocale", locale: "xx" }, "warn", /^wpwlOptions\.locale: "xx" is not one of the 25 languages/],
    [{ kind: "unknownBrands", brands: ["VISAA"] }, "warn", /^data-brands: VISAA not supported by this widget; showing the other brands\.$/],
    [{ kind: "noBrands", text: "FOO" }, "error", /^data-brands: expected brands such as "VISA MASTER AMEX", got "FOO"\.$/],
    [{ kind: "badCheckoutId", checkoutId: "x/payment" }, "error", /^expected \?checkoutId= .+, got "x\/payment"\.$/],
    [
      { kind: "unknownCheckout", checkoutId: "abc", gatewayOrigin: "https://gw.example" },
      "error",
      /^checkout abc does not exist on https:\/\/gw\.example: create it server-side with POST \/v1\/checkouts/,
    ],
  ])("words the page's %j as a console %s", (problem, level, words) => {
    const spy = vi.spyOn(console, level).mockImplementation(() => undefined);
    reportSetup([problem]);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(String(spy.mock.calls[0]?.[0])).toMatch(new RegExp(`^\\[wpwl\\] ${words.source.slice(1)}`));
    spy.mockRestore();
  });
});
