import { signal } from "@preact/signals";
import { fill, formatAmount } from "../../shared/amount.ts";
import type { CheckoutConfig } from "../../shared/checkout-config.ts";
import { type ErrorMessageKey, mergeStrings, type Strings } from "../../shared/labels.ts";
import { type ResolvedLocale, resolveLocale } from "../../shared/locales.ts";
import { type ConfigResult, gatewayClient } from "../api/gateway-client.ts";
import { loadLocaleStrings } from "../i18n/load-strings.ts";
import { callMerchant, log } from "../log.ts";
import { releaseModuleKit } from "../modules/module-kit.ts";
import { parseOptions, type WidgetOptions } from "../options.ts";
import { mountErrorContainer } from "./ErrorContainer.tsx";
import type { FormContext, MountedForm } from "./form-kind.ts";
import { FAST_CHECKOUT_KINDS, FORM_MOUNTERS } from "./form-mounters.ts";
import { lazyForm } from "./lazy-form.tsx";
import { addStylesheet, findPaymentForms, type PaymentForm, readPaymentForm } from "./read-page.ts";
import type { ScriptSource } from "./script-source.ts";

export interface WidgetInstance {
  readonly checkoutId: string;
  unload(): void;
  executePayment(containerClass?: string): void;
}

/** `wpwl.checkout`: the checkout's id, and its amount and currency once loaded (in fast checkout: once a button created it). */
export interface PublicCheckout {
  id: string;
  amount?: string;
  currency?: string;
  /**
   * The checkout's public configuration, as merchant pages read it (`wpwl.checkout.config.…` in
   * onReady): present from the start (empty), then amount, currency and paymentType. Keys the
   * sandbox has no value for (customRedirectPageConfig …) read as undefined, never throw.
   */
  config: Record<string, unknown>;
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

/**
 * The pay button's text: "Pay now" in the shopper's language, as on the established widget (merchants'
 * tests look for it); a merchant's own `labels.submit` instead, where `{amount}` shows the formatted
 * amount ("Pay {amount}" → "Pay €49.99").
 */
function submitLabel(strings: Strings, locale: ResolvedLocale, amount: string, currency: string): string {
  const label = strings.labels.submit;
  return label.includes("{amount}") ? fill(label, { amount: formatAmount(amount, currency, locale.tag) }) : label;
}

/** Why a checkout cannot be paid here, if it cannot: the message for the shopper and the error for onError. */
function checkoutFailure(res: ConfigResult, source: ScriptSource): { key: ErrorMessageKey; error: WidgetError } | undefined {
  if (!res.ok) {
    // A malformed id was reported when the script started; nothing was fetched.
    if (!source.malformed)
      log.error(
        res.status === 404
          ? `checkout ${source.checkoutId} does not exist on ${source.gatewayOrigin}: create it server-side with POST /v1/checkouts and use the id it returns.`
          : `could not load checkout ${source.checkoutId} from ${source.gatewayOrigin} (HTTP ${res.status || "network error"}).`,
      );
    const key = res.status === 404 ? "checkoutExpiredError" : "checkoutUnavailableError";
    return { key, error: { name: "InvalidCheckoutIdError", message: `checkout not available (HTTP ${res.status})` } };
  }
  if (res.config.expired) return { key: "checkoutExpiredError", error: { name: "InvalidCheckoutIdError", message: "checkout expired" } };
  // Paid, or (registered) the registration-only widget stored the card: done, with a link to the result.
  if (res.config.paid)
    return {
      key: res.config.registered ? "registrationDoneInfo" : "checkoutPaidError",
      error: { name: "InvalidCheckoutIdError", message: "checkout already paid" },
    };
  return undefined;
}

/**
 * Reads the options (again when the checkout is in: `remountedForNewOptions`), loads the checkout and the labels, renders every `form.paymentWidgets`
 * on the page and, until unload, every one that appears later (framework renders, innerHTML), each
 * once. onReady fires once: when the forms present at mount are ready (or, if there were none, the
 * first forms that appear).
 */
export function mountWidget(
  source: ScriptSource,
  rawOptions: unknown,
  published: PublicCheckout,
  /** Called when the checkout is in, before any form shows: true when the page's options changed and the caller mounted anew. */
  remountedForNewOptions: () => boolean = () => false,
): WidgetInstance {
  const options = parseOptions(rawOptions);
  const locale = localeOf(options);
  const seen = new WeakSet<HTMLFormElement>();
  const mounted: Pick<MountedForm, "container" | "submit" | "destroy">[] = [];
  const abort = new AbortController();
  const client = gatewayClient(source.gatewayOrigin);
  let unloaded = false;
  /** Until the checkout has loaded: the forms to activate then. After: undefined. */
  let pending: { form: MountedForm; element: HTMLFormElement }[] | undefined = [];
  let checkout: CheckoutConfig | undefined;
  let failure: { key: ErrorMessageKey; error: WidgetError } | undefined;
  let readyAwaited = 0;
  let readyFired = false;
  // Fast checkout (spec 4.2): no checkout yet; the wallet buttons create it on click.
  const fast = source.checkoutId === "";
  let fastActive = false;
  let fastWarned = false;

  const publish = (c: CheckoutConfig) => {
    published.id = c.id;
    published.amount = c.amount;
    published.currency = c.currency;
    published.config = { amount: c.amount, currency: c.currency, paymentType: c.paymentType };
  };
  const onError = (error: WidgetError) => {
    const cb = options.onError;
    if (cb) callMerchant("onError", () => cb.call(undefined as never, error as never));
  };
  const stylesheets = [
    addStylesheet(document, source.gatewayOrigin, "paymentWidgets.css", __WPWL_CSS_INTEGRITY__, "the form is shown unstyled", (message) =>
      onError({ name: "WidgetError", message }),
    ),
    // The brand logos: not render-blocking (inserted by script); until they are in, badges show the brand's name.
    addStylesheet(document, source.gatewayOrigin, "brands.css", __WPWL_BRANDS_CSS_INTEGRITY__, "brands show as names", () => {}),
  ];

  // English and "Pay now" until the checkout and the shopper's language are in; the forms stay hidden till then.
  const strings = signal(mergeStrings({}, { labels: options.labels, errorMessages: options.errorMessages }));
  const payLabel = signal(strings.value.labels.submit);

  /** What a form of `merchantForm` gets; `announce`: it counts for onReady. */
  const formContext = (merchantForm: HTMLFormElement, brands: readonly string[], announce: boolean): FormContext => {
    let counted = announce;
    if (announce) readyAwaited++;
    return {
      merchantForm,
      brands,
      checkoutId: source.checkoutId,
      purpose: source.purpose,
      gatewayOrigin: source.gatewayOrigin,
      options,
      strings,
      locale,
      submitLabel: payLabel,
      onError,
      navigate: (url) => window.location.assign(url),
      onCheckout: publish,
      onReady: () => {
        if (!counted) return;
        counted = false;
        readyAwaited--;
        const cb = options.onReady;
        if (readyAwaited === 0 && !readyFired) {
          readyFired = true;
          if (cb) callMerchant("onReady", () => cb.call(window as never));
        }
      },
    };
  };
  /**
   * A checkout with stored cards (registrations[n].id): the one-click form goes above the card form
   * of each merchant form that has one. Not in the registration-only widget.
   */
  const addStoredCards = (element: HTMLFormElement, forms: readonly MountedForm[], config: CheckoutConfig, announce: boolean) => {
    const cards = config.registrations ?? [];
    const first = forms[0];
    if (cards.length === 0 || source.purpose === "registration" || !first) return;
    if (!forms.some((f) => f.container.classList.contains("wpwl-container-card"))) return;
    // The one-click code is the on-demand module "stored-cards": only checkouts with stored cards load it.
    const form = lazyForm(
      { ...formContext(element, [], announce), cards, initialForms: forms.map((f) => f.container) },
      "registration",
      "stored-cards",
      (api) => api.mountStoredCards,
    );
    first.container.before(form.container);
    spinnerStyle(form.container);
    mounted.push(form);
    form.activate(config);
  };
  /** wpwlOptions.spinner on a form's container: no spinner, or its colour (a CSS custom property, set through the CSSOM). */
  const spinnerStyle = (container: HTMLElement) => {
    const { show, color } = options.spinner;
    if (!show) container.classList.add("wpwl-no-spinner");
    else if (color) container.style.setProperty("--wpwl-spinner", color);
  };
  /** Renders the given forms; `announce`: they count for onReady. */
  const mountForms = (forms: PaymentForm[], announce: boolean) => {
    if (failure) {
      for (const f of forms) mounted.push(mountErrorContainer(f.element, strings.value.errorMessages[failure.key], locale));
      return;
    }
    for (const f of forms) {
      const own: MountedForm[] = [];
      for (const group of f.groups) {
        const mount = FORM_MOUNTERS[group.kind];
        if (!mount) continue;
        const form = mount(formContext(f.element, group.brands, announce));
        spinnerStyle(form.container);
        mounted.push(form);
        own.push(form);
        if (pending) pending.push({ form, element: f.element });
        else if (checkout || fastActive) form.activate(checkout);
      }
      if (checkout) addStoredCards(f.element, own, checkout, announce);
    }
  };
  /** The merchant's forms the widget rendered, and whether each was hidden before: restored on unload. */
  const hidden = new Map<HTMLFormElement, boolean>();
  const newForms = (): PaymentForm[] =>
    findPaymentForms(document).flatMap((element) => {
      if (seen.has(element)) return [];
      seen.add(element);
      const form = readPaymentForm(element, (kind) => {
        if (!fast || FAST_CHECKOUT_KINDS.has(kind)) return FORM_MOUNTERS[kind] !== undefined;
        if (!fastWarned) log.warn(`fast checkout shows wallet and PAYPAL buttons only; ${kind} brands need ?checkoutId=.`);
        fastWarned = true;
        return false;
      });
      if (!form) return [];
      hidden.set(element, element.hidden);
      element.hidden = true;
      return [form];
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

  const config = fast
    ? Promise.resolve(undefined)
    : source.malformed
      ? Promise.resolve({ ok: false as const, status: 400 })
      : client.checkoutConfig(source.checkoutId, abort.signal);
  void Promise.all([config, loadLocaleStrings(client, locale, abort.signal)]).then(([res, localeStrings]) => {
    if (unloaded || remountedForNewOptions()) return;
    strings.value = mergeStrings(localeStrings, { labels: options.labels, errorMessages: options.errorMessages });
    const forms = pending ?? [];
    pending = undefined;
    if (res === undefined) {
      fastActive = true;
      for (const { form } of forms) form.activate(undefined);
      return;
    }
    failure = checkoutFailure(res, source);
    if (failure || !res.ok) {
      // Until now every form was pending: replace them with the message, once per merchant form.
      const key = failure?.key ?? "checkoutUnavailableError";
      for (const m of mounted.splice(0)) m.destroy();
      for (const element of new Set(forms.map((f) => f.element))) {
        mounted.push(
          mountErrorContainer(element, strings.value.errorMessages[key], locale, key === "registrationDoneInfo" && source.checkoutId),
        );
      }
      if (failure) onError(failure.error);
      return;
    }
    checkout = res.config;
    publish(checkout);
    payLabel.value =
      source.purpose === "registration"
        ? strings.value.labels.register
        : submitLabel(strings.value, locale, res.config.amount ?? "", res.config.currency ?? "");
    for (const element of new Set(forms.map((f) => f.element))) {
      const own = forms.filter((f) => f.element === element).map((f) => f.form);
      addStoredCards(element, own, res.config, !readyFired && readyAwaited > 0);
    }
    for (const { form } of forms) form.activate(res.config);
  });

  return {
    checkoutId: source.checkoutId,
    unload() {
      unloaded = true;
      observer.disconnect();
      abort.abort();
      for (const m of mounted.splice(0)) m.destroy();
      for (const [element, wasHidden] of hidden) element.hidden = wasHidden;
      hidden.clear();
      for (const s of stylesheets) s.remove();
      releaseModuleKit();
    },
    executePayment(containerClass) {
      const target = mounted.find((m) => !containerClass || m.container.classList.contains(containerClass));
      if (target) target.submit();
      else log.warn(`wpwl.executePayment: no widget container has the class ${JSON.stringify(containerClass)}.`);
    },
  };
}
