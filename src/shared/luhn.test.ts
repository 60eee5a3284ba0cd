import { describe, expect, it } from "vitest";
import { luhnValid } from "./luhn.ts";

describe("luhnValid", () => {
  it.each([
    ["4200000000000000"],
    ["5454545454545454"],
    ["377777777777770"],
    ["4111111111111111"],
    ["4000000000000002"],
    ["5200000000000007"],
    ["2223000048400011"],
    ["6011111111111117"],
    ["36227206271667"],
    ["4222222222222"],
    ["79927398713"],
    ["0"],
    ["00"],
    ["18"],
  ])("%s is valid", (digits) => {
    expect(luhnValid(digits)).toBe(true);
  });

  it.each([
    ["4200000000000001"],
    ["4200000000000009"],
    ["5454545454545455"],
    ["5454545454545453"],
    ["377777777777771"],
    ["377777777777779"],
    ["4111111111111112"],
    ["4111111111111110"],
    ["4211111111111111"],
    ["79927398710"],
    ["1"],
    ["81"],
  ])("%s fails the check digit", (digits) => {
    expect(luhnValid(digits)).toBe(false);
  });

  it.each([
    [""],
    [" "],
    ["4200 0000 0000 0000"],
    ["4200-0000-0000-0000"],
    ["4200000000000000 "],
    ["abcd"],
    ["42O0000000000000"],
    ["-0"],
    ["+0"],
    ["\uff10"],
  ])("%j is not a digit string", (input) => {
    expect(luhnValid(input)).toBe(false);
  });

  it("checks every single-digit change of a valid number", () => {
    const valid = "4111111111111111";
    for (let i = 0; i < valid.length; i++) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === valid[i]) continue;
        const changed = `${valid.slice(0, i)}${d}${valid.slice(i + 1)}`;
        expect(luhnValid(changed), changed).toBe(false);
      }
    }
  });
});
