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

describe("createBrandEvents().bin (onDetectBin)", () => {
  const MADA = { brands: ["MADA", "VISA"], type: "DEBIT", country: "SA" } as const;
  const CB = { brands: ["CARTEBANCAIRE", "VISA"], type: "DEBIT", country: "FR" } as const;
  const none = { brands: [], type: undefined, country: undefined };
  it.each([
    ["nothing while no BIN is known (regex, or fewer than six digits)", [undefined, undefined], [undefined, undefined]],
    ["the BIN's data once, however many digits follow", [undefined, MADA, MADA, MADA], [undefined, { ...MADA }, undefined, undefined]],
    ["an empty list when the BIN goes away", [MADA, undefined, undefined], [{ ...MADA }, none, undefined]],
    ["a new BIN", [MADA, CB], [{ ...MADA }, { ...CB }]],
    ["the same brands of another country", [MADA, { ...MADA, country: "AE" }], [{ ...MADA }, { ...MADA, country: "AE" }]],
  ])("reports %s", (_what, inputs, expected) => {
    const events = createBrandEvents();
    expect(inputs.map((i) => events.bin(i))).toEqual(expected);
  });

  it("passes on brands, type and country only: no other field of the message, no digits", () => {
    const events = createBrandEvents();
    const smuggled = { ...MADA, bin: "428671", number: "4286710000000001" } as unknown as typeof MADA;
    const event = events.bin(smuggled);
    expect(Object.keys(event ?? {}).sort()).toEqual(["brands", "country", "type"]);
    expect(JSON.stringify(event)).not.toMatch(/\d/);
  });
});
