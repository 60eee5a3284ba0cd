import { describe, expect, it } from "vitest";
import { BUDGETS, type Budget, checkBudgets, KB } from "./budgets.ts";
import type { SizeKind, SizeRow } from "./measure.ts";

const row = (name: string, kind: SizeKind, brotli: number): SizeRow => ({
  name,
  kind,
  files: [name],
  raw: brotli * 3,
  gzip: brotli + 100,
  brotli,
});
const ONE: readonly Budget[] = [{ kind: "locale", brotli: 2 * KB, why: "test" }];

describe("checkBudgets", () => {
  it.each<[string, number, boolean]>([
    ["well under", 500, true],
    ["exactly at the budget", 2000, true],
    ["one byte over", 2001, false],
    ["far over", 9000, false],
  ])("a locale %s (%i bytes) → ok=%s", (_what, brotli, ok) => {
    const [result] = checkBudgets([row("locales/de.json", "locale", brotli)], ONE);
    expect(result).toMatchObject({ name: "locales/de.json", brotli, budget: 2000, ok });
  });

  it("names the artifact, its size and the budget when one is over", () => {
    const [result] = checkBudgets([row("locales/de.json", "locale", 2345)], ONE);
    expect(result?.message).toContain("locales/de.json: 2.35 KB brotli, OVER by 0.34 KB: the locale budget of 2.00 KB");
  });

  it("checks every row of a kind, and only rows of that kind", () => {
    const rows = [row("a.json", "locale", 100), row("b.json", "locale", 3000), row("paymentWidgets.js", "script", 99_999)];
    expect(checkBudgets(rows, ONE).map((r) => [r.name, r.ok])).toEqual([
      ["a.json", true],
      ["b.json", false],
    ]);
  });

  it("fails a budget that covers no artifact (a renamed or missing file must not pass silently)", () => {
    const [result] = checkBudgets([row("paymentWidgets.js", "script", 1)], ONE);
    expect(result).toMatchObject({ ok: false });
    expect(result?.message).toContain("no locale was measured");
  });

  it.each<[SizeKind, number]>([
    ["critical path", 20_000],
    ["frame document", 6000],
    ["locale", 2000],
  ])("the issue's budget for %s is %i brotli bytes", (kind, bytes) => {
    expect(BUDGETS.find((b) => b.kind === kind)?.brotli).toBe(bytes);
  });
});
