import { readFileSync } from "node:fs";

/**
 * The first fenced block of `fence` after the text `after` (a regular expression's source) on a docs page, as
 * written: what the tests run of a page's examples (the package check, the framework examples).
 */
export function docBlock(page: string, after: string, fence: string): string {
  const block = new RegExp(`${after}[\\s\\S]*?\`\`\`${fence}\\n([\\s\\S]*?)\`\`\``).exec(readFileSync(page, "utf8"))?.[1];
  if (!block) throw new Error(`${page} has no \`\`\`${fence} block after "${after}"`);
  return block;
}
