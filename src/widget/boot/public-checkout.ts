import type { CheckoutConfig } from "../../shared/checkout-config.ts";

/** `wpwl.checkout`: the checkout's id, and its amount and currency once loaded (in fast checkout: once a button created it). */
export interface PublicCheckout {
  id: string;
  amount?: string;
  currency?: string;
  /**
   * The checkout's public configuration, as merchant pages read it (`wpwl.checkout.config.…` in
   * onReady): present from the start, then amount, currency and paymentType. Other keys read as
   * undefined, never throw.
   */
  config: Record<string, unknown>;
}

/** Shows a loaded (or fast checkout's new) checkout in `wpwl.checkout`. */
export function publishCheckout(published: PublicCheckout, c: CheckoutConfig): void {
  published.id = c.id;
  published.amount = c.amount;
  published.currency = c.currency;
  // The same object's keys kept (main.ts: customRedirectPageConfig), and what the page wrote to them.
  published.config = { ...published.config, amount: c.amount, currency: c.currency, paymentType: c.paymentType };
}

/** wpwlOptions.spinner on a form's container: no spinner, or its colour (a CSS custom property, set through the CSSOM). */
export function spinnerStyle(container: HTMLElement, spinner: { readonly show: boolean; readonly color?: string | undefined }): void {
  if (!spinner.show) container.classList.add("wpwl-no-spinner");
  else if (spinner.color) container.style.setProperty("--wpwl-spinner", spinner.color);
}
