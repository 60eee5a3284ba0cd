import type { LocaleCode } from "../../shared/locales.ts";
import { localeFile } from "../api/gateway-client.ts";
import { log } from "../log.ts";

type LocaleFile = { labels?: Record<string, unknown>; errorMessages?: Record<string, unknown> };

/**
 * The label files in flight or in, by language: one fetch per page even when the widget mounts again
 * (new options, wpwl.unload and a new script), or when the label file was asked for at script start.
 */
const loads = new Map<string, Promise<LocaleFile>>();

/**
 * The label file of the shopper's language. Its sha256 is in `locales/index.json`, whose own sha256
 * scripts/build.ts compiles in (one hash instead of 24 on the critical path); the browser refuses either
 * file unless its bytes match. Whatever fails (network, tampered bytes, bad JSON) shows the form in
 * English rather than breaking it, and is asked for again at the next mount.
 */
export function loadLocaleStrings(gatewayOrigin: string, code: LocaleCode): Promise<LocaleFile> {
  if (code === "en") return Promise.resolve({});
  let load = loads.get(code);
  if (!load) {
    load = localeFile(gatewayOrigin, "index", __WPWL_LOCALE_INDEX_INTEGRITY__)
      .then((index) => {
        // Never a fetch without a hash: an empty integrity attribute would check nothing.
        const integrity = (index as Partial<Record<string, string>>)[code];
        if (!integrity) throw new Error("not in locales/index.json");
        return localeFile(gatewayOrigin, code, integrity);
      })
      .then(
        (json) => (typeof json === "object" && json !== null ? (json as LocaleFile) : {}),
        (err: unknown) => {
          loads.delete(code);
          log.warn(`could not load the "${code}" labels (${err instanceof Error ? err.message : String(err)}); showing English.`);
          return {};
        },
      );
    loads.set(code, load);
  }
  return load;
}
