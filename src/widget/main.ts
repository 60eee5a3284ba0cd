import { resolveLocale } from "../shared/locales.ts";
import { checkoutConfig } from "./api/gateway-client.ts";
import { mountWidget, type PublicCheckout, type WidgetInstance } from "./boot/mount-widget.ts";
import { reportSetupProblems } from "./boot/report-setup.ts";
import { readScriptSource } from "./boot/script-source.ts";
import { loadLocaleStrings } from "./i18n/load-strings.ts";
import { log } from "./log.ts";

interface WpwlGlobal {
  checkout: PublicCheckout;
  unload(): void;
  executePayment(containerClass?: string): void;
}

declare global {
  interface Window {
    wpwl?: WpwlGlobal;
    wpwlOptions?: unknown;
  }
}

/**
 * The merchant's options: `var wpwlOptions` / `window.wpwlOptions`, or a top-level `let`/`const
 * wpwlOptions` of a classic script (a global lexical binding that window does not see, but this
 * classic script does by its bare name). Read when the DOM is ready, so they may follow the script tag.
 */
function pageOptions(): unknown {
  return typeof wpwlOptions !== "undefined" ? wpwlOptions : window.wpwlOptions;
}

/**
 * Entry of paymentWidgets.js. The script URL is read now (document.currentScript exists only while
 * the script runs); the page (wpwlOptions, forms) is read when the DOM is ready, and never before the
 * task that runs the script has ended.
 */
function boot(): void {
  const source = readScriptSource((document.currentScript as HTMLScriptElement | null)?.src);
  if (!source) return;
  if (window.wpwl) {
    log.warn("paymentWidgets.js loaded again before wpwl.unload(); unloading the previous widget first.");
    window.wpwl.unload();
  }
  if (source.malformed) reportSetupProblems(source.gatewayOrigin, [{ kind: "badCheckoutId", checkoutId: source.checkoutId }]);
  let instance: WidgetInstance | undefined;
  let unloaded = false;
  // The checkout's configuration does not depend on the page: asked for now, not at DOMContentLoaded.
  const early = new AbortController();
  let prefetched =
    source.checkoutId && !source.malformed ? checkoutConfig(source.gatewayOrigin, source.checkoutId, early.signal) : undefined;
  // So are the shopper's labels when the page set its language before this script (as most do).
  const locale = (pageOptions() as { locale?: unknown } | undefined)?.locale;
  if (typeof locale === "string") void loadLocaleStrings(source.gatewayOrigin, resolveLocale(locale).code);
  const takePrefetched = () => {
    const p = prefetched;
    prefetched = undefined;
    return p;
  };
  const start = () => {
    if (unloaded) return;
    const options = pageOptions();
    // Options a page sets after the start (a separate options script injected with this one that
    // loads later) are read again when the checkout is in, before any form shows: the established
    // widget reads them at its first render. Changed options mount the widget anew with them.
    instance = mountWidget(
      source,
      options,
      api.checkout,
      () => {
        if (pageOptions() === options) return false;
        instance?.unload();
        start();
        return true;
      },
      takePrefetched(),
    );
  };
  // wpwlOptions are read as late as the established widget evidently reads them: at DOMContentLoaded,
  // or, for a script injected later, in a task after this one, so options a page sets in the script's
  // load handler (jQuery.getScript's callback) or in a script injected with it still apply.
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start, { once: true });
  else setTimeout(start);
  const api: WpwlGlobal = {
    // customRedirectPageConfig: merchant pages write the colours of the established widget's redirect page
    // to it in onReady (a TypeError on undefined); this widget navigates without such a page: nothing reads them.
    checkout: { id: source.checkoutId, config: { customRedirectPageConfig: {} } },
    unload() {
      unloaded = true;
      early.abort();
      document.removeEventListener("DOMContentLoaded", start);
      instance?.unload();
      instance = undefined;
      if (window.wpwl === api) delete window.wpwl;
    },
    executePayment(containerClass) {
      instance?.executePayment(containerClass);
    },
  };
  window.wpwl = api;
}

try {
  boot();
} catch (err) {
  log.error(`the widget failed to start: ${err instanceof Error ? err.message : String(err)}`);
}
