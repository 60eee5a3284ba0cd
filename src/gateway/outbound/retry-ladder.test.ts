import { describe, expect, it } from "vitest";
import { DAY, GIVE_UP_AFTER_MS, nextAttemptAt } from "./retry-ladder.ts";

const MIN = 60_000;

describe("the retry ladder of webhook and notification deliveries", () => {
  it.each<[number, number]>([
    [1, 1 * MIN],
    [2, 2 * MIN],
    [3, 4 * MIN],
    [4, 8 * MIN],
    [5, 15 * MIN],
    [6, 30 * MIN],
    [7, 60 * MIN],
    [8, DAY],
    [20, DAY],
  ])("after failed attempt %i the next comes %i ms later", (attempts, delay) => {
    expect(nextAttemptAt(attempts, 1_000_000, 1_000_000)).toBe(1_000_000 + delay);
  });

  it("gives up 30 days after the event", () => {
    expect(nextAttemptAt(30, GIVE_UP_AFTER_MS - DAY, 0)).toBe(GIVE_UP_AFTER_MS);
    expect(nextAttemptAt(31, GIVE_UP_AFTER_MS, 0)).toBeUndefined();
  });

  it("makes 7 retries within the first 2 hours, then one a day: 37 attempts in all when nothing answers", () => {
    let at = 0;
    let attempts = 1;
    for (;;) {
      const next = nextAttemptAt(attempts, at, 0);
      if (next === undefined) break;
      at = next;
      attempts++;
    }
    expect(attempts).toBe(37);
  });
});
