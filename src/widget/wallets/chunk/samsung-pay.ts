import type { CheckoutConfig } from "../../../shared/checkout-config.ts";
import { mountScriptedWallet } from "./scripted-wallet.ts";
import { walletFlow } from "./wallet-flow.ts";
import type { WalletHandle, WalletMount } from "./wallet-mount.ts";

/** Samsung's Web Checkout SDK for live pages; a page that already has window.SamsungPay (or a test stand-in) uses that. */
export const SAMSUNG_PAY_SCRIPT = "https://img.mpay.samsung.com/gsmpi/sdk/samsungpay_web_sdk.js";

/** The parts of Samsung Pay Web Checkout (SamsungPay.PaymentClient) the widget uses. */
interface SamsungClient {
  isReadyToPay(paymentMethods: Record<string, unknown>): Promise<{ result: boolean }>;
  createButton(options: Record<string, unknown>): HTMLElement;
  loadPaymentSheet(paymentMethods: Record<string, unknown>, transactionDetail: Record<string, unknown>): Promise<SamsungCredential>;
  notify(result: { status: "CHARGED" | "REJECTED" | "ERRED" | "CANCELED"; provider: string }): void;
}
interface SamsungCredential {
  readonly "3DS": { readonly type: string; readonly version: string; readonly data: string };
}
type SamsungApi = { PaymentClient: new (options: { environment: "STAGE" | "PRODUCTION" }) => SamsungClient };

const api = () => (window as unknown as { SamsungPay?: SamsungApi }).SamsungPay;

/**
 * Samsung Pay (SAMSUNGPAY): Samsung's Web Checkout client (STAGE for sandbox checkouts), its button,
 * the payment sheet with the checkout's amount, the credential's 3DS object posted as
 * samsungPay.paymentToken, and notify() with the gateway's answer. Options: wpwlOptions.samsungPay
 * (serviceId, allowedBrands, merchantName, countryCode, buttonStyle, buttonType, onCancel).
 */
export function mountSamsungPay(m: WalletMount): WalletHandle {
  const o = m.ctx.options.samsungPay;
  const flow = walletFlow(m);
  const methods = {
    version: "2",
    serviceId: typeof o.serviceId === "string" ? o.serviceId : "",
    protocol: "PROTOCOL_3DS",
    allowedBrands: Array.isArray(o.allowedBrands) ? o.allowedBrands : ["visa", "mastercard", "amex"],
  };

  const pay = async (samsung: SamsungClient, config: CheckoutConfig): Promise<boolean> => {
    let credential: SamsungCredential;
    try {
      credential = await samsung.loadPaymentSheet(methods, {
        orderNumber: config.id.slice(0, 36),
        merchant: {
          name: typeof o.merchantName === "string" ? o.merchantName : location.hostname,
          url: location.hostname,
          ...(typeof o.countryCode === "string" ? { countryCode: o.countryCode } : {}),
        },
        // Always the checkout's amount and currency: what the sheet shows is what the gateway charges.
        amount: { option: "FORMAT_TOTAL_PRICE_ONLY", currency: config.currency, total: Number(config.amount) },
      });
    } catch (err) {
      if (flow.alive()) flow.closed(o.onCancel, o, err);
      return false;
    }
    const outcome = await flow.pay(config.id, { "samsungPay.paymentToken": JSON.stringify(credential["3DS"]) });
    const ok = outcome.kind === "approved" || (outcome.kind === "pending" && outcome.redirect !== undefined);
    samsung.notify({ status: ok ? "CHARGED" : outcome.kind === "error" ? "ERRED" : "REJECTED", provider: "paymentWidgets" });
    return flow.alive() && flow.complete(outcome, config.id);
  };

  const environment = m.config && !m.config.testMode ? "PRODUCTION" : "STAGE";
  return mountScriptedWallet<SamsungClient>(m, flow, {
    script: SAMSUNG_PAY_SCRIPT,
    hasApi: () => api() !== undefined,
    async client() {
      const s = api();
      if (!s) throw new Error("SamsungPay is missing after loading the Samsung Pay script");
      const samsung = new s.PaymentClient({ environment });
      const { result } = await samsung.isReadyToPay(methods);
      return result ? samsung : undefined;
    },
    button: (samsung, onClick) =>
      samsung.createButton({
        onClick,
        buttonStyle: typeof o.buttonStyle === "string" ? o.buttonStyle : "black",
        type: typeof o.buttonType === "string" ? o.buttonType : "buy",
      }),
    pay,
  });
}
