import { afterEach, describe, expect, it, vi } from "vitest";
import { timeouts } from "./timeouts.ts";

describe("timeouts", () => {
  afterEach(() => vi.useRealTimers());

  it("runs each function once when due, and clear() cancels the ones still due", () => {
    vi.useFakeTimers();
    const t = timeouts();
    const ran: string[] = [];
    t.later(100, () => ran.push("a"));
    t.later(300, () => ran.push("b"));
    vi.advanceTimersByTime(150);
    expect(ran).toEqual(["a"]);
    t.clear();
    vi.advanceTimersByTime(1000);
    expect(ran).toEqual(["a"]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
