import type { ResolvedLocale } from "../../shared/locales.ts";
import type { gatewayClient } from "../api/gateway-client.ts";
import { log } from "../log.ts";

type LocaleFile = { labels?: Record<string, unknown>; errorMessages?: Record<string, unknown> };

/**
 * sha256 of each built locale file but English, compiled in by scripts/build.ts. Read through this one
 * constant: each mention of the define is a copy of its 24 hashes in the bundle.
 */
const LOCALE_INTEGRITY: Readonly<Record<string, string>> = __WPWL_LOCALE_INTEGRITY__;

/**
 * The label file of the shopper's language, fetched from the gateway and checked against its hash.
 * Whatever fails (network, tampered bytes, bad JSON) shows the form in English rather than breaking it.
 */
export async function loadLocaleStrings(
  client: ReturnType<typeof gatewayClient>,
  locale: ResolvedLocale,
  signal: AbortSignal,
): Promise<LocaleFile> {
  if (locale.code === "en") return {};
  const integrity = Object.hasOwn(LOCALE_INTEGRITY, locale.code) ? LOCALE_INTEGRITY[locale.code] : undefined;
  if (!integrity) return {};
  try {
    const json = (await client.locale(locale.code, integrity, signal)) as LocaleFile | null;
    return typeof json === "object" && json !== null ? json : {};
  } catch (err) {
    if (!signal.aborted) {
      log.warn(`could not load the "${locale.code}" labels (${err instanceof Error ? err.message : String(err)}); showing English.`);
    }
    return {};
  }
}
