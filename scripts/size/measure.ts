import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** What a row of the size table is: one shipped file, or a group a browser loads together. */
export type SizeKind =
  | "script"
  | "stylesheet"
  | "frame page"
  | "frame asset"
  | "locale"
  | "on-demand module"
  | "logo stylesheet"
  | "brand logo"
  | "build metadata"
  | "frame document"
  | "critical path";

export interface SizeRow {
  readonly name: string;
  readonly kind: SizeKind;
  /** The dist/ files the row adds up (each compressed on its own, as each is its own response). */
  readonly files: readonly string[];
  readonly raw: number;
  readonly gzip: number;
  readonly brotli: number;
}

export interface FileSize {
  readonly raw: number;
  readonly gzip: number;
  readonly brotli: number;
}

/** Bytes on the wire: gzip level 9 and brotli quality 11, what a CDN serves for static files. */
export function compressedSizes(body: Buffer): FileSize {
  return {
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
      .length,
  };
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

const ORDER: readonly SizeKind[] = [
  "script",
  "stylesheet",
  "locale",
  "on-demand module",
  "logo stylesheet",
  "brand logo",
  "build metadata",
  "frame page",
  "frame asset",
  "frame document",
  "critical path",
];

function kindOf(file: string): SizeKind {
  if (file === "paymentWidgets.js") return "script";
  // The logos: inserted by script after the form's stylesheet, not render-blocking, not on the critical path.
  if (file === "css/brands.css") return "logo stylesheet";
  if (file.startsWith("logos/")) return "brand logo";
  if (file.startsWith("css/")) return "stylesheet";
  if (file.startsWith("locales/")) return "locale";
  if (file.startsWith("frames/")) return file.endsWith(".html") ? "frame page" : "frame asset";
  if (file.startsWith("modules/")) return "on-demand module";
  // frame-csp.json: read by the gateway, never served.
  return "build metadata";
}

/** The same-folder scripts and stylesheets a frame page loads (`src="x.js"`, `href="x.css"`). */
export function frameSubresources(html: string): string[] {
  return [...html.matchAll(/\s(?:src|href)="([\w.-]+\.(?:js|css))"/g)].map((m) => m[1] ?? "");
}

/**
 * Every file of dist/ plus the groups the budgets are about: each frame document with what it
 * loads, and the merchant page's critical path (script, stylesheet, and the English strings: they
 * are compiled into the script; were they ever a separate file, locales/en.json is added).
 */
export function measureDist(dist: string): SizeRow[] {
  if (!existsSync(join(dist, "paymentWidgets.js"))) throw new Error(`${dist}/paymentWidgets.js is missing: run \`npm run build\` first`);
  const files = walk(dist)
    .map((f) => relative(dist, f).split(sep).join("/"))
    .sort();
  const sizes = new Map(files.map((f) => [f, compressedSizes(readFileSync(join(dist, f)))]));
  const row = (name: string, kind: SizeKind, group: readonly string[]): SizeRow => {
    const parts = group.map((f) => sizes.get(f) ?? { raw: 0, gzip: 0, brotli: 0 });
    const sum = (k: keyof FileSize) => parts.reduce((n, p) => n + p[k], 0);
    return { name, kind, files: group, raw: sum("raw"), gzip: sum("gzip"), brotli: sum("brotli") };
  };
  const rows = files.map((f) => row(f, kindOf(f), [f]));
  for (const page of files.filter((f) => kindOf(f) === "frame page")) {
    const subs = frameSubresources(readFileSync(join(dist, page), "utf8")).map((s) => `frames/${s}`);
    const name = [page, ...subs.map((s) => s.slice(7))].join(" + ");
    rows.push(row(subs.length ? name : `${page} (script and style inline)`, "frame document", [page, ...subs]));
  }
  rows.push(row("critical path: script + stylesheet + English", "critical path", criticalPath(dist, files)));
  return rows.sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind));
}

function criticalPath(dist: string, files: readonly string[]): string[] {
  const path = ["paymentWidgets.js", ...files.filter((f) => f === "css/paymentWidgets.css")];
  const en = JSON.parse(readFileSync(join(dist, "locales/en.json"), "utf8")) as { labels?: Record<string, string> };
  const probe = Object.values(en.labels ?? {}).find((v) => v.length > 6) ?? "";
  const bundled = probe !== "" && readFileSync(join(dist, "paymentWidgets.js"), "utf8").includes(JSON.stringify(probe).slice(1, -1));
  return bundled ? path : [...path, "locales/en.json"];
}
