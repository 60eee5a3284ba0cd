import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { transform } from "lightningcss";
import { build, type Rollup } from "vite";
import type { ModuleName } from "../src/widget/modules/module-key.ts";
import { KIT_EXPORTS } from "../src/widget/modules/module-kit.ts";
import { buildDocPages } from "./doc-pages.ts";
import { LOGO_BRANDS, logoFiles, logoStylesheet } from "./logos/logos.ts";
import { writeWidgetContract } from "./widget-contract.ts";

/**
 * `npm run build`: everything the gateway serves, into dist/.
 *   paymentWidgets.js          the widget (IIFE, identical bytes for every checkout)
 *   css/paymentWidgets.css     its stylesheet (hash compiled into the widget)
 *   css/brands.css             the brand logos on .wpwl-brand-<BRAND> (hash compiled into the widget; not render-blocking)
 *   logos/<BRAND>.svg          the logos themselves (payment-icons, MPL-2.0, or a name badge: scripts/logos/logos.ts)
 *   frames/card-field.html     the hosted-field page, its script and style inline, allowed by CSP hash
 *   frame-csp.json             those hashes, for the gateway's frame CSP (not served)
 *   frames/three-ds-relay.js   the script of the page after a 3-D Secure challenge (tells the widget)
 *   frames/three-ds.css        the stylesheet of the sandbox ACS page and that page
 *   locales/*.json             label files; locales/index.json names their hashes (its own is compiled into the
 *                              widget, which checks both on fetch)
 *   modules/*.js               on-demand modules (non-card forms, wallets…): their hashes compiled into the widget,
 *                              which loads them with SRI only when a page needs them (src/widget/modules/module-apis.ts)
 *   modules/<name>.css         the styles of methods, stored-cards and wallets (loaded by the module; hash compiled into it)
 */
const root = process.cwd();
const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";
const dist = join(root, "dist");

/**
 * The hashes this build compiles into the widget (its stylesheets, locales, modules, wallet code) and
 * the frame page's CSP: sha256, a full-strength SRI algorithm, whose 44 characters cost a third less
 * of the critical path than sha384's 64 (some thirty of them are in the script, none compressible).
 * The merchant's own integrity for paymentWidgets.js stays sha384 (the gateway's /v1/fastcheckout/integrity).
 */
const sri = (bytes: Buffer | string) => `sha256-${createHash("sha256").update(bytes).digest("base64")}`;

function write(path: string, body: Buffer | string): string {
  mkdirSync(dirname(join(dist, path)), { recursive: true });
  writeFileSync(join(dist, path), body);
  return sri(body);
}

function css(src: string, out: string): string {
  const { code } = transform({ filename: src, code: readFileSync(join(root, src)), minify: true });
  return write(out, Buffer.from(code));
}

/** CSP source expression for an inline element's exact text (what the browser hashes). */
const cspHash = (text: string) => `'${sri(Buffer.from(text, "utf8"))}'`;

/**
 * The hosted-field page with its style and script inline: no extra round trips inside each frame
 * before it can answer the widget. The gateway's CSP for the page allows exactly these two texts by
 * hash (dist/frame-csp.json), so a changed byte is refused as SRI would refuse it.
 */
function inlineFramePage(): { script: string; style: string } {
  const jsFile = join(dist, "frames/card-field.js");
  const js = readFileSync(jsFile, "utf8").trim();
  rmSync(jsFile);
  const { code } = transform({ filename: "card-field.css", code: readFileSync(join(root, "src/frames/card-field.css")), minify: true });
  const style = code.toString().trim();
  if (/<\/(script|style)/i.test(js + style)) throw new Error("frame script or style contains a closing tag: cannot inline it");
  const page = readFileSync(join(root, "src/frames/card-field.html"), "utf8")
    .replace(/\n\s*/g, "\n")
    .replace("/* card-field.css, inlined by the build */", () => style)
    .replace("/* card-field.ts, inlined by the build */", () => js);
  if (!page.includes(js) || !page.includes(style)) throw new Error("src/frames/card-field.html lost its inline placeholders");
  write("frames/card-field.html", page);
  return { script: cspHash(js), style: cspHash(style) };
}

/**
 * The framework components (the package's payment-widgets/element, /react and /vue; src/components/): ES modules
 * for the merchant's bundler, react and vue left to it, not minified (the merchant's build does that), with
 * their declarations (tsc; the relative `.ts` specifiers rewritten to `.js`, which resolve to the `.d.ts` beside).
 */
async function buildComponents() {
  const src = join(root, "src/components");
  const out = join(dist, "components");
  await build({
    configFile: false,
    logLevel: "warn",
    build: {
      outDir: out,
      emptyOutDir: true,
      minify: false,
      target: "es2022",
      lib: {
        entry: { element: join(src, "element.ts"), react: join(src, "react.ts"), vue: join(src, "vue.ts") },
        formats: ["es"],
        fileName: (_f, name) => `${name}.js`,
      },
      rollupOptions: { external: ["react", "vue"] },
    },
  });
  execFileSync(process.execPath, [join(root, "node_modules/typescript/bin/tsc"), "-p", join(src, "tsconfig.build.json")], {
    stdio: "inherit",
  });
  for (const file of readdirSync(out).filter((f) => f.endsWith(".d.ts"))) {
    const text = readFileSync(join(out, file), "utf8").replace(/(from "\.\/[\w-]+)\.ts"/g, '$1.js"');
    writeFileSync(join(out, file), text);
  }
}

/**
 * The demo shop's framework pages (demo/frameworks/*-page.ts: React with react-dom, Vue 3, the custom element), one
 * file each into .build/demo (not the package's): each imports the components as built above, so the e2e tests run
 * the package's artifacts inside the real frameworks.
 */
async function buildDemoPages() {
  const built = (name: string) => join(dist, "components", `${name}.js`);
  for (const page of ["element", "react", "vue"]) {
    await build({
      configFile: false,
      logLevel: "warn",
      define: {
        "process.env.NODE_ENV": JSON.stringify("production"),
        __VUE_OPTIONS_API__: "true",
        __VUE_PROD_DEVTOOLS__: "false",
        __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: "false",
      },
      resolve: { alias: [{ find: /^.*\/src\/components\/(element|react|vue)\.ts$/, replacement: built("$1") }] },
      build: {
        outDir: join(root, ".build/demo"),
        emptyOutDir: page === "element",
        minify: true,
        target: "es2022",
        lib: { entry: join(root, `demo/frameworks/${page}-page.ts`), formats: ["es"], fileName: () => `${page}.js` },
        rollupOptions: { output: { codeSplitting: false } },
      },
    });
  }
}

async function bundle(mode: string, define: Record<string, string> = {}) {
  return build({ mode, logLevel: "warn", define });
}

/** The kit entry (module-kit.ts KIT_EXPORTS) each external package of a module maps to (vite.config.ts MODULE_GLOBALS). */
const KIT_ENTRY: Record<string, keyof typeof KIT_EXPORTS> = {
  preact: "preact",
  "preact/jsx-runtime": "jsx",
  "@preact/signals-core": "signals",
};

/**
 * Builds one on-demand module and checks that every Preact/signals name it imports is one the
 * widget lends it (a missing name would be undefined at run time in the shopper's browser).
 */
async function buildModule(name: ModuleName, define: Record<string, string> = {}): Promise<string> {
  const out = (await bundle(`module-${name}`, define)) as Rollup.RollupOutput | Rollup.RollupOutput[];
  for (const output of Array.isArray(out) ? out : [out]) {
    for (const chunk of output.output) {
      if (chunk.type !== "chunk") continue;
      for (const id of chunk.moduleIds.filter((m: string) => m.startsWith(join(root, "src")))) {
        const source = readFileSync(id, "utf8");
        for (const [, typeOnly, names = "", dep = ""] of source.matchAll(/^import\s+(type\s+)?\{([^}]*)\}\s+from\s+"([^"]+)";/gm)) {
          const entry = KIT_ENTRY[dep];
          if (!entry || typeOnly) continue;
          const used = names
            .split(",")
            .map((n) => n.trim())
            .filter((n) => n && !n.startsWith("type "))
            .map((n) => n.split(/\s+as\s+/)[0] ?? n);
          const missing = used.filter((n) => !Object.hasOwn(KIT_EXPORTS[entry], n));
          if (missing.length)
            throw new Error(`${id} uses ${missing.join(", ")} of ${dep}: add them to KIT_EXPORTS in src/widget/modules/module-kit.ts`);
        }
        if (/from "(preact\/hooks|@preact\/signals)"/.test(source)) throw new Error(`${id} imports a package the module kit does not lend`);
      }
    }
  }
  return sri(readFileSync(join(dist, `modules/${name}.js`)));
}

rmSync(dist, { recursive: true, force: true });
const widgetCss = css("src/widget/styles/paymentWidgets.css", "css/paymentWidgets.css");
for (const [brand, svg] of logoFiles()) write(`logos/${brand}.svg`, svg);
const brandsCss = write(
  "css/brands.css",
  Buffer.from(transform({ filename: "brands.css", code: Buffer.from(logoStylesheet(LOGO_BRANDS)), minify: true }).code),
);
await bundle("frames");
write("frame-csp.json", JSON.stringify({ "card-field.html": inlineFramePage() }));
await bundle("relay");
css("src/frames/three-ds.css", "frames/three-ds.css");
const localeIntegrity: Record<string, string> = {};
for (const file of readdirSync(join(root, "locales")).filter((f) => f.endsWith(".json"))) {
  const hash = write(`locales/${file}`, JSON.stringify(JSON.parse(readFileSync(join(root, "locales", file), "utf8"))));
  if (file !== "en.json") localeIntegrity[file.slice(0, -5)] = hash;
}
// The other locales' hashes, in one file whose hash the widget carries (24 hashes are 0.9 KB of brotli).
const localeIndex = write("locales/index.json", JSON.stringify(localeIntegrity));
/** A module whose forms have a stylesheet of their own gets its hash compiled in (define-module.ts loads it). */
const moduleCss = (src: string, name: ModuleName) => ({ __WPWL_MODULE_CSS_INTEGRITY__: JSON.stringify(css(src, `modules/${name}.css`)) });
const moduleIntegrity: Record<ModuleName, string> = {
  methods: await buildModule("methods", moduleCss("src/widget/methods/methods.css", "methods")),
  "stored-cards": await buildModule("stored-cards", moduleCss("src/widget/stored-cards/stored-cards.css", "stored-cards")),
  "card-pay": await buildModule("card-pay"),
  "card-fields": await buildModule("card-fields"),
  wallets: await buildModule("wallets", moduleCss("src/widget/wallets/chunk/wallets.css", "wallets")),
  diagnostics: await buildModule("diagnostics"),
};
await bundle("widget", {
  __WPWL_MODULE_INTEGRITY__: JSON.stringify(moduleIntegrity),
  __WPWL_CSS_INTEGRITY__: JSON.stringify(widgetCss),
  __WPWL_BRANDS_CSS_INTEGRITY__: JSON.stringify(brandsCss),
  __WPWL_LOCALE_INDEX_INTEGRITY__: JSON.stringify(localeIndex),
});
// V8's explicit compile hint (a comment to every other engine): the widget's functions run while it
// loads, so Chromium compiles them all while the script streams in, off the main thread, instead of
// one by one at their first call in the DOMContentLoaded handler. Measured: onReady 5–11 % sooner
// (docs/size-and-speed.md). The magic comment must be the file's first line.
writeWidgetContract(root, dist);
await buildComponents();
await buildDemoPages();
await buildDocPages(root, join(root, ".build/demo"));
const widget = Buffer.concat([Buffer.from(COMPILE_HINT), readFileSync(join(dist, "paymentWidgets.js"))]);
writeFileSync(join(dist, "paymentWidgets.js"), widget);
console.log(`[build] dist/paymentWidgets.js ${widget.length} bytes ${sri(widget)}`);
