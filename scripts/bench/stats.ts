/** Summary statistics of a list of timings (milliseconds). */
export interface Summary {
  readonly n: number;
  readonly median: number;
  readonly p90: number;
  readonly p95: number;
  readonly p99: number;
  readonly min: number;
  readonly max: number;
}

/** Nearest-rank percentile (p in 0..100) of values sorted ascending. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1] ?? Number.NaN;
}

/** The median is the mean of the two middle values for an even count. */
export function summarize(values: readonly number[]): Summary {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  const median = s.length === 0 ? Number.NaN : s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
  return {
    n: s.length,
    median,
    p90: percentile(s, 90),
    p95: percentile(s, 95),
    p99: percentile(s, 99),
    min: s[0] ?? Number.NaN,
    max: s.at(-1) ?? Number.NaN,
  };
}
