import { describe, expect, it } from "vitest";
import { SHORT_ID, shortIdOf } from "./short-id.ts";

describe("shortIdOf", () => {
  // Pinned: settlement records and reports derive a stored payment's short id again from its id, so
  // the derivation may never change (these are the values of the first implementation).
  it.each([
    ["8ac7a4a07d2f5e1b017d2f6f3bd9437a", "6120.1878.8361"],
    ["0123456789abcdef0123456789abcdef", "9992.6140.4022"],
  ])("derives %s → %s", (id, short) => {
    expect(shortIdOf(id)).toBe(short);
    expect(short).toMatch(SHORT_ID);
  });
});

describe("newShortId", () => {
  it("gives distinct short ids of the spec's format that sort in the order they were given", async () => {
    const { newShortId } = await import("./short-id.ts");
    const ids = Array.from({ length: 2000 }, () => newShortId());
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(SHORT_ID);
    expect(new Set(ids.map((id) => id.slice(0, 4))).size).toBe(1);
    // In order, but for the one wrap of the 8-digit counter a run may meet.
    const descents = ids.slice(1).filter((id, i) => id < (ids[i] ?? "")).length;
    expect(descents).toBeLessThanOrEqual(1);
  });
});
