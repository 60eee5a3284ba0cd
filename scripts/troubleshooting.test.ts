import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * docs/troubleshooting.md quotes real messages: each backticked message of a "You see" paragraph (a space in it,
 * `…` where the message varies) is, piece by piece, text the widget, the frames, the gateway, the demo or the
 * English labels really write. Browser messages are marked "(Chrome)" and not checked.
 */
const root = resolve(import.meta.dirname, "..");
const doc = readFileSync(join(root, "docs/troubleshooting.md"), "utf8");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}
const corpus = [...sources(join(root, "src")), ...sources(join(root, "demo")), join(root, "locales/en.json")]
  .map((f) => readFileSync(f, "utf8"))
  .join("\n");

const quoted = doc
  .split("\n\n")
  .filter((p) => p.startsWith("You see") && !p.startsWith("You see (Chrome)"))
  .flatMap((p) => [...p.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? ""))
  .filter((q) => q.includes(" ") && q.length >= 15)
  .map((q) => q.replace(/^\[wpwl\] /, ""));

describe("docs/troubleshooting.md", () => {
  it("quotes at least one message for each of its entries", () => {
    const entries = doc.split("\n## ").slice(2);
    expect(entries.length).toBeGreaterThanOrEqual(10);
    for (const entry of entries) expect(entry, entry.split("\n")[0]).toMatch(/\nYou see/);
  });

  it.each(quoted)("%s: the code writes it", (message) => {
    for (const piece of message.split("…").map((p) => p.trim())) if (piece.length >= 6) expect(corpus).toContain(piece);
  });
});
