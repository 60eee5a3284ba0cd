import { describe, expect, it } from "vitest";
import { HOLDER_MAX, HOLDER_MIN, validateHolder } from "./holder.ts";
import { type FieldValidation, invalid, ok, pending } from "./validation.ts";

describe("validateHolder", () => {
  it("has the spec's limits", () => {
    expect([HOLDER_MIN, HOLDER_MAX]).toEqual([3, 128]);
  });

  it.each<[string, string, FieldValidation]>([
    ["empty", "", pending(true, "cardHolderError")],
    ["spaces only", "   ", pending(true, "cardHolderError")],
    ["one character", "J", pending(false, "cardHolderError")],
    ["two characters", "Jo", pending(false, "cardHolderError")],
    ["two characters padded", "  Jo  ", pending(false, "cardHolderError")],
    ["three characters", "Joe", ok()],
    ["full name", "Jane Doe", ok()],
    ["padded name", "  Jane Doe  ", ok()],
    ["trailing newline is trimmed", "Jane Doe\n", ok()],
    ["accents and hyphen", "Zoë Ågren-Ölund", ok()],
    ["apostrophe", "Seán O'Brien", ok()],
    ["non-Latin script", "山田 太郎", ok()],
    ["128 characters", "J".repeat(128), ok()],
    ["128 characters padded", ` ${"J".repeat(128)} `, ok()],
    ["129 characters", "J".repeat(129), invalid("cardHolderError")],
    ["NUL", "Jane\u0000Doe", invalid("cardHolderError")],
    ["tab inside", "Jane\tDoe", invalid("cardHolderError")],
    ["newline inside", "Jane\nDoe", invalid("cardHolderError")],
    ["carriage return inside", "Jane\rDoe", invalid("cardHolderError")],
    ["escape", "Jane\u001bDoe", invalid("cardHolderError")],
    ["DEL", "Jane\u007fDoe", invalid("cardHolderError")],
    ["control character in a short value", "J\u0001", invalid("cardHolderError")],
  ])("%s", (_name, input, expected) => {
    expect(validateHolder(input)).toEqual(expected);
  });
});
