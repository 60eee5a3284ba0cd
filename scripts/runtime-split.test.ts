import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The runtime split is the compiler's: a file of src/shared (runs in the browser and in Node) or of
 * src/gateway (Node) that touches the DOM does not compile, while the same line compiles for the
 * widget. Each case compiles one planted file with its runtime's tsconfig (no JSX settings there:
 * Preact's JSX types would bring the DOM library in with them).
 */
const root = resolve(import.meta.dirname, "..");
// Inside the project (node_modules/.cache), so packages resolve from the planted files as from src/.
mkdirSync(join(root, "node_modules", ".cache"), { recursive: true });
const dir = mkdtempSync(join(root, "node_modules", ".cache", "runtime-split-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function compile(runtime: string, code: string): string {
  const file = join(dir, `${runtime}-planted.ts`);
  writeFileSync(file, code);
  const config = join(dir, `${runtime}-tsconfig.json`);
  writeFileSync(
    config,
    JSON.stringify({
      extends: join(root, "src", runtime, "tsconfig.json"),
      compilerOptions: {
        composite: false,
        declaration: false,
        emitDeclarationOnly: false,
        noEmit: true,
        rootDir: dir,
        typeRoots: [join(root, "node_modules/@types")],
      },
      include: [file],
    }),
  );
  try {
    execFileSync(process.execPath, [join(root, "node_modules/typescript/bin/tsc"), "-p", config], { encoding: "utf8" });
    return "";
  } catch (err) {
    return String((err as { stdout?: string }).stdout ?? err);
  }
}

describe("the runtime split is enforced by the compiler", () => {
  it.each([
    ["shared", "export const planted = document.title;", "Cannot find name 'document'"],
    ["gateway", "export const planted = window.location.href;", "Cannot find name 'window'"],
    ["shared", "export const planted = window.location.href;", "Cannot find name 'window'"],
  ])(
    "src/%s refuses the DOM: %s",
    (runtime, code, error) => {
      expect(compile(runtime, code)).toContain(error);
    },
    30_000,
  );

  it("the widget compiles the same line (the check can pass)", () => {
    expect(compile("widget", "export const planted = document.title;")).toBe("");
  }, 30_000);
});
