import type { SizeKind, SizeRow } from "./measure.ts";

/** 1 KB = 1000 bytes throughout the size and bench tables. */
export const KB = 1000;

export interface Budget {
  readonly kind: SizeKind;
  /** Brotli bytes allowed for each row of that kind. */
  readonly brotli: number;
  readonly why: string;
}

/** The size budgets of issue 9, checked by `npm run size` on every `npm test`. */
export const BUDGETS: readonly Budget[] = [
  { kind: "critical path", brotli: 20 * KB, why: "what every merchant checkout page loads before the form shows" },
  { kind: "frame document", brotli: 6 * KB, why: "each hosted-field document with its script and stylesheet" },
  { kind: "locale", brotli: 2 * KB, why: "each label file fetched on demand" },
  // 9, was 8: English the widget does not show moved from every checkout page into the modules that do (src/widget/i18n/module-texts.ts).
  { kind: "on-demand module", brotli: 9 * KB, why: "each module the widget loads only on the pages that need it" },
  { kind: "logo stylesheet", brotli: 1 * KB, why: "the brand logos' rules, loaded after the form's stylesheet" },
  { kind: "brand logo", brotli: 4 * KB, why: "each brand's SVG, fetched only when a badge of that brand shows" },
];

export interface BudgetResult {
  readonly name: string;
  readonly brotli: number;
  readonly budget: number;
  readonly ok: boolean;
  readonly message: string;
}

const kb = (n: number) => `${(n / KB).toFixed(2)} KB`;

/** One result per row a budget covers; a budget that covers no row at all is a failure too (a renamed artifact must not pass silently). */
export function checkBudgets(rows: readonly SizeRow[], budgets: readonly Budget[] = BUDGETS): BudgetResult[] {
  return budgets.flatMap((b) => {
    const covered = rows.filter((r) => r.kind === b.kind);
    if (covered.length === 0) {
      return [
        { name: b.kind, brotli: 0, budget: b.brotli, ok: false, message: `no ${b.kind} was measured: is dist/ complete? (${b.why})` },
      ];
    }
    return covered.map((r) => {
      const ok = r.brotli <= b.brotli;
      const verdict = ok ? "within" : `OVER by ${kb(r.brotli - b.brotli)}:`;
      return {
        name: r.name,
        brotli: r.brotli,
        budget: b.brotli,
        ok,
        message: `${r.name}: ${kb(r.brotli)} brotli, ${verdict} the ${b.kind} budget of ${kb(b.brotli)} (${b.why})`,
      };
    });
  });
}
