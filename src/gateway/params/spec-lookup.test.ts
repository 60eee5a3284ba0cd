import { describe, expect, it } from "vitest";
import { formatSchema } from "./format-codes.ts";
import { SPEC_GROUPS } from "./spec-groups.ts";
import { lookupParam } from "./spec-lookup.ts";

describe("lookupParam", () => {
  const exactRows = SPEC_GROUPS.flatMap((g) =>
    g.rows.filter(([name]) => !name.includes("[")).map(([name, format]) => [name, format, g] as const),
  );

  it.each(exactRows.map(([name, format]) => [name, format]))(
    "%s: its row, format %s, the same (frozen) match each time",
    (name, format) => {
      const m = lookupParam(name);
      expect(m && "pattern" in m ? [m.pattern, m.format, m.schema, m.keys, m.indexes] : m).toEqual([
        name,
        format,
        formatSchema(format),
        [],
        [],
      ]);
      expect(lookupParam(name)).toBe(m);
      expect(Object.isFrozen(m)).toBe(true);
    },
  );

  it("matches a name with placeholders anew each time, with its indexes and keys", () => {
    const a = lookupParam("cart.items[3].name");
    expect(a && "indexes" in a ? [a.pattern, a.indexes] : a).toEqual(["cart.items[n].name", [3]]);
    const b = lookupParam("customParameters[SHOP_order]");
    expect(b && "keys" in b ? b.keys.map((k) => k.value) : b).toEqual(["SHOP_order"]);
    expect(lookupParam("cart.items[3].name")).not.toBe(a);
  });
});
