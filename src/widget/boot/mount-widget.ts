import { signal } from "@preact/signals-core";
import type { CheckoutConfig } from "../../shared/checkout-config.ts";
import { mergeStrings } from "../../shared/labels.ts";
import { type ConfigResult, checkoutConfig } from "../api/gateway-client.ts";
import type { FormContext, MountedForm } from "../form-contract.ts";
import { loadLocaleStrings } from "../i18n/load-strings.ts";
import { callMerchant } from "../log.ts";
import { releaseModuleKit } from "../modules/module-kit.ts";
import { parseOptions } from "../options.ts";
import type { SetupProblem } from "../setup-problems.ts";
import { checkoutPhase, localeOf, submitLabel } from "./checkout-answer.ts";
import { type CheckoutPhase, createCheckoutSession, type WidgetError } from "./checkout-session.ts";
import { mountErrorContainer } from "./ErrorContainer.tsx";
import { FAST_CHECKOUT_KINDS, FORM_MOUNTERS } from "./form-mounters.ts";
import { watchPaymentForms } from "./form-watcher.ts";
import { lazyForm } from "./lazy-form.tsx";
import { type PublicCheckout, publishCheckout, spinnerStyle } from "./public-checkout.ts";
import { type PaymentForm, widgetStylesheets } from "./read-page.ts";
import { createReadyBarrier } from "./ready-barrier.ts";
import { reportSetupProblems } from "./report-setup.ts";
import type { ScriptSource } from "./script-source.ts";

export type { WidgetError } from "./checkout-session.ts";
export type { PublicCheckout } from "./public-checkout.ts";

export interface WidgetInstance {
  readonly checkoutId: string;
  unload(): void;
  executePayment(containerClass?: string): void;
}

/**
 * The widget on a page, wired from its parts: the options (read again when the checkout is in:
 * `remountedForNewOptions`), the checkout session (checkout-session.ts: the one place that activates
 * forms), the onReady barrier (ready-barrier.ts) and the form watcher (form-watcher.ts: every
 * `form.paymentWidgets`, now and later, once each).
 */
export function mountWidget(
  source: ScriptSource,
  rawOptions: unknown,
  published: PublicCheckout,
  /** Called when the checkout is in, before any form shows: true when the page's options changed and the caller mounted anew. */
  remountedForNewOptions: () => boolean = () => false,
  /** The checkout's configuration, asked for when the script ran (main.ts). */
  prefetched?: Promise<ConfigResult>,
): WidgetInstance {
  // The page's own mistakes are reported with words loaded only then (setup-problems.ts).
  const note = (problem: SetupProblem) => reportSetupProblems(source.gatewayOrigin, [problem]);
  const options = parseOptions(rawOptions, (problems) => reportSetupProblems(source.gatewayOrigin, problems));
  const locale = localeOf(options, note);
  const mounted: Pick<MountedForm, "container" | "submit" | "destroy">[] = [];
  const abort = new AbortController();
  const session = createCheckoutSession();
  // Fast checkout (spec 4.2): no checkout yet; the wallet buttons create it on click.
  const fast = source.checkoutId === "";
  let unloaded = false;
  let fastWarned = false;

  const publish = (c: CheckoutConfig) => publishCheckout(published, c);
  const onError = (error: WidgetError) => {
    const cb = options.onError;
    if (cb) callMerchant("onError", () => cb.call(undefined as never, error as never));
  };
  const ready = createReadyBarrier(() => {
    const cb = options.onReady;
    if (cb) callMerchant("onReady", () => cb.call(window as never));
    // A page that rewrote the pay button's text in onReady: its accessible name follows it (WCAG 2.5.3).
    for (const b of document.querySelectorAll("button[name=pay]")) b.ariaLabel = b.textContent;
  });
  const stylesheets = widgetStylesheets(source.gatewayOrigin, (message) => onError({ name: "WidgetError", message }));

  // English and "Pay now" until the checkout and the shopper's language are in; the forms stay hidden till then.
  const strings = signal(mergeStrings({}, { labels: options.labels, errorMessages: options.errorMessages }));
  const payLabel = signal(strings.value.labels.submit);

  /** What a form of `merchantForm` gets; `counts`: onReady waits for it. */
  const formContext = (merchantForm: HTMLFormElement, brands: readonly string[], counts: boolean): FormContext => ({
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
    onReady: ready.join(counts),
  });
  /**
   * A checkout with stored cards (registrations[n].id): the one-click form goes above the card form
   * of each merchant form that has one. Not in the registration-only widget.
   */
  const addStoredCards = (element: HTMLFormElement, forms: readonly MountedForm[], config: CheckoutConfig, counts: boolean) => {
    const cards = config.registrations ?? [];
    const first = forms[0];
    if (cards.length === 0 || source.purpose === "registration" || !first) return;
    if (!forms.some((f) => f.container.classList.contains("wpwl-container-card"))) return;
    // The one-click code is the on-demand module "stored-cards": only checkouts with stored cards load it.
    const form = lazyForm(
      { ...formContext(element, [], counts), cards, initialForms: forms.map((f) => f.container) },
      "registration",
      "stored-cards",
      (api) => api.mountStoredCards,
    );
    first.container.before(form.container);
    spinnerStyle(form.container, options.spinner);
    mounted.push(form);
    form.activate(config);
  };
  /** The message of a failed checkout in place of a merchant form's forms (a registration's done state links to the result). */
  const showFailure = (element: HTMLFormElement, { key }: Extract<CheckoutPhase, { kind: "failed" }>) => {
    const done = key === "registrationDoneInfo" && source.checkoutId;
    mounted.push(mountErrorContainer(element, strings.value.errorMessages[key], locale, done));
  };
  /** Renders the forms of merchant forms the watcher took; `counts`: onReady waits for them. */
  const mountForms = (forms: PaymentForm[], counts: boolean) => {
    const phase = session.phase;
    if (phase.kind === "failed") {
      for (const f of forms) showFailure(f.element, phase);
      return;
    }
    for (const f of forms) {
      const own: MountedForm[] = [];
      for (const group of f.groups) {
        const mount = FORM_MOUNTERS[group.kind];
        if (!mount) continue;
        const form = mount(formContext(f.element, group.brands, counts));
        spinnerStyle(form.container, options.spinner);
        mounted.push(form);
        own.push(form);
        session.add({ form, element: f.element });
      }
      if (phase.kind === "ready") addStoredCards(f.element, own, phase.config, counts);
    }
  };

  const watcher = watchPaymentForms(
    (kind) => {
      if (!fast || FAST_CHECKOUT_KINDS.has(kind)) return FORM_MOUNTERS[kind] !== undefined;
      if (!fastWarned) note({ kind: "fastCheckoutKind", formKind: kind });
      fastWarned = true;
      return false;
    },
    // The forms there at the start count for onReady; later ones only if there were none.
    (forms, atStart) => mountForms(forms, atStart || ready.open),
    note,
  );

  const config = fast
    ? Promise.resolve(undefined)
    : source.malformed
      ? Promise.resolve({ ok: false as const, status: 400 })
      : (prefetched ?? checkoutConfig(source.gatewayOrigin, source.checkoutId, abort.signal));
  void Promise.all([config, loadLocaleStrings(source.gatewayOrigin, locale.code)]).then(([res, localeStrings]) => {
    if (unloaded || remountedForNewOptions()) return;
    strings.value = mergeStrings(localeStrings, { labels: options.labels, errorMessages: options.errorMessages });
    if (res === undefined) return session.settle({ kind: "fast" });
    const phase = checkoutPhase(res, source, note);
    if (phase.kind === "failed") {
      // Until now every form was waiting: replace them with the message, once per merchant form.
      session.settle(phase, (forms) => {
        for (const m of mounted.splice(0)) m.destroy();
        for (const element of new Set(forms.map((f) => f.element))) showFailure(element, phase);
      });
      if (phase.error) onError(phase.error);
      return;
    }
    publish(phase.config);
    payLabel.value =
      source.purpose === "registration"
        ? strings.value.labels.register
        : submitLabel(strings.value, locale, phase.config.amount ?? "", phase.config.currency ?? "");
    session.settle(phase, (forms) => {
      for (const element of new Set(forms.map((f) => f.element))) {
        const own = forms.filter((f) => f.element === element).map((f) => f.form);
        addStoredCards(element, own, phase.config, ready.waiting);
      }
    });
  });

  return {
    checkoutId: source.checkoutId,
    unload() {
      unloaded = true;
      watcher.stop();
      abort.abort();
      for (const m of mounted.splice(0)) m.destroy();
      for (const s of stylesheets) s.remove();
      releaseModuleKit();
    },
    executePayment(containerClass) {
      const target = mounted.find((m) => !containerClass || m.container.classList.contains(containerClass));
      if (target) target.submit();
      else note({ kind: "noContainer", containerClass: String(containerClass) });
    },
  };
}
