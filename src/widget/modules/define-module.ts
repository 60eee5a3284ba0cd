import en from "../../../locales/en.json";
import type { ModuleApis } from "./module-apis.ts";
import { KIT_KEY, type ModuleName, type ModuleRegistry } from "./module-key.ts";

/**
 * Called by an on-demand module when its script runs: hands its API to the widget that loaded it.
 * A module whose widget was unloaded meanwhile finds no kit and defines nothing. The module's build
 * gives it only the English texts it alone shows (i18n/module-texts.ts): they complete the widget's
 * English before anything of the module renders.
 */
export function defineModule<N extends ModuleName>(name: N, api: ModuleApis[N]): void {
  const kit = (window as unknown as Record<symbol, ModuleRegistry | undefined>)[KIT_KEY];
  if (!kit) return;
  Object.assign(kit.english.labels, en.labels);
  Object.assign(kit.english.errorMessages, en.errorMessages);
  kit.modules.set(name, api);
}
