import type { CheckoutConfig } from "../../../shared/checkout-config.ts";
import type { ErrorMessageKey } from "../../../shared/labels.ts";
import type { PaymentOutcome } from "../../../shared/protocol.ts";
import { payFromPage } from "../../api/pay.ts";
import { fastCheckoutSession } from "../../fast-checkout/fast-checkout-session.ts";
import { callMerchant, log } from "../../log.ts";
import { followRedirect } from "../../methods/follow-redirect.ts";
import { createBackoff, failureMessage, outcomeError } from "../../payment/outcome-policy.ts";
import { randomChannel } from "../../random.ts";
import { resultUrl } from "../../result-url.ts";
import type { WalletMount } from "./wallet-mount.ts";
import { walletStatus } from "./wallet-status.tsx";

export type WalletFlow = ReturnType<typeof walletFlow>;

/**
 * What every wallet button shares: the checkout (the page's, or a fast checkout's, created once per
 * button and reused after a failed attempt), one attempt at a time, the token payment from the
 * page, and the outcome (result page, pending redirect, or a message in the form and onError).
 */
export function walletFlow(m: WalletMount) {
  const { ctx, brand, container } = m;
  const status = walletStatus(container);
  const abort = new AbortController();
  const fast = fastCheckoutSession(ctx, brand, abort.signal);
  let busy = false;
  const backoff = createBackoff();
  /** After a throttled attempt: how long the button stays busy (outcome-policy.ts), as in every form. */
  let cooldown = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const showError = (key: ErrorMessageKey) => {
    status.show(ctx.strings.value.errorMessages[key]);
  };
  const report = (error: { name: string; message: string; code?: string; event?: string }) => ctx.onError({ ...error, brand });

  const flow = {
    brand,
    /** False once the form is destroyed (wpwl.unload()): late answers are ignored. */
    alive: () => !abort.signal.aborted,
    /** Starts an attempt unless one runs (a double click is one payment); false when busy. */
    begin(): boolean {
      if (busy) return false;
      busy = true;
      status.clear();
      container.classList.add("wpwl-wallet-busy");
      return true;
    },
    /** The attempt ended without leaving the page: the button is usable again (after the back-off of a throttled attempt). */
    end(): void {
      const release = () => {
        busy = false;
        container.classList.remove("wpwl-wallet-busy");
      };
      const wait = cooldown;
      cooldown = 0;
      if (wait > 0) timer = setTimeout(release, wait);
      else release();
    },
    /** The checkout to pay: the page's, or the one fast checkout creates on the first click (spec 4.2). */
    checkout(): Promise<CheckoutConfig> {
      return m.config ? Promise.resolve(m.config) : fast();
    },
    /** A fast checkout that could not be created: reported; the button stays usable. */
    checkoutFailed(err: unknown): void {
      showError("walletError");
      report({ name: "WidgetError", message: err instanceof Error ? err.message : String(err), event: "createCheckout" });
    },
    /**
     * One attempt of a wallet whose sheet opens after the checkout is known (Google Pay, Samsung Pay):
     * begin, the checkout, `run` (true when the page is being left), end.
     */
    async attempt(run: (checkout: CheckoutConfig) => Promise<boolean>): Promise<void> {
      if (!flow.begin()) return;
      let leaving = false;
      try {
        let checkout: CheckoutConfig;
        try {
          checkout = await flow.checkout();
        } catch (err) {
          if (flow.alive()) flow.checkoutFailed(err);
          return;
        }
        if (flow.alive()) leaving = await run(checkout);
      } finally {
        if (!leaving) flow.end();
      }
    },
    /** Posts the wallet's token (spec 2.7) to the checkout, from the page; a fresh attempt key per token. */
    pay(checkoutId: string, params: Readonly<Record<string, string>>): Promise<PaymentOutcome> {
      return payFromPage(ctx.gatewayOrigin, checkoutId, { ...params, paymentBrand: brand }, randomChannel());
    },
    /** Leaves for the result page (approved) or the redirect (pending); else shows the error. True when leaving. */
    complete(outcome: PaymentOutcome, checkoutId: string): boolean {
      if (outcome.kind === "approved") {
        const url = resultUrl(ctx.merchantForm, checkoutId);
        if (url) ctx.navigate(url);
        return url !== undefined;
      }
      if (outcome.kind === "pending" && outcome.redirect) {
        followRedirect(outcome.redirect, ctx.navigate);
        return true;
      }
      showError(failureMessage(outcome));
      cooldown = backoff(outcome);
      report(outcomeError(outcome));
      return false;
    },
    /** The wallet closed without paying: onCancel of the wallet's options, or onError with event "closed". */
    closed(onCancel: unknown, self: unknown, arg: unknown): void {
      if (typeof onCancel === "function") callMerchant(`${optionName(brand)}.onCancel`, () => onCancel.call(self, arg));
      else report({ name: "WidgetError", message: `the ${brand} payment sheet was closed without paying`, event: "closed" });
    },
    /** The wallet API is missing or cannot pay here: the button is hidden and onError says so. */
    unavailable(reason: string): void {
      log.warn(`${brand} is not available in this browser (${reason}); its button is hidden.`);
      container.hidden = true;
      report({ name: "WidgetError", message: `${brand} is not available: ${reason}`, event: "unavailable" });
    },
    /**
     * The total the sheet shows is not the checkout's (`mismatch` from totalMismatch): the payment is
     * refused rather than charging another amount than the shopper saw; the button stays usable.
     */
    totalRefused(mismatch: string): void {
      const message = `${mismatch}; the ${brand} payment was refused, as the shopper would be charged another amount than the sheet showed: create the checkout (createCheckout), or update it with POST /v1/checkouts/{id}, for the total the sheet shows.`;
      log.error(message);
      showError("walletError");
      report({ name: "WidgetError", message, event: "amountMismatch" });
    },
    /** Aborted by wpwl.unload(). */
    signal: abort.signal,
    /** wpwl.unload(): stops the fast checkout's loading and ignores what arrives later. */
    destroy(): void {
      abort.abort();
      if (timer) clearTimeout(timer);
      status.destroy();
    },
    showError,
    report,
  };
  return flow;
}

/** wpwlOptions key of a wallet brand. */
export function optionName(brand: string): "applePay" | "googlePay" | "samsungPay" {
  return brand === "GOOGLEPAY" ? "googlePay" : brand === "SAMSUNGPAY" ? "samsungPay" : "applePay";
}

/** Calls a merchant's wallet callback and waits for it when it returns a promise; a throw or rejection is logged and gives undefined. */
export async function awaitMerchant(
  name: string,
  fn: unknown,
  self: unknown,
  ...args: unknown[]
): Promise<{ value: unknown; failed: boolean }> {
  if (typeof fn !== "function") return { value: undefined, failed: false };
  try {
    return { value: await fn.apply(self, args), failed: false };
  } catch (err) {
    log.error(`wpwlOptions.${name} threw: ${err instanceof Error ? err.message : String(err)}.`);
    return { value: undefined, failed: true };
  }
}
