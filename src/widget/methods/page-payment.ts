import { type Signal, signal } from "@preact/signals-core";
import type { CheckoutConfig } from "../../shared/checkout-config.ts";
import type { ErrorMessageKey } from "../../shared/labels.ts";
import type { PaymentOutcome } from "../../shared/protocol.ts";
import { payFromPage } from "../api/pay.ts";
import type { FormContext } from "../form-contract.ts";
import type { CallbackName } from "../options.ts";
import { failureMessage, THROTTLED } from "../payment/outcome-policy.ts";
import { createSubmitPipeline } from "../payment/submit-pipeline.ts";
import { randomChannel } from "../random.ts";
import { resultParam, resultUrl, shopperResultUrl } from "../result-url.ts";
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
 * The forms the merchant page posts itself (no card data), on the one submit pipeline: validate, ask
 * the merchant's onBeforeSubmit*, post once with the merchant's own inputs, then follow the bank's
 * redirect, go to the result page, or show what went wrong. A retry after a lost answer reuses the
 * attempt's idempotency key.
 */
export function createPagePayment(d: PagePaymentDeps): PagePayment {
  const { ctx } = d;
  const busy = signal(false);
  const formError = signal<ErrorMessageKey | undefined>(undefined);
  const announcement = signal("");
  const abort = new AbortController();
  let active = false;
  let key: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const pipeline = createSubmitPipeline({
    ctx,
    container: d.container,
    callback: d.callback,
    isActive: () => active,
    busy: () => busy.value,
    setBusy: (b) => {
      busy.value = b;
    },
    later: (ms, fn) => {
      timer = setTimeout(fn, ms);
    },
    reset: () => {
      formError.value = undefined;
    },
    check: () => {
      if (!d.collect()) return false;
      // The bank's page leads back there: an action that is no http(s) address is named on the console.
      if (shopperResultUrl(ctx.merchantForm)) return true;
      formError.value = "paymentError";
      return false;
    },
    // The form's parameters win over the merchant's own inputs (customer.*, customParameters[SHOPPER_…], …).
    collect: (merchant) => {
      const own = d.collect();
      return own && { ...merchant, ...own };
    },
    send: (params) => pay(params),
    settle,
  });

  /** The outcome of an attempt: the bank's page or the result page; else what went wrong on the form (false). */
  function settle(outcome: PaymentOutcome): boolean {
    if (outcome.kind === "pending" && outcome.redirect) {
      if (!d.onPending?.(outcome)) followRedirect(outcome.redirect, ctx.navigate);
      return true;
    }
    if (outcome.kind === "approved" || outcome.kind === "declined" || outcome.kind === "pending") {
      const url = resultUrl(ctx.merchantForm, paid ?? ctx.checkoutId);
      if (url) {
        ctx.navigate(url);
        return true;
      }
    }
    const rejected = d.showRejected(outcome.parameters ?? []);
    // A rejected parameter shows on its field; a network failure or throttling is the form's to say.
    const form: ErrorMessageKey | undefined =
      rejected && outcome.kind !== "error" && outcome.code !== THROTTLED ? undefined : failureMessage(outcome);
    formError.value = form;
    if (form) announcement.value = ctx.strings.value.errorMessages[form];
    return false;
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

  /** The checkout the running attempt pays (fast checkout's, once created): its result page's id. */
  let paid: string | undefined;

  /** Posts the payment from the page: its outcome, or undefined when the form went away or no checkout could be had. */
  async function pay(params: Record<string, string>): Promise<PaymentOutcome | undefined> {
    const id = await checkoutId(params.paymentBrand);
    if (id === undefined || abort.signal.aborted) return undefined;
    paid = id;
    key ??= randomChannel();
    const outcome = await payFromPage(ctx.gatewayOrigin, id, { ...params, ...resultParam(ctx.merchantForm) }, key, abort.signal);
    if (abort.signal.aborted) return undefined;
    // A lost answer (network error) is retried with the same key: the gateway answers it once.
    if (outcome.kind !== "error") key = undefined;
    return outcome;
  }

  return {
    busy,
    formError,
    announcement,
    activate() {
      active = true;
    },
    submit: pipeline.submit,
    destroy() {
      abort.abort();
      if (timer) clearTimeout(timer);
    },
  };
}
