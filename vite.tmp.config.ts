import { availableParallelism } from "node:os";
import { defineConfig, type Plugin } from "vite";
import { libpqAvailable } from "./src/gateway/store/load-libpq.ts";
import { postgresBin } from "./src/gateway/store/throwaway-postgres.ts";
import { STORE_CONTRACT_TESTS } from "./src/gateway/testing/store-contract-tests.ts";
import { englishFor } from "./src/widget/i18n/module-texts.ts";

/**
 * Two browser bundles, each one IIFE file: `vite build --mode widget` → dist/paymentWidgets.js
 * (merchant page), `--mode frames` → dist/frames/card-field.js (gateway-origin hosted fields) and
 * `--mode relay` → dist/frames/three-ds-relay.js (the page after a 3-D Secure challenge).
 * scripts/build.ts runs both and adds the stylesheets, frame pages and locales. Also Vitest's config.
 */
const ENTRIES = {
  widget: { entry: "src/widget/main.ts", outDir: "dist", fileName: "paymentWidgets.js" },
  frames: { entry: "src/frames/card-field.ts", outDir: "dist/frames", fileName: "card-field.js" },
  relay: { entry: "src/frames/three-ds-relay.ts", outDir: "dist/frames", fileName: "three-ds-relay.js" },
  "module-methods": { entry: "src/widget/module-entries/methods-module.ts", outDir: "dist/modules", fileName: "methods.js" },
  "module-card-pay": { entry: "src/widget/module-entries/card-pay-module.ts", outDir: "dist/modules", fileName: "card-pay.js" },
  "module-card-fields": { entry: "src/widget/module-entries/card-fields-module.ts", outDir: "dist/modules", fileName: "card-fields.js" },
  "module-stored-cards": { entry: "src/widget/module-entries/stored-cards-module.ts", outDir: "dist/modules", fileName: "stored-cards.js" },
  "module-wallets": { entry: "src/widget/module-entries/wallets-module.ts", outDir: "dist/modules", fileName: "wallets.js" },
  "module-diagnostics": { entry: "src/widget/module-entries/diagnostics-module.ts", outDir: "dist/modules", fileName: "diagnostics.js" },
} as const;

/**
 * On-demand modules (`--mode module-<name>`) take Preact and signals from the widget's kit
 * (src/widget/modules/module-kit.ts) instead of bundling a second copy.
 */
const KIT = 'window[Symbol.for("wpwl.modules")]';
const MODULE_GLOBALS: Record<string, string> = {
  preact: `${KIT}.preact`,
  "preact/jsx-runtime": `${KIT}.jsx`,
  "@preact/signals-core": `${KIT}.signals`,
};

/**
 * English, split between the widget and its on-demand modules (src/widget/i18n/module-texts.ts): the
 * widget's bundle and each module's get their own part of locales/en.json. Other builds (the frames,
 * Vitest) and the served locales/en.json keep the whole file.
 */
function splitEnglish(mode: string): Plugin {
  const bundle = mode === "widget" ? "widget" : mode.startsWith("module-") ? mode.slice("module-".length) : undefined;
  return {
    name: "wpwl-split-english",
    enforce: "pre",
    transform(code, id) {
      if (bundle === undefined || !id.endsWith("/locales/en.json")) return undefined;
      return { code: JSON.stringify(englishFor(JSON.parse(code), bundle)), map: null };
    },
  };
}

/**
 * The store-contract tests again on PostgreSQL (src/gateway/testing/store-contract-tests.ts lists them):
 * the gateways they start get schemas in one throwaway server, migrated once per file and emptied
 * between tests (src/gateway/testing/postgres-schemas.ts). Store-free tests run once, in `unit`.
 */
const POSTGRES_PROJECT = {
  extends: true,
  test: {
    name: "postgres",
    include: [...STORE_CONTRACT_TESTS],
    globalSetup: ["src/gateway/store/postgres.global-setup.ts"],
    env: { GATEWAY_TEST_STORE: "postgres" },
  },
} as const;

/** Both cores (the machine's count, at least 2): Vitest's default leaves one idle. */
const WORKERS = Math.max(2, availableParallelism());

export default defineConfig(({ mode }) => {
  const target = Object.hasOwn(ENTRIES, mode) ? ENTRIES[mode as keyof typeof ENTRIES] : ENTRIES.widget;
  const isModule = mode.startsWith("module-");
  return {
    publicDir: false,
    plugins: [splitEnglish(mode)],
    oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      outDir: target.outDir,
      emptyOutDir: false,
      target: "es2020",
      // terser (three passes) over the default minifier: 0.2 KB less of the widget's critical path and 0.1 KB of the
      // frame document, which was at its 6 KB budget (docs/size-and-speed.md).
      minify: "terser",
      terserOptions: JSON.parse(process.env.TO ?? "{}"),
      sourcemap: false,
      reportCompressedSize: false,
      lib: { entry: target.entry, formats: ["iife"], name: "wpwlBundle", fileName: () => target.fileName },
      rollupOptions: isModule ? { external: Object.keys(MODULE_GLOBALS), output: { globals: MODULE_GLOBALS } } : {},
    },
    test: {
      environment: "node",
      pool: "forks",
      maxWorkers: WORKERS,
      // A worker keeps the modules it imported from one test file to the next instead of importing the gateway,
      // Preact and the spec tables again for each of ~200 files: the unit step went from 206 s to 120 s
      // (docs/testing.md). Each file still gets its own environment (node or happy-dom), and globals
      // stubbed with vi.stubGlobal are restored after each test.
      isolate: false,
      unstubGlobals: true,
      projects: [
        {
          extends: true,
          test: { name: "unit", include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts", "demo/**/*.test.ts"] },
        },
        // The gateway's suite again on PostgreSQL, wherever a server can be started (always in CI).
        ...(process.env.CI === "true" || (postgresBin() && libpqAvailable()) ? [POSTGRES_PROJECT] : []),
      ],
    },
  };
});
