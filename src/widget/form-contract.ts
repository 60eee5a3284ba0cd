import type { ReadonlySignal } from "@preact/signals-core";
import type { CheckoutConfig } from "../shared/checkout-config.ts";
import type { Strings } from "../shared/labels.ts";
import type { ResolvedLocale } from "../shared/locales.ts";
import type { WidgetOptions } from "./options.ts";

/**
 * The contract between the widget and each of its forms (card, direct debit, redirect brand, virtual
 * account, wallet, stored cards): what a form gets (FormContext), what it gives back (MountedForm).
 */

/** What every form gets from the widget. */
export interface FormContext {
  /** The merchant's `form.paymentWidgets`: the form's container goes right before it. */
  readonly merchantForm: HTMLFormElement;
  /** The brands of this form, from data-brands, upper case, known to the widget. */
  readonly brands: readonly string[];
  /** "" in fast checkout (script without ?checkoutId=): the form's buttons create the checkout on click. */
  readonly checkoutId: string;
  /** "registration": the registration-only widget (`checkoutId={id}/registration`) stores the card, no payment. */
  readonly purpose: "payment" | "registration";
  readonly gatewayOrigin: string;
  readonly options: WidgetOptions;
  /** English until the shopper's language has loaded (the form stays invisible until activate()). */
  readonly strings: ReadonlySignal<Strings>;
  readonly locale: ResolvedLocale;
  /** Text of the pay button: "Pay now" in the shopper's language, or the merchant's labels.submit ({amount} filled in). */
  readonly submitLabel: ReadonlySignal<string>;
  /** Call once, when the form is usable (after activate(), and its frames if it has any): counts for onReady. */
  readonly onReady: () => void;
  readonly onError: (error: { name: string; message: string; code?: string; brand?: string; event?: string }) => void;
  readonly navigate: (url: string) => void;
  /** Fast checkout: a button created its checkout (createCheckout resolved, the config loaded); wpwl.checkout gets it. */
  readonly onCheckout?: (config: CheckoutConfig) => void;
}

export interface MountedForm {
  /** `div.wpwl-container.wpwl-container-<kind>[-<BRAND>]`, inserted before the merchant's form. */
  readonly container: HTMLElement;
  /** Labels and the checkout are in: show the form. `undefined` only in fast checkout, for the kinds it offers (wallets, PAYPAL). */
  activate(config: CheckoutConfig | undefined): void;
  /** The pay button's pipeline (wpwl.executePayment). */
  submit(): void;
  /** Removes every node, listener, frame and timer the form created. */
  destroy(): void;
}

export type FormMounter = (ctx: FormContext) => MountedForm;
