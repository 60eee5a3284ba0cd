import { defineConfig } from "vite";

/**
 * Two browser bundles, each one IIFE file: `vite build --mode widget` → dist/paymentWidgets.js
 * (merchant page), `--mode frames` → dist/frames/card-field.js (gateway-origin hosted fields) and
 * `--mode relay` → dist/frames/three-ds-relay.js (the page after a 3-D Secure challenge).
 * `--mode wallets` → dist/wallets/wallets.js (wallet code the widget loads on demand).
 * scripts/build.ts runs both and adds the stylesheets, frame pages and locales. Also Vitest's config.
 */
const ENTRIES = {
  widget: { entry: "src/widget/main.ts", outDir: "dist", fileName: "paymentWidgets.js" },
  frames: { entry: "src/frames/card-field.ts", outDir: "dist/frames", fileName: "card-field.js" },
  relay: { entry: "src/frames/three-ds-relay.ts", outDir: "dist/frames", fileName: "three-ds-relay.js" },
  wallets: { entry: "src/widget/wallets/chunk/wallets-chunk.ts", outDir: "dist/wallets", fileName: "wallets.js" },
} as const;

export default defineConfig(({ mode }) => {
  const target = mode in ENTRIES ? ENTRIES[mode as keyof typeof ENTRIES] : ENTRIES.widget;
  return {
    publicDir: false,
    oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      outDir: target.outDir,
      emptyOutDir: false,
      target: "es2020",
      minify: true,
      sourcemap: false,
      reportCompressedSize: false,
      lib: { entry: target.entry, formats: ["iife"], name: "wpwlBundle", fileName: () => target.fileName },
    },
    test: {
      include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts"],
      environment: "node",
      pool: "forks",
    },
  };
});
