import { type Signal, signal } from "@preact/signals";
import type { CheckoutConfig } from "../../shared/checkout-config.ts";
import type { ErrorMessageKey } from "../../shared/labels.ts";
import type { PaymentOutcome } from "../../shared/protocol.ts";
import { payFromPage } from "../api/pay.ts";
import type { FormContext } from "../boot/form-contract.ts";
import { afterSubmit } from "../callbacks/before-submit.ts";
import { log } from "../log.ts";
import type { CallbackName } from "../options.ts";
import { createBackoff, failureMessage, outcomeError, THROTTLED } from "../payment/outcome-policy.ts";
import { createSubmitGuard } from "../payment/submit-guard.ts";
import { randomChannel } from "../random.ts";
import { resultUrl, shopperResultUrl } from "../result-url.ts";
import { followRedirect } from "./follow-redirect.ts";

export interface PagePaymentDeps {
  readonly ctx: FormContext;
  readonly container: HTMLElement;
  /** onBeforeSubmitDirectDebit, onBeforeSubmitOnlineTransfer or onBeforeSubmitVirtualAccount. */
  readonly callback: CallbackName;
  /** Checks the form (showing its errors) and returns the payment's parameters, or undefined. */
  collect(): Record<string, string> | undefined;
  /** Shows the gateway's rejected parameters on their fields; true when one of them is this form's. */
  showRejected(names: readonly string[]): boolean;
  /** A pending answer the form handles itself (QR mode); true when it did. */
  onPending?(outcome: PaymentOutcome): boolean;
  /** Fast checkout (no checkout id yet): the checkout createCheckout makes on the first pay click (fastCheckoutSession). */
  readonly fast?: () => Promise<CheckoutConfig>;
}

export interface PagePayment {
  readonly busy: Signal<boolean>;
  readonly formError: Signal<ErrorMessageKey | undefined>;
  readonly announcement: Signal<string>;
  activate(): void;
  submit(): void;
  destroy(): void;
}

/** A blur whose focus goes to the pay button: the submit that follows checks the field. */
export function towardsPay(e: FocusEvent): boolean {
  const next = e.relatedTarget;
  return next instanceof Element && next.classList.contains("wpwl-button-pay");
}

/**
 * The pay pipeline of the forms the merchant page posts itself (no card data): validate, ask the
 * merchant's onBeforeSubmit* (false or preventDefault() cancels; a later click asks again), post
 * once, then follow the bank's redirect, go to the result page, or show what went wrong. One
 * attempt at a time; a retry after a lost answer reuses the attempt's idempotency key.
 */
export function createPagePayment(d: PagePaymentDeps): PagePayment {
  const { ctx } = d;
  const busy = signal(false);
  const formError = signal<ErrorMessageKey | undefined>(undefined);
  const announcement = signal("");
  const abort = new AbortController();
  let active = false;
  const guard = createSubmitGuard(() => busy.value);
  let key: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const backoff = createBackoff();

  function fail(outcome: PaymentOutcome) {
    const rejected = d.showRejected(outcome.parameters ?? []);
    // A rejected parameter shows on its field; a network failure or throttling is the form's to say.
    const form: ErrorMessageKey | undefined =
      rejected && outcome.kind !== "error" && outcome.code !== THROTTLED ? undefined : failureMessage(outcome);
    formError.value = form;
    if (form) announcement.value = ctx.strings.value.errorMessages[form];
    // Throttled: the button stays disabled while backing off, as in every form (outcome-policy.ts).
    const wait = backoff(outcome);
    if (wait > 0) timer = setTimeout(() => (busy.value = false), wait);
    else busy.value = false;
    ctx.onError(outcomeError(outcome));
  }

  /** The checkout to pay: the page's, or fast checkout's (a failure is shown and reported, the button usable again). */
  async function checkoutId(brand: string | undefined): Promise<string | undefined> {
    if (!d.fast) return ctx.checkoutId;
    try {
      return (await d.fast()).id;
    } catch (err) {
      if (abort.signal.aborted) return undefined;
      formError.value = "walletError";
      announcement.value = ctx.strings.value.errorMessages.walletError;
      busy.value = false;
      const message = err instanceof Error ? err.message : String(err);
      ctx.onError({ name: "WidgetError", message, ...(brand ? { brand } : {}), event: "createCheckout" });
      return undefined;
    }
  }

  async function pay(params: Record<string, string>, returnTo: string) {
    const id = await checkoutId(params.paymentBrand);
    if (id === undefined || abort.signal.aborted) return;
    key ??= randomChannel();
    const outcome = await payFromPage(ctx.gatewayOrigin, id, { ...params, shopperResultUrl: returnTo }, key, abort.signal);
    if (abort.signal.aborted) return;
    // A lost answer (network error) is retried with the same key: the gateway answers it once.
    if (outcome.kind !== "error") key = undefined;
    if (outcome.kind === "pending" && outcome.redirect) {
      if (d.onPending?.(outcome)) return;
      return followRedirect(outcome.redirect, ctx.navigate);
    }
    if (outcome.kind === "approved" || outcome.kind === "declined" || outcome.kind === "pending") {
      const url = resultUrl(ctx.merchantForm, id);
      if (url) return ctx.navigate(url);
    }
    fail(outcome);
  }

  return {
    busy,
    formError,
    announcement,
    activate() {
      active = true;
    },
    submit() {
      if (!active || !guard.idle()) return;
      formError.value = undefined;
      const params = d.collect();
      if (!params) return;
      const returnTo = shopperResultUrl(ctx.merchantForm, true)?.href;
      if (!returnTo) {
        log.error('the form.paymentWidgets has no http(s) action: set action="https://your.shop/result" (your shopperResultUrl).');
        formError.value = "paymentError";
        return;
      }
      if (!guard.ask(ctx.options, d.callback, d.container)) return;
      busy.value = true;
      // `this` is the widget's form with $form, as in the card form (it lacked $form here unless an onBeforeSubmit* ran).
      afterSubmit(ctx.options, d.container);
      void pay(params, returnTo);
    },
    destroy() {
      abort.abort();
      if (timer) clearTimeout(timer);
    },
  };
}
