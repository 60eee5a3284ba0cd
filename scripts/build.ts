import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { transform } from "lightningcss";
import { build } from "vite";

/**
 * `npm run build`: everything the gateway serves, into dist/.
 *   paymentWidgets.js          the widget (IIFE, identical bytes for every checkout)
 *   css/paymentWidgets.css     its stylesheet (hash compiled into the widget)
 *   frames/card-field.{html,js,css}  the hosted-field page; the page pins its script and style by SRI
 *   locales/*.json             label files (their hashes compiled into the widget, which checks them on fetch)
 */
const root = process.cwd();
const dist = join(root, "dist");

const sri = (bytes: Buffer | string) => `sha384-${createHash("sha384").update(bytes).digest("base64")}`;

function write(path: string, body: Buffer | string): string {
  mkdirSync(dirname(join(dist, path)), { recursive: true });
  writeFileSync(join(dist, path), body);
  return sri(body);
}

function css(src: string, out: string): string {
  const { code } = transform({ filename: src, code: readFileSync(join(root, src)), minify: true });
  return write(out, Buffer.from(code));
}

async function bundle(mode: "widget" | "frames", define: Record<string, string> = {}) {
  await build({ mode, logLevel: "warn", define });
}

rmSync(dist, { recursive: true, force: true });
const widgetCss = css("src/widget/styles/paymentWidgets.css", "css/paymentWidgets.css");
const frameCss = css("src/frames/card-field.css", "frames/card-field.css");
await bundle("frames");
const frameJs = sri(readFileSync(join(dist, "frames/card-field.js")));
const page = readFileSync(join(root, "src/frames/card-field.html"), "utf8")
  .replace("%CSS_INTEGRITY%", frameCss)
  .replace("%JS_INTEGRITY%", frameJs)
  .replace(/\n\s*/g, "\n");
write("frames/card-field.html", page);
const localeIntegrity: Record<string, string> = {};
for (const file of readdirSync(join(root, "locales")).filter((f) => f.endsWith(".json"))) {
  const hash = write(`locales/${file}`, JSON.stringify(JSON.parse(readFileSync(join(root, "locales", file), "utf8"))));
  if (file !== "en.json") localeIntegrity[file.slice(0, -5)] = hash;
}
await bundle("widget", {
  __WPWL_CSS_INTEGRITY__: JSON.stringify(widgetCss),
  __WPWL_LOCALE_INTEGRITY__: JSON.stringify(localeIntegrity),
});
const widget = readFileSync(join(dist, "paymentWidgets.js"));
console.log(`[build] dist/paymentWidgets.js ${widget.length} bytes ${sri(widget)}`);
