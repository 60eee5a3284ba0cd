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

/**
 * The widget's folders as rooms of a house: the folder each file lives in (files at the top of src/widget are
 * its ground floor: options, log, the form contract…; main.ts, the entry, is the roof), and every import
 * between two of them, as "from -> to: the files".
 */
function widgetRooms(): Map<string, string[]> {
  const base = join(src, "widget");
  const room = (f: string) => {
    const r = relative(base, f);
    return r === "main.ts" ? "(entry)" : r.includes("/") ? (r.split("/")[0] ?? r) : "(ground floor)";
  };
  const edges = new Map<string, string[]>();
  for (const f of files(base)) {
    for (const dep of importsOf(f)) {
      if (!dep.startsWith(base) || room(f) === room(dep)) continue;
      const key = `${room(f)} -> ${room(dep)}`;
      edges.set(key, [...(edges.get(key) ?? []), `${relative(base, f)} -> ${relative(base, dep)}`]);
    }
  }
  return edges;
}

/** The floors of the widget's rooms, lowest first: each room imports only rooms on lower floors; a cycle leaves rooms over. */
function floors(edges: Map<string, string[]>): { floors: string[][]; stuck: string[] } {
  const needs = new Map<string, Set<string>>();
  for (const key of edges.keys()) {
    const [from = "", to = ""] = key.split(" -> ");
    needs.set(from, (needs.get(from) ?? new Set()).add(to));
    if (!needs.has(to)) needs.set(to, new Set());
  }
  const placed = new Set<string>();
  const out: string[][] = [];
  for (;;) {
    const floor = [...needs].filter(([r, deps]) => !placed.has(r) && [...deps].every((d) => placed.has(d))).map(([r]) => r);
    if (floor.length === 0) break;
    for (const r of floor) placed.add(r);
    out.push(floor.sort());
  }
  return { floors: out, stuck: [...needs.keys()].filter((r) => !placed.has(r)).sort() };
}

describe("the source's imports", () => {
  it("form no cycle", () => {
    expect(cycles()).toEqual([]);
  });

  it("go one way between the widget's folders: no room imports from a room that imports it, however far round", () => {
    const edges = widgetRooms();
    const { floors: built, stuck } = floors(edges);
    // What keeps rooms off their floors: the imports among the rooms left over.
    const knots = [...edges].filter(([key]) => key.split(" -> ").every((r) => stuck.includes(r)));
    expect(knots).toEqual([]);
    expect(built[0]).toContain("(ground floor)");
    // The entries stand apart: the widget's (main.ts) and each on-demand module's (module-entries/) — no room imports them.
    expect([...edges.keys()].filter((key) => /-> \((entry)\)$|-> module-entries$/.test(key))).toEqual([]);
  });
});
