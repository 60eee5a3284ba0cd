import type { FormKind } from "../../shared/payment-methods.ts";
import { mountCardForm } from "../card/mount-card-form.tsx";
import type { FormMounter } from "../form-contract.ts";
import { lazyMounter } from "./lazy-form.tsx";

/**
 * The form each kind of payment method renders; a kind without a row is not offered by this build.
 * Non-card forms are in the on-demand modules "methods" and "wallets" (dist/modules/), loaded when a page shows one.
 */
export const FORM_MOUNTERS: Readonly<Partial<Record<FormKind, FormMounter>>> = {
  card: mountCardForm,
  directDebit: lazyMounter("methods", "directDebit"),
  onlineTransfer: lazyMounter("methods", "onlineTransfer"),
  virtualAccount: lazyMounter("methods", "virtualAccount"),
  // A wallet that cannot load is hidden (the page's other forms are what the shopper uses), not a message.
  wallet: lazyMounter("wallets", "wallet", { hideOnFailure: true }),
};

/**
 * The kinds a fast checkout (no checkout id yet) renders: buttons that create the checkout on click
 * (the device wallets, and PAYPAL of the virtual accounts; the methods module skips the others).
 */
export const FAST_CHECKOUT_KINDS: ReadonlySet<FormKind> = new Set(["wallet", "virtualAccount"]);
