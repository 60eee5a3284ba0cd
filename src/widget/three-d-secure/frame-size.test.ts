import { describe, expect, it, vi } from "vitest";
import { cssLength, DEFAULT_FRAME_SIZE, frameSizeOption, parseFrameSize } from "./frame-size.ts";

describe("threeDIframeSize", () => {
  it.each([
    [400, "400px"],
    [320.5, "320.5px"],
    ["400", "400px"],
    ["400px", "400px"],
    [" 80% ", "80%"],
    ["100%", "100%"],
  ])("the length %j is %s", (v, expected) => {
    expect(cssLength(v)).toBe(expected);
  });

  it.each([0, -5, "0px", "auto", "4em", "calc(100% - 1px)", "400 px", "1e3", Number.NaN, Number.POSITIVE_INFINITY, null, true, {}])(
    "%j is not a length",
    (v) => {
      expect(cssLength(v)).toBeUndefined();
    },
  );

  it.each([
    [
      { width: 500, height: "600px" },
      { width: "500px", height: "600px" },
    ],
    [{ width: "90%" }, { width: "90%", height: DEFAULT_FRAME_SIZE.height }],
    [{}, DEFAULT_FRAME_SIZE],
  ])("%j is read as %j", (v, expected) => {
    expect(parseFrameSize(v)).toEqual(expected);
  });

  it.each([[undefined], [null], ["400x600"], [[400, 600]], [{ width: "wide", height: 400 }], [{ width: 400, height: -1 }]])(
    "%j is refused",
    (v) => {
      expect(parseFrameSize(v)).toBeUndefined();
    },
  );
});

describe("frameSizeOption: wpwlOptions.threeDIframeSize when a challenge opens", () => {
  it.each<[unknown, { width: string; height: string }, boolean]>([
    [undefined, DEFAULT_FRAME_SIZE, false],
    [{ width: 500, height: "80%" }, { width: "500px", height: "80%" }, false],
    ["400x600", DEFAULT_FRAME_SIZE, true],
    [{ width: "auto" }, DEFAULT_FRAME_SIZE, true],
  ])("%j: %j (warned: %s)", (v, expected, warned) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(frameSizeOption(v)).toEqual(expected);
    expect(warn).toHaveBeenCalledTimes(warned ? 1 : 0);
    if (warned) expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[wpwl\] wpwlOptions\.threeDIframeSize: expected \{ width, height \}/);
    warn.mockRestore();
  });
});
