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

/**
 * `config.customRedirectPageConfig`: merchant pages write its colours in onReady
 * (`….customRedirectPageConfig.backgroundColor = …`) for the established widget's page shown while it
 * redirects. This widget navigates without such a page, so the object takes the writes (no TypeError in
 * the merchant's onReady) and nothing reads them.
 */
export const publicConfig = (values: Record<string, unknown> = {}): Record<string, unknown> => ({
  ...values,
  customRedirectPageConfig: {},
});

/** Shows a loaded (or fast checkout's new) checkout in `wpwl.checkout`. */
export function publishCheckout(published: PublicCheckout, c: CheckoutConfig): void {
  published.id = c.id;
  published.amount = c.amount;
  published.currency = c.currency;
  published.config = publicConfig({ amount: c.amount, currency: c.currency, paymentType: c.paymentType });
}

/** wpwlOptions.spinner on a form's container: no spinner, or its colour (a CSS custom property, set through the CSSOM). */
export function spinnerStyle(container: HTMLElement, spinner: { readonly show: boolean; readonly color?: string | undefined }): void {
  if (!spinner.show) container.classList.add("wpwl-no-spinner");
  else if (spinner.color) container.style.setProperty("--wpwl-spinner", spinner.color);
}
