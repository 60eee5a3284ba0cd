import { afterEach, describe, expect, it, vi } from "vitest";
import { challengeWindow } from "./pay-params.ts";

describe("wpwlOptions.browser.threeDChallengeWindow, sent as customer.browser.challengeWindow", () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  afterEach(() => warn.mockClear());

  it.each<[string, Record<string, unknown>, number, boolean]>([
    ["not given: full screen", {}, 5, false],
    ["5, as merchant pages set it", { threeDChallengeWindow: 5 }, 5, false],
    ["a string", { threeDChallengeWindow: "2" }, 2, false],
    ["1, the smallest", { threeDChallengeWindow: 1 }, 1, false],
    ["6: named on the console, full screen sent", { threeDChallengeWindow: 6 }, 5, true],
    ["a word", { threeDChallengeWindow: "full" }, 5, true],
  ])("%s", (_what, browser, sent, warned) => {
    expect(challengeWindow(browser)).toBe(sent);
    expect(warn.mock.calls.length > 0).toBe(warned);
  });
});
