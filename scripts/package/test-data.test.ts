import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { testDataModule } from "./test-data.ts";

const dir = join(import.meta.dirname, "../../testing");

describe("the test kit's data is the gateway's tables", () => {
  it("testing/test-data.mjs and its types are what npm run test-data writes now", () => {
    const { js, dts } = testDataModule();
    expect(readFileSync(join(dir, "test-data.mjs"), "utf8"), "run npm run test-data").toBe(js);
    expect(readFileSync(join(dir, "test-data.d.mts"), "utf8"), "run npm run test-data").toBe(dts);
  });

  it("the kit's named cards are rows of that table", async () => {
    const kit = (await import("../../testing/index.mjs")) as { TEST_CARDS: Record<string, string> };
    const data = (await import("../../testing/test-data.mjs")) as { CARDS: readonly { number: string }[] };
    for (const [name, number] of Object.entries(kit.TEST_CARDS))
      expect(
        data.CARDS.map((c) => c.number),
        name,
      ).toContain(number);
  });
});
