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
