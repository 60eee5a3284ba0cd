import { effect, signal } from "@preact/signals-core";
import { render } from "preact";
import { Fragment, jsx, jsxs } from "preact/jsx-runtime";
import { EN_STRINGS } from "../../shared/labels.ts";
import { KIT_KEY, type ModuleRegistry } from "./module-key.ts";

/**
 * What the main bundle lends its on-demand modules: the SAME Preact and signals instances (a form
 * re-renders from an effect of the page's signals, view/mount-view.ts; a second copy would not see them). The module build
 * (vite.config.ts, MODULE_GLOBALS) maps `preact`, `preact/jsx-runtime` and `@preact/signals-core` to
 * these objects, so a module may use only the names listed here; add a name here when a module
 * needs one (the build fails if a module reads a name the kit lacks: scripts/build.ts).
 */
export interface ModuleKit extends ModuleRegistry {
  readonly preact: object;
  readonly jsx: object;
  readonly signals: object;
  /** Module name → its script being loaded. */
  readonly loading: Map<string, Promise<unknown>>;
}

type KitHolder = Record<symbol, ModuleKit | undefined>;

export const KIT_EXPORTS = {
  preact: { render },
  jsx: { Fragment, jsx, jsxs },
  signals: { effect, signal },
} as const;

/** The kit of this page, created on first use (non-enumerable, removable). */
export function moduleKit(): ModuleKit {
  const w = window as unknown as KitHolder;
  const existing = w[KIT_KEY];
  if (existing) return existing;
  const kit: ModuleKit = {
    ...KIT_EXPORTS,
    modules: new Map(),
    loading: new Map(),
    styles: [],
    english: EN_STRINGS as ModuleKit["english"],
  };
  Object.defineProperty(w, KIT_KEY, { value: kit, configurable: true });
  return kit;
}

/** wpwl.unload(): forget the kit and every module defined in it (a re-injected widget loads them again against its own Preact), and remove the modules' stylesheets. */
export function releaseModuleKit(): void {
  const w = window as unknown as KitHolder;
  for (const link of w[KIT_KEY]?.styles ?? []) link.remove();
  delete w[KIT_KEY];
}
