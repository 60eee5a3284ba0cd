import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { savedCards } from "./saved-cards.ts";

const id = (c: string) => c.repeat(32);

describe("the demo's saved cards file", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "demo-cards-"));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it("keeps the ids across a restart, newest first, at most the wallet size", () => {
    const file = join(dir, "demo", "saved-cards.json");
    const first = savedCards(file, 2);
    for (const c of ["a", "b", "c", "b"]) first.remember(id(c));
    expect(first.list()).toEqual([id("b"), id("c")]);
    expect(savedCards(file, 2).list()).toEqual([id("b"), id("c")]);
  });

  it.each([
    ["a damaged file", "{not json"],
    ["something else than a list", '{"ids": []}'],
    ["malformed ids", '["x", 3, null]'],
  ])("starts empty from %s", (_what, content) => {
    const file = join(dir, "saved-cards.json");
    writeFileSync(file, content);
    const cards = savedCards(file, 5);
    expect(cards.list()).toEqual([]);
    cards.remember(id("d"));
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual([id("d")]);
  });

  it("ignores what is not a registration id", () => {
    const cards = savedCards(undefined, 5);
    for (const v of [undefined, 42, "short", `${id("e")}x`]) cards.remember(v);
    expect(cards.list()).toEqual([]);
  });
});
