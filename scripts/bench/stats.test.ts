import { describe, expect, it } from "vitest";
import { percentile, summarize } from "./stats.ts";

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
