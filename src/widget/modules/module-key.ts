/**
 * Where the widget keeps what its on-demand modules share with it (Preact, signals, the registry the
 * modules define themselves in): a non-enumerable property of window under this key, created when
 * the first module is loaded and removed by wpwl.unload(). Imports nothing: modules import it too.
 */
export const KIT_KEY = Symbol.for("wpwl.modules");

/** Module names (what each defines: module-apis.ts). */
export type ModuleName = "methods" | "stored-cards" | "card-pay" | "card-fields" | "wallets" | "diagnostics";

export interface ModuleRegistry {
  /** Name → the module's API, or the promise of it while the module's stylesheet loads. */
  readonly modules: Map<string, unknown>;
  /** The modules' stylesheets, removed by wpwl.unload(). */
  readonly styles: Element[];
  /** The widget's English (shared/labels.ts), which each module completes with the texts only it shows. */
  readonly english: Record<"labels" | "errorMessages", Record<string, string>>;
}
