import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";

/** A built file served from memory: its bytes never change while the gateway runs, so one hash covers them. */
export interface Asset {
  readonly body: Buffer;
  readonly type: string;
  readonly integrity: string;
  readonly etag: string;
}

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
};

export function sri(body: Buffer): string {
  return `sha384-${createHash("sha384").update(body).digest("base64")}`;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/** Reads dist/ once. Keys are paths relative to dist with forward slashes, e.g. "frames/card-field.html". */
export function loadAssets(distDir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  if (!existsSync(join(distDir, "paymentWidgets.js"))) return assets;
  for (const file of walk(distDir)) {
    const type = TYPES[extname(file)];
    if (!type) continue;
    const body = readFileSync(file);
    const integrity = sri(body);
    assets.set(relative(distDir, file).split(sep).join("/"), { body, type, integrity, etag: `"${integrity.slice(7, 39)}"` });
  }
  return assets;
}
