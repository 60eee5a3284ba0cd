import en from "../../../locales/en.json";
import { addStylesheet } from "../view/add-stylesheet.ts";
import type { ModuleApis } from "./module-apis.ts";
import { KIT_KEY, type ModuleName, type ModuleRegistry } from "./module-key.ts";

/**
 * Called by an on-demand module when its script runs: hands its API to the widget that loaded it.
 * A module whose widget was unloaded meanwhile finds no kit and defines nothing. The module's build
 * gives it only the English texts it alone shows (i18n/module-texts.ts): they complete the widget's
 * English before anything of the module renders. A module with a stylesheet (`{gateway}/v1/modules/{name}.css`,
 * pinned by `stylesheet`, the hash compiled into the module) asks for it now and defines itself when it
 * is in, so that its forms never show unstyled; a refused stylesheet is reported and the forms work unstyled.
 */
export function defineModule<N extends ModuleName>(name: N, api: ModuleApis[N], stylesheet?: string): void {
  const kit = (window as unknown as Record<symbol, ModuleRegistry | undefined>)[KIT_KEY];
  if (!kit) return;
  Object.assign(kit.english.labels, en.labels);
  Object.assign(kit.english.errorMessages, en.errorMessages);
  const script = document.currentScript as HTMLScriptElement | null;
  if (!stylesheet || !script) return void kit.modules.set(name, api);
  const link = addStylesheet(`${new URL(script.src).origin}/v1/modules/${name}.css`, stylesheet, "its forms are shown unstyled", () => {});
  kit.styles.push(link);
  const defined = new Promise((resolve) => {
    link.addEventListener("load", () => resolve(api));
    link.addEventListener("error", () => resolve(api));
  });
  kit.modules.set(name, defined);
}
