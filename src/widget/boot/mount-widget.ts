import { signal } from "@preact/signals";
import { fill, formatAmount } from "../../shared/amount.ts";
import { type ErrorMessageKey, mergeStrings, type Strings } from "../../shared/labels.ts";
import { type ResolvedLocale, resolveLocale } from "../../shared/locales.ts";
import { type ConfigResult, gatewayClient } from "../api/gateway-client.ts";
import { type MountedCardForm, mountCardForm } from "../card/mount-card-form.tsx";
import { loadLocaleStrings } from "../i18n/load-strings.ts";
import { callMerchant, log } from "../log.ts";
import { parseOptions, type WidgetOptions } from "../options.ts";
import { mountErrorContainer } from "./ErrorContainer.tsx";
import { addStylesheet, findPaymentForms, type PaymentForm, readPaymentForm } from "./read-page.ts";
import type { ScriptSource } from "./script-source.ts";

export interface WidgetInstance {
  readonly checkoutId: string;
  unload(): void;
  executePayment(containerClass?: string): void;
}

export interface WidgetError {
  readonly name: string;
  readonly message: string;
  readonly code?: string;
}

function localeOf(options: WidgetOptions): ResolvedLocale {
  const locale = resolveLocale(options.locale);
  if (!locale.known) {
    log.warn(`wpwlOptions.locale: "${options.locale}" is not one of the 25 languages (e.g. "de", "fr-CA", "zh-CN"); showing English.`);
  }
  return locale;
}

/** The pay button's text: the merchant's own label if given, else "Pay {amount}" in the shopper's language. */
function submitLabel(strings: Strings, options: WidgetOptions, locale: ResolvedLocale, amount: string, currency: string): string {
  if (options.labels.submit) return strings.labels.submit;
  return fill(strings.labels.payAmount, { amount: formatAmount(amount, currency, locale.tag) });
}

/** Why a checkout cannot be paid here, if it cannot: the message for the shopper and the error for onError. */
function checkoutFailure(res: ConfigResult, source: ScriptSource): { key: ErrorMessageKey; error: WidgetError } | undefined {
  if (!res.ok) {
    log.error(
      res.status === 404
        ? `checkout ${source.checkoutId} does not exist on ${source.gatewayOrigin}: create it server-side with POST /v1/checkouts and use the id it returns.`
        : `could not load checkout ${source.checkoutId} from ${source.gatewayOrigin} (HTTP ${res.status || "network error"}).`,
    );
    const key = res.status === 404 ? "checkoutExpiredError" : "checkoutUnavailableError";
    return { key, error: { name: "InvalidCheckoutIdError", message: `checkout not available (HTTP ${res.status})` } };
  }
  if (res.config.expired) return { key: "checkoutExpiredError", error: { name: "InvalidCheckoutIdError", message: "checkout expired" } };
  if (res.config.paid) return { key: "checkoutPaidError", error: { name: "InvalidCheckoutIdError", message: "checkout already paid" } };
  return undefined;
}

/**
 * Reads the options once, loads the checkout and the labels, renders every `form.paymentWidgets`
 * on the page and, until unload, every one that appears later (framework renders, innerHTML), each
 * once. onReady fires once: when the forms present at mount are ready (or, if there were none, the
 * first forms that appear).
 */
export function mountWidget(source: ScriptSource, rawOptions: unknown): WidgetInstance {
  const options = parseOptions(rawOptions);
  const locale = localeOf(options);
  const seen = new WeakSet<HTMLFormElement>();
  const mounted: Pick<MountedCardForm, "container" | "submit" | "destroy">[] = [];
  const abort = new AbortController();
  const client = gatewayClient(source.gatewayOrigin);
  let unloaded = false;
  /** Until the checkout has loaded: the card forms to activate then. After: whether it can be paid. */
  let pending: { card: MountedCardForm; form: HTMLFormElement }[] | undefined = [];
  let failure: { key: ErrorMessageKey; error: WidgetError } | undefined;
  let readyAwaited = 0;
  let readyFired = false;

  const onError = (error: WidgetError) => {
    const cb = options.onError;
    if (cb) callMerchant("onError", () => cb.call(undefined as never, error as never));
  };
  const stylesheet = addStylesheet(document, source.gatewayOrigin, __WPWL_CSS_INTEGRITY__, (message) =>
    onError({ name: "WidgetError", message }),
  );

  // English and "Pay now" until the checkout and the shopper's language are in; the forms stay hidden till then.
  const strings = signal(mergeStrings({}, { labels: options.labels, errorMessages: options.errorMessages }));
  const payLabel = signal(strings.value.labels.submit);

  /** Renders the given forms; `announce`: they count for onReady. */
  const mountForms = (forms: PaymentForm[], announce: boolean) => {
    if (failure) {
      for (const f of forms) mounted.push(mountErrorContainer(f.element, strings.value.errorMessages[failure.key], locale));
      return;
    }
    if (announce) readyAwaited += forms.length;
    for (const f of forms) {
      let counted = announce;
      const card = mountCardForm({
        merchantForm: f.element,
        brands: f.cardBrands,
        checkoutId: source.checkoutId,
        gatewayOrigin: source.gatewayOrigin,
        options,
        strings,
        locale,
        submitLabel: payLabel,
        onError,
        navigate: (url) => window.location.assign(url),
        onFramesReady: () => {
          if (!counted) return;
          counted = false;
          readyAwaited--;
          const cb = options.onReady;
          if (readyAwaited === 0 && !readyFired) {
            readyFired = true;
            if (cb) callMerchant("onReady", () => cb.call(window as never));
          }
        },
      });
      mounted.push(card);
      if (pending) pending.push({ card, form: f.element });
      else card.activate();
    }
  };
  const newForms = (): PaymentForm[] =>
    findPaymentForms(document).flatMap((element) => {
      if (seen.has(element)) return [];
      seen.add(element);
      const form = readPaymentForm(element);
      return form ? [form] : [];
    });

  const initial = newForms();
  if (initial.length === 0 && findPaymentForms(document).length === 0) {
    log.warn(
      'no <form class="paymentWidgets" data-brands="VISA MASTER"> on the page yet; the widget renders into that form when it appears.',
    );
  }
  mountForms(initial, true);
  // Forms rendered later: mounted when they appear. They count for onReady only if none was there at mount.
  const observer = new MutationObserver(() => {
    if (unloaded) return;
    const late = newForms();
    if (late.length > 0) mountForms(late, !readyFired && readyAwaited === 0);
  });
  observer.observe(document.documentElement, { childList: true, subtree: true, attributes: true, attributeFilter: ["class"] });
  // Number formats load their locale data on first use, which can take tens of milliseconds: do it
  // now, while the fields load, rather than when the amount arrives and onReady waits for it.
  queueMicrotask(() => formatAmount("0.00", "EUR", locale.tag));

  void Promise.all([client.checkoutConfig(source.checkoutId, abort.signal), loadLocaleStrings(client, locale, abort.signal)]).then(
    ([res, localeStrings]) => {
      if (unloaded) return;
      strings.value = mergeStrings(localeStrings, { labels: options.labels, errorMessages: options.errorMessages });
      const cards = pending ?? [];
      pending = undefined;
      failure = checkoutFailure(res, source);
      if (failure) {
        // Until now every card form was pending: replace each with the message.
        for (const m of mounted.splice(0)) m.destroy();
        for (const { form } of cards) mounted.push(mountErrorContainer(form, strings.value.errorMessages[failure.key], locale));
        onError(failure.error);
        return;
      }
      if (res.ok) payLabel.value = submitLabel(strings.value, options, locale, res.config.amount, res.config.currency);
      for (const { card } of cards) card.activate();
    },
  );

  return {
    checkoutId: source.checkoutId,
    unload() {
      unloaded = true;
      observer.disconnect();
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
