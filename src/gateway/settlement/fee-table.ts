/**
 * The sandbox acquirer's fees (docs/back-office.md): one row per kind of
 * settlement record, the first row that fits wins. A fee is `percent` of the amount (in basis
 * points, rounded half up to the cent) plus `fixed` minor units; a credit to the merchant never
 * pays more fee than its amount.
 */
export interface FeeRow {
  readonly recordType: "SETTLED" | "CHARGEBACK" | "CHARGEBACK REVERSAL";
  readonly transactionType: "DEBIT" | "CREDIT" | "REFUND";
  /** A brand, or "*" for any. */
  readonly brand: string;
  readonly basisPoints: number;
  readonly fixedMinor: number;
}

export const FEE_TABLE: readonly FeeRow[] = Object.freeze([
  { recordType: "SETTLED", transactionType: "DEBIT", brand: "AMEX", basisPoints: 250, fixedMinor: 25 },
  { recordType: "SETTLED", transactionType: "DEBIT", brand: "DIRECTDEBIT_SEPA", basisPoints: 0, fixedMinor: 35 },
  { recordType: "SETTLED", transactionType: "DEBIT", brand: "*", basisPoints: 140, fixedMinor: 25 },
  { recordType: "SETTLED", transactionType: "REFUND", brand: "*", basisPoints: 0, fixedMinor: 10 },
  { recordType: "SETTLED", transactionType: "CREDIT", brand: "*", basisPoints: 0, fixedMinor: 10 },
  { recordType: "CHARGEBACK", transactionType: "DEBIT", brand: "*", basisPoints: 0, fixedMinor: 1500 },
  { recordType: "CHARGEBACK REVERSAL", transactionType: "DEBIT", brand: "*", basisPoints: 0, fixedMinor: 0 },
]);

/** The fee of a record, in minor units. */
export function feeFor(
  recordType: FeeRow["recordType"],
  transactionType: FeeRow["transactionType"],
  brand: string,
  amountMinor: number,
): number {
  const row = FEE_TABLE.find(
    (r) => r.recordType === recordType && r.transactionType === transactionType && (r.brand === brand || r.brand === "*"),
  );
  if (!row) return 0;
  const fee = Math.floor((amountMinor * row.basisPoints + 5_000) / 10_000) + row.fixedMinor;
  return recordType === "SETTLED" && transactionType === "DEBIT" ? Math.min(fee, amountMinor) : fee;
}

/** The fee table as the README shows it (checked by settlement.test.ts). */
export function feeTableMarkdown(): string {
  const money = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, "0")}`;
  const rows = FEE_TABLE.map(
    (r) =>
      `| ${r.recordType} | ${r.transactionType} | ${r.brand === "*" ? "any" : r.brand} | ${(r.basisPoints / 100).toFixed(2)} % | ${money(r.fixedMinor)} |`,
  );
  return ["| record | transaction | brand | percent | fixed |", "| --- | --- | --- | --- | --- |", ...rows].join("\n");
}
