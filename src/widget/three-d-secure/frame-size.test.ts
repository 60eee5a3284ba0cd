import { describe, expect, it } from "vitest";
import { cssLength, DEFAULT_FRAME_SIZE, parseFrameSize } from "./frame-size.ts";

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
