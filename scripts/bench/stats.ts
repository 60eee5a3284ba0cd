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

/** A deterministic pseudo-random source in [0, 1) (mulberry32), so a reported interval can be reproduced. */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Interval {
  /** median(b) − median(a) of the samples themselves. */
  readonly difference: number;
  readonly low: number;
  readonly high: number;
}

/**
 * Percentile-bootstrap interval of median(b) − median(a) for two independent samples of timings:
 * each sample is resampled with replacement `resamples` times. An interval that holds 0 is a
 * difference the measure cannot tell from the machine's noise.
 */
export function medianDifferenceInterval(
  a: readonly number[],
  b: readonly number[],
  {
    resamples = 2000,
    confidence = 0.95,
    random = seededRandom(1),
  }: { resamples?: number; confidence?: number; random?: () => number } = {},
): Interval {
  const difference = summarize(b).median - summarize(a).median;
  if (a.length === 0 || b.length === 0) return { difference, low: Number.NaN, high: Number.NaN };
  const draw = (xs: readonly number[]) => summarize(Array.from(xs, () => xs[Math.floor(random() * xs.length)] ?? 0)).median;
  const diffs = Array.from({ length: resamples }, () => draw(b) - draw(a)).sort((x, y) => x - y);
  const tail = ((1 - confidence) / 2) * 100;
  return { difference, low: percentile(diffs, tail), high: percentile(diffs, 100 - tail) };
}
