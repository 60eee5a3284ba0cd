import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The card model (src/widget/card-model.ts) changes only through its named actions: no other
 * file assigns one of its signals. The fields are read from the model's interface, so a new signal
 * is covered without touching this test.
 */
const root = resolve(import.meta.dirname, "..");
const modelFile = join(root, "src/widget/card-model.ts");
const model = readFileSync(modelFile, "utf8");
const fields = [...(/export interface CardModel \{([\s\S]*?)\n\}/.exec(model)?.[1] ?? "").matchAll(/readonly (\w+): Signal</g)].map(
  (m) => m[1] ?? "",
);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** Assignments to `<anything>.<field>.value` (=, +=, …, not ==). */
const writes = (text: string) =>
  [...text.matchAll(new RegExp(`\\.(${fields.join("|")})\\.value\\s*[-+*/|&]?=(?!=)`, "g"))].map((m) => m[0]);

describe("the card model's named actions", () => {
  it("reads the model's signals from its interface", () => {
    expect(fields).toEqual(expect.arrayContaining(["reported", "errors", "formError", "submitting", "brand"]));
  });

  it("the scan finds a planted write", () => {
    expect(writes("p.model.formError.value = 'x'; a.b.value == c")).toEqual([".formError.value ="]);
  });

  it("no file of the card form writes a signal of the model but card-model.ts", () => {
    const offenders = sources(join(root, "src/widget/card"))
      .filter((f) => f !== modelFile)
      .flatMap((f) => writes(readFileSync(f, "utf8")).map((w) => `${f.slice(root.length + 1)}: ${w}`));
    expect(offenders).toEqual([]);
  });
});
