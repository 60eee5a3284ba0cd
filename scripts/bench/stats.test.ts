import { describe, expect, it } from "vitest";
import { medianDifferenceInterval, percentile, seededRandom, summarize } from "./stats.ts";

describe("percentile (nearest rank)", () => {
  const ten = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  it.each<[number, number]>([
    [0, 1],
    [10, 1],
    [50, 5],
    [90, 9],
    [99, 10],
    [100, 10],
  ])("p%i of 1..10 is %i", (p, v) => expect(percentile(ten, p)).toBe(v));

  it("is NaN for no values", () => expect(percentile([], 50)).toBeNaN());
});

describe("summarize", () => {
  it.each<[number[], number]>([
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[7], 7],
  ])("median of %j is %d", (values, median) => expect(summarize(values).median).toBe(median));

  it("sorts before taking percentiles", () => {
    expect(summarize([30, 10, 20, 40, 50, 60, 70, 80, 90, 100])).toMatchObject({ n: 10, p90: 90, p95: 100, p99: 100, min: 10, max: 100 });
  });
});

describe("medianDifferenceInterval (bootstrap)", () => {
  const base = Array.from({ length: 30 }, (_, i) => 300 + ((i * 37) % 41) - 20);
  it.each<[string, number[], boolean]>([
    ["the same sample", base, true],
    ["a sample 50 ms slower", base.map((v) => v + 50), false],
    ["a sample 50 ms faster", base.map((v) => v - 50), false],
    ["the same values in another order", [...base].reverse(), true],
  ])("%s: does the interval hold 0? %s", (_name, other, holdsZero) => {
    const { low, high } = medianDifferenceInterval(base, other);
    expect(low <= 0 && 0 <= high).toBe(holdsZero);
  });

  it("brackets the shift between the two samples", () => {
    const r = medianDifferenceInterval(
      base,
      base.map((v) => v + 50),
    );
    expect(r.difference).toBe(50);
    expect(r.low).toBeLessThanOrEqual(50);
    expect(r.high).toBeGreaterThanOrEqual(50);
  });

  it("is the same for the same seed, and NaN-bounded for an empty sample", () => {
    const noisy = base.map((v, i) => v + (i % 3) * 7);
    expect(medianDifferenceInterval(base, noisy, { random: seededRandom(7) })).toEqual(
      medianDifferenceInterval(base, noisy, { random: seededRandom(7) }),
    );
    expect(medianDifferenceInterval([], base).low).toBeNaN();
  });
});

describe("seededRandom", () => {
  it("stays in [0, 1) and repeats for a seed", () => {
    const r = seededRandom(42);
    const xs = Array.from({ length: 1000 }, r);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(Array.from({ length: 5 }, seededRandom(42))).toEqual(xs.slice(0, 5));
  });
});
