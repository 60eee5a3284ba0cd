import { fill, formatAmount } from "../../shared/amount.ts";
import type { Strings } from "../../shared/labels.ts";
import { type ResolvedLocale, resolveLocale } from "../../shared/locales.ts";
import type { ConfigResult } from "../api/gateway-client.ts";
import { log } from "../log.ts";
import type { WidgetOptions } from "../options.ts";
import type { NoteProblem } from "../setup-problems.ts";
import type { CheckoutPhase } from "./checkout-session.ts";
import type { ScriptSource } from "./script-source.ts";

/** The shopper's language from wpwlOptions.locale (an unknown one is noted; English then). */
export function localeOf(options: WidgetOptions, note: NoteProblem): ResolvedLocale {
  const locale = resolveLocale(options.locale);
  if (!locale.known) note({ kind: "unknownLocale", locale: options.locale });
  return locale;
}

/**
 * The pay button's text: "Pay now" in the shopper's language, as on the established widget (merchants'
 * tests look for it); a merchant's own `labels.submit` instead, where `{amount}` shows the formatted
 * amount ("Pay {amount}" → "Pay €49.99").
 */
export function submitLabel(strings: Strings, locale: ResolvedLocale, amount: string, currency: string): string {
  const label = strings.labels.submit;
  return label.includes("{amount}") ? fill(label, { amount: formatAmount(amount, currency, locale.tag) }) : label;
}

/** The phase the gateway's answer about the page's checkout puts the session in: ready, or failed and why. */
export function checkoutPhase(
  res: ConfigResult,
  source: ScriptSource,
  note: NoteProblem,
): Exclude<CheckoutPhase, { kind: "loading" | "fast" }> {
  if (!res.ok) {
    // A malformed id was reported when the script started; nothing was fetched. An unknown one is the page's
    // mistake (its words are in the diagnostics module); a failed request is not.
    if (!source.malformed && res.status === 404)
      note({ kind: "unknownCheckout", checkoutId: source.checkoutId, gatewayOrigin: source.gatewayOrigin });
    else if (!source.malformed)
      log.error(`could not load checkout ${source.checkoutId} from ${source.gatewayOrigin} (HTTP ${res.status || "network error"}).`);
    const key = res.status === 404 ? "checkoutExpiredError" : "checkoutUnavailableError";
    return { kind: "failed", key, error: { name: "InvalidCheckoutIdError", message: `checkout not available (HTTP ${res.status})` } };
  }
  // A page the browser will refuse the card frames (the gateway saw its Origin): one FRAME_ANCESTORS does not list,
  // or an opaque origin (a data: document in a webview, a file). Said once, and the form says it cannot load,
  // rather than dead fields and a 10 s wait.
  if (res.config.pageRefused) {
    note({ kind: "pageRefused" });
    return { kind: "failed", key: "checkoutUnavailableError", error: { name: "WidgetError", message: "page not allowed" } };
  }
  if (res.config.expired)
    return { kind: "failed", key: "checkoutExpiredError", error: { name: "InvalidCheckoutIdError", message: "checkout expired" } };
  // Paid, or (registered) the registration-only widget stored the card: done, with a link to the result.
  if (res.config.paid)
    return {
      kind: "failed",
      key: res.config.registered ? "registrationDoneInfo" : "checkoutPaidError",
      error: { name: "InvalidCheckoutIdError", message: "checkout already paid" },
    };
  return { kind: "ready", config: res.config };
}
