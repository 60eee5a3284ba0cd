import { cpSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The structural floor's frame document: one input, nothing else. */
export const BASELINE_FRAME = "baseline.html";
const BASELINE_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Baseline field</title></head>
<body><input aria-label="Baseline field"></body></html>
`;

/**
 * A throwaway copy of dist/ plus frames/baseline.html, for the bench's gateway (GATEWAY_DIST): the
 * baseline document is served by the same gateway route, with the same headers, as the real frame
 * page, and is never shipped.
 */
export function benchDist(dist: string): string {
  const dir = join(mkdtempSync(join(tmpdir(), "wpwl-bench-")), "dist");
  cpSync(dist, dir, { recursive: true });
  writeFileSync(join(dir, "frames", BASELINE_FRAME), BASELINE_HTML);
  return dir;
}
