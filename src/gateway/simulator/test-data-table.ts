import { cardBrand, detectBrands } from "../../shared/brands.ts";
import { formatIban } from "../../shared/iban.ts";
import { describeResult } from "../../shared/result-codes.ts";
import { FRAUD_SIMULATIONS } from "./fraud.ts";
import { TEST_BANK_ACCOUNTS } from "./test-bank-accounts.ts";
import { TEST_BINS } from "./test-bins.ts";
import { TEST_CARDS } from "./test-cards.ts";
import { AUTHENTICATION_FAILED } from "./three-d-secure.ts";

/** A Markdown table with padded columns (docs/test-data.md's formatting). */
export function markdownTable(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: readonly string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  return [line(head), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}

/** "4200 0000 0000 0000": the number grouped as the brand shows it. */
function grouped(number: string, brand: string): string {
  const gaps = cardBrand(brand)?.gaps ?? [4, 8, 12];
  let out = "";
  for (const [i, ch] of [...number].entries()) out += (gaps.includes(i) ? " " : "") + ch;
  return out;
}

/** docs/test-data.md's test-card table, from TEST_CARDS (the cards without 3-D Secure). */
export function testCardsMarkdown(): string {
  return markdownTable(
    ["brand", "number", "result", "AVS", "CVV"],
    TEST_CARDS.filter((c) => !c.threeDS).map((c) => [
      c.brand,
      `\`${grouped(c.number, c.brand)}\``,
      `${c.scenario}, \`${c.code}\``,
      c.avs,
      c.cvv,
    ]),
  );
}

/** docs/test-data.md's 3-D Secure 2 test-card table: the enrolled cards of TEST_CARDS. */
export function threeDSecureCardsMarkdown(): string {
  return markdownTable(
    ["brand", "number", "3-D Secure", "result"],
    TEST_CARDS.flatMap((c) =>
      c.threeDS
        ? [
            [
              c.brand,
              `\`${grouped(c.number, c.brand)}\``,
              c.threeDS,
              `${c.scenario}, \`${c.threeDS === "failed" ? AUTHENTICATION_FAILED : c.code}\``,
            ],
          ]
        : [],
    ),
  );
}

/** docs/test-data.md's fraud-simulation table, from FRAUD_SIMULATIONS. */
export function fraudMarkdown(): string {
  return markdownTable(
    ["`customer.surname`", "result", "`risk.score`"],
    FRAUD_SIMULATIONS.map((s) => [
      `\`${s.surname}\``,
      `${s.outcome}: \`${s.code}\` (${describeResult(s.code).split(" (")[0]})`,
      s.score === undefined ? "—" : String(s.score),
    ]),
  );
}

/** docs/test-data.md's SEPA test-account table, from TEST_BANK_ACCOUNTS. */
export function testBankAccountsMarkdown(): string {
  return markdownTable(
    ["country", "IBAN", "BIC", "result"],
    TEST_BANK_ACCOUNTS.map((a) => [a.iban.slice(0, 2), `\`${formatIban(a.iban)}\``, `\`${a.bic}\``, `${a.scenario}, \`${a.code}\``]),
  );
}

/** docs/test-data.md's BIN table, from TEST_BINS, with what the widget's prefix table alone detects and a test card of the BIN. */
export function testBinsMarkdown(): string {
  return markdownTable(
    ["BIN", "brands (priority order)", "type", "country", "prefix table alone", "test card"],
    TEST_BINS.map((b) => {
      const card = TEST_CARDS.find((c) => c.number.startsWith(b.bin) && c.brand === b.brands[0]);
      return [
        `\`${b.bin}\``,
        b.brands.join(", "),
        b.type,
        b.country,
        detectBrands(b.bin).join(", "),
        card ? `\`${grouped(card.number, card.brand)}\`` : "—",
      ];
    }),
  );
}
