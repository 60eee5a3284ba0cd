import type { ModuleApis } from "./module-apis.ts";
import { KIT_KEY, type ModuleName, type ModuleRegistry } from "./module-key.ts";

/**
 * Called by an on-demand module when its script runs: hands its API to the widget that loaded it.
 * A module whose widget was unloaded meanwhile finds no kit and defines nothing.
 */
export function defineModule<N extends ModuleName>(name: N, api: ModuleApis[N]): void {
  const kit = (window as unknown as Record<symbol, ModuleRegistry | undefined>)[KIT_KEY];
  kit?.modules.set(name, api);
}
