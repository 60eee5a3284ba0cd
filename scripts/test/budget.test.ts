import { describe, expect, it } from "vitest";
import { overBudget, playwrightTimes, slowest, vitestTimes } from "./budget.ts";

describe("the test suite's time budget", () => {
  const unit = vitestTimes(
    {
      testResults: [
        {
          name: "/repo/src/a.test.ts",
          assertionResults: [
            { fullName: "a fast one", duration: 12 },
            { fullName: "a slow one", duration: 10_001 },
            { fullName: "a skipped one", duration: null },
          ],
        },
      ],
    },
    "/repo",
  );
  const e2e = playwrightTimes({
    suites: [
      {
        title: "card.spec.ts",
        file: "card.spec.ts",
        specs: [{ title: "pays", file: "card.spec.ts", tests: [{ results: [{ duration: 30_000 }, { duration: 4_000 }] }] }],
        suites: [
          {
            title: "3-D Secure",
            specs: [{ title: "challenges", file: "card.spec.ts", tests: [{ results: [{ duration: 20_500 }] }] }],
          },
        ],
      },
    ],
  });

  it("reads each runner's report, naming file and test", () => {
    expect(unit.map((t) => [t.name, t.ms])).toEqual([
      ["src/a.test.ts › a fast one", 12],
      ["src/a.test.ts › a slow one", 10_001],
      ["src/a.test.ts › a skipped one", 0],
    ]);
    expect(e2e.map((t) => [t.name, t.ms])).toEqual([
      ["card.spec.ts › pays", 4_000],
      ["card.spec.ts › 3-D Secure › challenges", 20_500],
    ]);
  });

  it.each([
    ["unit", 10_000, false],
    ["unit", 10_001, true],
    ["e2e", 20_000, false],
    ["e2e", 20_001, true],
  ] as const)("a %s test of %d ms is over the budget: %s", (runner, ms, over) => {
    expect(overBudget([{ runner, name: "t", ms }]).length > 0).toBe(over);
  });

  it("names the slowest first", () => {
    expect(slowest([...unit, ...e2e], 2).map((t) => t.ms)).toEqual([20_500, 10_001]);
    expect(overBudget([...unit, ...e2e]).map((t) => t.ms)).toEqual([20_500, 10_001]);
  });
});
