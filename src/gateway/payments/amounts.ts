/** N10.N2 amounts as integers of minor units, so sums and limits are exact. */
export function toMinor(amount: string): number {
  const [units = "0", cents = "00"] = amount.split(".");
  return Number(units) * 100 + Number(cents.padEnd(2, "0").slice(0, 2));
}

export function fromMinor(minor: number): string {
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, "0")}`;
}
