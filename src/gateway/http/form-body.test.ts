import { describe, expect, it } from "vitest";
import { formBody } from "./form-body.ts";

const parsed = (entries: [string, unknown][]) => Object.assign(Object.create(null) as Record<string, unknown>, Object.fromEntries(entries));

describe("formBody", () => {
  it.each([
    ["no body", undefined, false, {}],
    ["a string", "amount=1", false, {}],
    [
      "strings kept in order",
      parsed([
        ["b", "2"],
        ["a", "1"],
      ]),
      false,
      { b: "2", a: "1" },
    ],
    [
      "an empty value is a parameter not sent",
      parsed([
        ["a", ""],
        ["b", "x"],
      ]),
      false,
      { b: "x" },
    ],
    [
      "…unless validation asks for it",
      parsed([
        ["a", ""],
        ["b", "x"],
      ]),
      true,
      { a: "", b: "x" },
    ],
    [
      "values that are not strings are left out",
      parsed([
        ["a", 1],
        ["b", ["x"]],
        ["c", "y"],
      ]),
      false,
      { c: "y" },
    ],
  ])("%s", (_, body, keepEmpty, expected) => {
    const out = formBody(body, keepEmpty);
    expect(out).toEqual(expected);
    expect(Object.keys(out)).toEqual(Object.keys(expected));
  });

  it("a parameter named __proto__ stays a named parameter, never the prototype", () => {
    const out = formBody(
      parsed([
        ["__proto__", "x"],
        ["amount", "1"],
      ]),
    );
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.keys(out)).toEqual(["__proto__", "amount"]);
    expect(Object.getOwnPropertyDescriptor(out, "__proto__")?.value).toBe("x");
  });
});
