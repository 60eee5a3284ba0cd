import { describe, expect, it } from "vitest";
import { createBrandEvents, sameList } from "./brand-events.ts";

describe("sameList", () => {
  it.each([
    [[], [], true],
    [["VISA"], ["VISA"], true],
    [["MADA", "VISA"], ["MADA", "VISA"], true],
    [["VISA"], [], false],
    [["VISA", "MADA"], ["MADA", "VISA"], false],
    [["VISA"], ["VISA", "MADA"], false],
  ])("%j vs %j → %s", (a, b, same) => {
    expect(sameList(a, b)).toBe(same);
  });
});

describe("createBrandEvents().detected", () => {
  it.each([
    ["the first candidates", [["VISA"]], [["VISA"]]],
    ["nothing while the candidates stay the same (typing 4200…)", [["VISA"], ["VISA"], ["VISA"]], [["VISA"], undefined, undefined]],
    ["[] when the number is cleared", [["VISA"], []], [["VISA"], []]],
    ["nothing for an empty field at start", [[]], [undefined]],
    ["a more specific brand first", [["VISA"], ["MADA", "VISA"]], [["VISA"], ["MADA", "VISA"]]],
    ["a brand switch", [["VISA"], [], ["MASTER"]], [["VISA"], [], ["MASTER"]]],
  ])("reports %s", (_what, inputs: string[][], expected: (string[] | undefined)[]) => {
    const events = createBrandEvents();
    expect(inputs.map((b) => events.detected(b))).toEqual(expected);
  });

  it("hands out a copy, not the caller's array", () => {
    const input = ["VISA"];
    const out = createBrandEvents().detected(input);
    expect(out).toEqual(input);
    expect(out).not.toBe(input);
  });
});

describe("createBrandEvents().changed", () => {
  it.each([
    ["the initial brand", ["VISA"], [true]],
    ["a detection that keeps the brand", ["VISA", "VISA"], [true, false]],
    ["a detection or selection that changes it", ["VISA", "MASTER", "MASTER", "VISA"], [true, true, false, true]],
  ])("%s", (_what, brands: string[], expected: boolean[]) => {
    const events = createBrandEvents();
    expect(brands.map((b) => events.changed(b))).toEqual(expected);
  });
});
