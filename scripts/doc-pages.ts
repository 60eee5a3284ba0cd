import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import vue from "@vitejs/plugin-vue";
import { build } from "vite";
import { docBlock } from "./doc-block.ts";

/**
 * docs/frameworks.md's React and Vue examples, as written, each bundled into a page script of the demo shop
 * (/frameworks/docs/react, /frameworks/docs/vue) that renders the example with the page's gateway and checkout:
 * `payment-widgets/react` and `/vue` are the built components (dist/components). The custom element's example is
 * HTML: the demo serves it as it is (demo/frameworks/framework-pages.ts).
 */
export async function buildDocPages(root: string, out: string): Promise<void> {
  const src = join(root, ".build/docs-src");
  mkdirSync(src, { recursive: true });
  const page = join(root, "docs/frameworks.md");
  writeFileSync(join(src, "checkout.tsx"), docBlock(page, "\n## React\n", "tsx"));
  writeFileSync(join(src, "Checkout.vue"), docBlock(page, "\n## Vue 3\n", "vue"));
  const config = `import { readConfig } from ${JSON.stringify(join(root, "demo/frameworks/page-config.ts"))};
const c = readConfig();
const props = { gateway: c.gateway, checkout: { id: c.checkoutId, integrity: c.integrity } };`;
  const entries: Record<string, string> = {
    "docs-react": `import { createElement } from "react";
import { createRoot } from "react-dom/client";
import { Checkout } from ${JSON.stringify(join(src, "checkout.tsx"))};
${config}
createRoot(document.getElementById("root")).render(createElement(Checkout, props));`,
    "docs-vue": `import { createApp } from "vue";
import Checkout from ${JSON.stringify(join(src, "Checkout.vue"))};
${config}
createApp(Checkout, props).mount("#root");`,
  };
  for (const [name, code] of Object.entries(entries)) {
    writeFileSync(join(src, `${name}.ts`), code);
    await build({
      configFile: false,
      logLevel: "warn",
      plugins: [vue()],
      define: {
        "process.env.NODE_ENV": JSON.stringify("production"),
        __VUE_OPTIONS_API__: "true",
        __VUE_PROD_DEVTOOLS__: "false",
        __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: "false",
      },
      resolve: { alias: [{ find: /^payment-widgets\/(element|react|vue)$/, replacement: join(root, "dist/components/$1.js") }] },
      oxc: { jsx: { runtime: "automatic", importSource: "react" } },
      build: {
        outDir: out,
        emptyOutDir: false,
        minify: true,
        target: "es2022",
        lib: { entry: join(src, `${name}.ts`), formats: ["es"], fileName: () => `${name}.js` },
        rollupOptions: { output: { codeSplitting: false } },
      },
    });
  }
}
