import type { CheckoutConfig } from "../../../shared/checkout-config.ts";
import type { FormContext } from "../../form-contract.ts";

/** What each wallet of the on-demand module "wallets" (Apple Pay, Google Pay, Samsung Pay) mounts with. */
export interface WalletMount {
  readonly ctx: FormContext;
  /** APPLEPAY, APPLEPAYTKN, GOOGLEPAY or SAMSUNGPAY. */
  readonly brand: string;
  /** `div.wpwl-container-wallet-<BRAND>`: the wallet's button goes in it. */
  readonly container: HTMLElement;
  /** The checkout; undefined in fast checkout, where `ctx.createCheckout` makes one on click. */
  readonly config: CheckoutConfig | undefined;
}

export interface WalletHandle {
  /** wpwl.executePayment: as a click on the wallet's button. */
  submit(): void;
  destroy(): void;
}
