import type { CheckoutConfig } from "../../shared/checkout-config.ts";
import type { FormContext } from "../boot/form-kind.ts";

/**
 * The contract between the wallet mounter in paymentWidgets.js and the wallet chunk
 * (dist/wallets/wallets.js), loaded on demand: the chunk registers itself under this key of
 * `window` and the mounter calls `mount` once per wallet form.
 */
export const WALLET_CHUNK_KEY = "wpwl.wallets.v1";

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

export interface WalletChunk {
  mount(m: WalletMount): WalletHandle;
}
