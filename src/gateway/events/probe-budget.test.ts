import { describe, expect, it } from "vitest";
import { DESTINATIONS_PER_HOUR, PROBES_PER_MINUTE, probeBudget } from "./probe-budget.ts";

describe("the webhook test notification's budget (no port scanner for a token holder)", () => {
  it(`at most ${PROBES_PER_MINUTE} a minute per account; another account has its own; a minute later there are more`, () => {
    let now = 0;
    const budget = probeBudget(() => now);
    for (let i = 0; i < PROBES_PER_MINUTE; i++) expect(budget.take("a", "http://127.0.0.1:4000/hook").ok).toBe(true);
    expect(budget.take("a", "http://127.0.0.1:4000/hook")).toEqual({
      ok: false,
      why: `at most ${PROBES_PER_MINUTE} test notifications a minute`,
    });
    expect(budget.take("b", "http://127.0.0.1:4000/hook").ok).toBe(true);
    now += 60_001;
    expect(budget.take("a", "http://127.0.0.1:4000/hook").ok).toBe(true);
  });

  it(`at most ${DESTINATIONS_PER_HOUR} different addresses an hour; a known one stays allowed; an hour later there are more`, () => {
    let now = 0;
    const budget = probeBudget(() => now);
    for (let port = 1; port <= DESTINATIONS_PER_HOUR; port++) {
      expect(budget.take("a", `http://127.0.0.1:${port}/`).ok).toBe(true);
      now += 7_000; // under ten a minute
    }
    expect(budget.take("a", "http://127.0.0.1:9999/").ok).toBe(false);
    expect(budget.take("a", "http://127.0.0.1:5/other-path").ok).toBe(true);
    now += 3_600_000;
    expect(budget.take("a", "http://127.0.0.1:9999/").ok).toBe(true);
  });
});
