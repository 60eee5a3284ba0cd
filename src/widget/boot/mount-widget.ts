import { type ErrorMessageKey, mergeStrings } from "../../shared/labels.ts";
import { gatewayClient } from "../api/gateway-client.ts";
import { type MountedCardForm, mountCardForm } from "../card/mount-card-form.tsx";
import { callMerchant, log } from "../log.ts";
import { parseOptions } from "../options.ts";
import { mountErrorContainer } from "./ErrorContainer.tsx";
import { addStylesheet, readPaymentForms } from "./read-page.ts";
import type { ScriptSource } from "./script-source.ts";

export interface WidgetInstance {
  readonly checkoutId: string;
  unload(): void;
  executePayment(containerClass?: string): void;
}

/** Reads the page once (options, forms), loads the checkout, renders every form, fires onReady once. */
export function mountWidget(source: ScriptSource, rawOptions: unknown): WidgetInstance {
  const options = parseOptions(rawOptions);
  const locale = options.locale.toLowerCase().slice(0, 2);
  if (locale !== "en") log.warn(`wpwlOptions.locale: "${options.locale}" is not available in this build; showing English.`);
  const strings = mergeStrings({}, { labels: options.labels, errorMessages: options.errorMessages });
  const stylesheet = addStylesheet(document, source.gatewayOrigin, __WPWL_CSS_INTEGRITY__);
  const forms = readPaymentForms(document);
  const mounted: Pick<MountedCardForm, "container" | "submit" | "destroy">[] = [];
  const abort = new AbortController();
  let ready = 0;
  let unloaded = false;

  const onError = (error: { name: string; message: string; code?: string }) => {
    const cb = options.onError;
    if (cb) callMerchant("onError", () => cb.call(undefined as never, error as never));
  };
  const fail = (key: ErrorMessageKey, error: { name: string; message: string }) => {
    for (const f of forms) mounted.push(mountErrorContainer(f.element, strings.errorMessages[key]));
    onError(error);
  };

  void gatewayClient(source.gatewayOrigin)
    .checkoutConfig(source.checkoutId, abort.signal)
    .then((res) => {
      if (unloaded) return;
      if (!res.ok) {
        log.error(
          res.status === 404
            ? `checkout ${source.checkoutId} does not exist on ${source.gatewayOrigin}: create it server-side with POST /v1/checkouts and use the id it returns.`
            : `could not load checkout ${source.checkoutId} from ${source.gatewayOrigin} (HTTP ${res.status || "network error"}).`,
        );
        return fail(res.status === 404 ? "checkoutExpiredError" : "checkoutUnavailableError", {
          name: "InvalidCheckoutIdError",
          message: `checkout not available (HTTP ${res.status})`,
        });
      }
      if (res.config.expired) return fail("checkoutExpiredError", { name: "InvalidCheckoutIdError", message: "checkout expired" });
      if (res.config.paid) return fail("checkoutPaidError", { name: "InvalidCheckoutIdError", message: "checkout already paid" });
      for (const f of forms) {
        mounted.push(
          mountCardForm({
            merchantForm: f.element,
            brands: f.cardBrands,
            checkoutId: source.checkoutId,
            gatewayOrigin: source.gatewayOrigin,
            options,
            strings,
            locale,
            onError,
            navigate: (url) => window.location.assign(url),
            onFramesReady: () => {
              ready++;
              const cb = options.onReady;
              if (ready === forms.length && cb) callMerchant("onReady", () => cb.call(undefined as never));
            },
          }),
        );
      }
    });

  return {
    checkoutId: source.checkoutId,
    unload() {
      unloaded = true;
      abort.abort();
      for (const m of mounted.splice(0)) m.destroy();
      stylesheet.remove();
    },
    executePayment(containerClass) {
      const target = mounted.find((m) => !containerClass || m.container.classList.contains(containerClass));
      if (target) target.submit();
      else log.warn(`wpwl.executePayment: no widget container has the class ${JSON.stringify(containerClass)}.`);
    },
  };
}
