import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every link of README.md and docs/*.md that points into the repository resolves: the file exists and, for a
 * `#fragment`, the page has a heading with that anchor (GitHub's rule: lower case, punctuation dropped, spaces to
 * hyphens). Links to other sites are not fetched.
 */
const root = resolve(import.meta.dirname, "..");
const pages = [
  "README.md",
  ...readdirSync(join(root, "docs"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => `docs/${f}`),
];

/** GitHub's anchor of a heading. */
const anchor = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, "")
    .replace(/[^\p{L}\p{N} -]/gu, "")
    .replace(/ /g, "-");

function anchorsOf(file: string): Set<string> {
  const text = readFileSync(file, "utf8").replace(/```[\s\S]*?```/g, "");
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchor(m[1] ?? "")));
}

function linksOf(page: string): { target: string; line: number }[] {
  const lines = readFileSync(join(root, page), "utf8").split("\n");
  const out: { target: string; line: number }[] = [];
  let fenced = false;
  lines.forEach((text, i) => {
    if (text.trimStart().startsWith("```")) fenced = !fenced;
    if (fenced) return;
    for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) out.push({ target: m[1] ?? "", line: i + 1 });
  });
  return out;
}

describe("links in README.md and docs/ resolve", () => {
  it.each(pages)("%s", (page) => {
    const broken: string[] = [];
    for (const { target, line } of linksOf(page)) {
      if (/^[a-z]+:/i.test(target)) continue;
      const [path = "", fragment] = target.split("#");
      const file = path === "" ? join(root, page) : resolve(dirname(join(root, page)), decodeURIComponent(path));
      if (!existsSync(file)) broken.push(`${page}:${line} ${target} (no such file)`);
      else if (fragment && file.endsWith(".md") && !anchorsOf(file).has(fragment))
        broken.push(`${page}:${line} ${target} (no such heading)`);
    }
    expect(broken).toEqual([]);
  });
});

/** The `## ` sections of a page, outside code blocks. */
const sectionsOf = (page: string) =>
  [
    ...readFileSync(join(root, page), "utf8")
      .replace(/```[\s\S]*?```/g, "")
      .matchAll(/^## (.+)$/gm),
  ].map((m) => (m[1] ?? "").trim());

describe("each page of docs/ with four sections or more opens with its table of contents", () => {
  it.each(pages.filter((p) => p.startsWith("docs/") && sectionsOf(p).filter((s) => s !== "Contents").length >= 4))("%s", (page) => {
    const text = readFileSync(join(root, page), "utf8");
    const sections = sectionsOf(page).filter((s) => s !== "Contents");
    const toc = /^## Contents\n\n((?:- \[.+\]\(#.+\)\n)+)/m.exec(text)?.[1] ?? "";
    const listed = [...toc.matchAll(/\]\(#([^)]+)\)/g)].map((m) => m[1]);
    expect(listed).toEqual(sections.map(anchor));
    // Before the first section.
    expect(text.indexOf("## Contents")).toBeLessThan(text.indexOf(`## ${sections[0]}`));
  });
});
