import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { docBlock } from "./doc-block.ts";

const root = join(import.meta.dirname, "..");

/**
 * The framework examples run as written by e2e/framework-components.spec.ts (the demo's /frameworks/docs/* pages
 * are built from docs/frameworks.md by scripts/doc-pages.ts); what README.md shows of them must be that text.
 */
describe("README's framework example", () => {
  it("is docs/frameworks.md's React example, which the e2e tests run", () => {
    const readme = docBlock(join(root, "README.md"), "\\*\\*In React, Vue 3 or any framework\\*\\*", "tsx");
    expect(readme).toBe(docBlock(join(root, "docs/frameworks.md"), "\\n## React\\n", "tsx"));
  });
});
