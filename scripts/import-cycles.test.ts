import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * No import cycle in the source (type-only imports included: a cycle of types is still a knot a
 * reader has to untie). Each file's relative imports are followed; a cycle is reported as the chain.
 */
const root = resolve(import.meta.dirname, "..");
const src = join(root, "src");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/^(?:import|export)\s[^;]*?from\s+"(\.{1,2}\/[^"]+)";/gms)].map((m) => resolve(dirname(file), m[1] ?? ""));
}

function cycles(): string[][] {
  const graph = new Map(files(src).map((f) => [f, importsOf(f)]));
  const found: string[][] = [];
  const state = new Map<string, "visiting" | "done">();
  const path: string[] = [];
  const visit = (f: string) => {
    if (state.get(f) === "done") return;
    if (state.get(f) === "visiting") {
      found.push([...path.slice(path.indexOf(f)), f].map((p) => relative(root, p)));
      return;
    }
    state.set(f, "visiting");
    path.push(f);
    for (const dep of graph.get(f) ?? []) if (graph.has(dep)) visit(dep);
    path.pop();
    state.set(f, "done");
  };
  for (const f of graph.keys()) visit(f);
  return found;
}

describe("the source's imports", () => {
  it("form no cycle", () => {
    expect(cycles()).toEqual([]);
  });
});
