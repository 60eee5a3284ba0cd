import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./support/test.ts";

/** The docs' pictures are made by a command (docs/dom-contract.md "The default look"): it runs, and draws each form. */
test("npm run screenshots draws the README's and docs' pictures of the forms", async () => {
  test.setTimeout(90_000);
  const out = mkdtempSync(join(tmpdir(), "wpwl-shots-test-"));
  try {
    const code = await new Promise<number | null>((resolve) => {
      const child = spawn("npm", ["run", "--silent", "screenshots"], { env: { ...process.env, SCREENSHOTS_DIR: out }, stdio: "ignore" });
      child.on("exit", resolve);
    });
    expect(code).toBe(0);
    const committed = readdirSync("docs/screenshots").sort();
    expect(readdirSync(out).sort()).toEqual(committed);
    for (const file of committed) {
      const png = readFileSync(join(out, file));
      // The PNG header's width and height: a form's picture, not an empty or page-sized one.
      const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
      expect(png.subarray(1, 4).toString(), file).toBe("PNG");
      expect(width, file).toBeGreaterThan(300);
      expect(height, file).toBeGreaterThan(150);
      expect(height, file).toBeLessThan(800);
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
