import { WALLET_CHUNK_KEY, type WalletChunk } from "../wallet-chunk-api.ts";
import { mountApplePay } from "./apple-pay.ts";
import { mountGooglePay } from "./google-pay.ts";
import { mountSamsungPay } from "./samsung-pay.ts";
import { useWalletStyles } from "./wallet-styles.ts";

/**
 * Entry of dist/wallets/wallets.js, the wallet code paymentWidgets.js loads on demand (with its
 * integrity) when a page shows a wallet button. It registers itself for the widget to pick up.
 */
const chunk: WalletChunk = {
  mount(m) {
    // The button stays unseen (keeping its place) until the wallet stylesheet is in.
    const styles = useWalletStyles(m.ctx.gatewayOrigin);
    m.container.style.visibility = "hidden";
    void styles.ready.then(() => {
      m.container.style.visibility = "";
    });
    const mount = m.brand === "GOOGLEPAY" ? mountGooglePay : m.brand === "SAMSUNGPAY" ? mountSamsungPay : mountApplePay;
    const handle = mount(m);
    return {
      submit: () => handle.submit(),
      destroy() {
        handle.destroy();
        styles.release();
      },
    };
  },
};
Object.defineProperty(window, WALLET_CHUNK_KEY, { value: chunk, configurable: true });
