import { describe, expect, it } from "vitest";
import { canonicalInput } from "./canonical-input.ts";

describe("canonicalInput: before validation, in every input mode", () => {
  it.each<[string, Record<string, string>, Record<string, string>, string[]]>([
    ["an empty value is not sent", { descriptor: "", amount: "1.00" }, { amount: "1.00" }, ["descriptor"]],
    ["an empty custom parameter too", { "customParameters[forceResultCode]": "" }, {}, ["customParameters[forceResultCode]"]],
    ["spaces are a value (validation decides)", { "card.holder": " " }, { "card.holder": " " }, []],
    ["authentication.entityId is entityId", { "authentication.entityId": "e1" }, { entityId: "e1" }, []],
    ["both with one value: one entityId", { entityId: "e1", "authentication.entityId": "e1" }, { entityId: "e1" }, []],
    ["an empty entityId beside the alias", { entityId: "", "authentication.entityId": "e1" }, { entityId: "e1" }, ["entityId"]],
    ["recurringType is standingInstruction.mode", { recurringType: "INITIAL" }, { "standingInstruction.mode": "INITIAL" }, []],
    [
      "beside it with the same value (Hyperswitch)",
      { "standingInstruction.mode": "REPEATED", recurringType: "REPEATED" },
      { "standingInstruction.mode": "REPEATED" },
      [],
    ],
  ])("%s", (_t, raw, input, empty) => {
    const c = canonicalInput(raw);
    expect({ ...c.input }).toEqual(input);
    expect([...c.empty]).toEqual(empty);
    expect(c.errors).toEqual([]);
  });

  it.each([[{ entityId: "e1", "authentication.entityId": "e2" }], [{ "authentication.entityId": "e2", entityId: "e1" }]])(
    "the alias beside another value is refused, whichever comes first: %o",
    (raw) => {
      const c = canonicalInput(raw);
      expect(c.errors.map((e) => e.name)).toEqual(["authentication.entityId"]);
      expect(c.input.entityId).toBe("e1");
    },
  );

  it("a parameter named __proto__ stays a name for validation to refuse", () => {
    const raw = JSON.parse('{"__proto__": "x"}') as Record<string, string>;
    expect(Object.keys(canonicalInput(raw).input)).toEqual(["__proto__"]);
  });
});
