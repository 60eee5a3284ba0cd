import { describe, expect, it } from "vitest";
import { ownFields } from "./own-fields.ts";

describe("ownFields", () => {
  it("copies what a spread copies, in the same order, and leaves the source alone", () => {
    const source = { b: 1, a: "x", nested: { c: true }, missing: undefined };
    const copy = ownFields(source);
    expect(copy).toEqual({ ...source });
    expect(Object.keys(copy)).toEqual(Object.keys({ ...source }));
    copy.added = 2;
    expect(source).not.toHaveProperty("added");
    expect(copy.nested).toBe(source.nested);
  });

  it("a field assigned to the copy keeps an existing field's place, as a later field of a spread literal does", () => {
    const copy = ownFields({ amount: "1", currency: "EUR" });
    copy.amount = "1.00";
    copy.id = "p";
    expect(JSON.stringify(copy)).toBe(JSON.stringify({ ...{ amount: "1", currency: "EUR" }, amount: "1.00", id: "p" }));
  });

  it("an own __proto__ field stays a field of the copy, never its prototype", () => {
    const source = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}') as Record<string, unknown>;
    const copy = ownFields(source);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.keys(copy)).toEqual(["__proto__", "a"]);
    expect((copy as { polluted?: unknown }).polluted).toBeUndefined();
  });

  it("an object without a prototype is copied into an ordinary one", () => {
    const source = Object.assign(Object.create(null) as Record<string, string>, { x: "1" });
    const copy = ownFields(source);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(copy).toEqual({ x: "1" });
  });
});
