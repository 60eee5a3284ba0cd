import { WALLET_CHUNK_KEY, type WalletChunk } from "../wallet-chunk-api.ts";
import { mountApplePay } from "./apple-pay.ts";
import { mountGooglePay } from "./google-pay.ts";
import { mountSamsungPay } from "./samsung-pay.ts";

/**
 * Entry of dist/wallets/wallets.js, the wallet code paymentWidgets.js loads on demand (with its
 * integrity) when a page shows a wallet button. It registers itself for the widget to pick up.
 */
const chunk: WalletChunk = {
  mount(m) {
    if (m.brand === "GOOGLEPAY") return mountGooglePay(m);
    if (m.brand === "SAMSUNGPAY") return mountSamsungPay(m);
    return mountApplePay(m);
  },
};
Object.defineProperty(window, WALLET_CHUNK_KEY, { value: chunk, configurable: true });
