import type { CheckoutConfig } from "../../../shared/checkout-config.ts";
import { gatewayClient } from "../../api/gateway-client.ts";
import { loadScript } from "../../boot/script-loader.ts";
import type { WalletHandle, WalletMount } from "../wallet-chunk-api.ts";
import { walletFlow } from "./wallet-flow.ts";

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
  const { ctx, container } = m;
  const o = ctx.options.samsungPay;
  const flow = walletFlow(m);
  const client = gatewayClient(ctx.gatewayOrigin);
  const abort = new AbortController();
  let destroyed = false;
  const methods = {
    version: "2",
    serviceId: typeof o.serviceId === "string" ? o.serviceId : "",
    protocol: "PROTOCOL_3DS",
    allowedBrands: Array.isArray(o.allowedBrands) ? o.allowedBrands : ["visa", "mastercard", "amex"],
  };

  const start = async (samsung: SamsungClient) => {
    if (!flow.begin()) return;
    let leaving = false;
    try {
      let checkoutId: string;
      let config: CheckoutConfig | undefined = m.config;
      try {
        checkoutId = await flow.checkoutId();
        if (!config) {
          const res = await client.checkoutConfig(checkoutId, abort.signal);
          if (!res.ok) throw new Error(`the new checkout ${checkoutId} could not be loaded (HTTP ${res.status})`);
          config = res.config;
        }
      } catch (err) {
        flow.checkoutFailed(err);
        return;
      }
      let credential: SamsungCredential;
      try {
        credential = await samsung.loadPaymentSheet(methods, {
          orderNumber: checkoutId.slice(0, 36),
          merchant: {
            name: typeof o.merchantName === "string" ? o.merchantName : location.hostname,
            url: location.hostname,
            ...(typeof o.countryCode === "string" ? { countryCode: o.countryCode } : {}),
          },
          amount: { option: "FORMAT_TOTAL_PRICE_ONLY", currency: config.currency, total: Number(config.amount) },
        });
      } catch (err) {
        if (!destroyed) flow.closed(o.onCancel, o, err);
        return;
      }
      const outcome = await flow.pay(checkoutId, { "samsungPay.paymentToken": JSON.stringify(credential["3DS"]) });
      const ok = outcome.kind === "approved" || (outcome.kind === "pending" && outcome.redirect !== undefined);
      samsung.notify({ status: ok ? "CHARGED" : outcome.kind === "error" ? "ERRED" : "REJECTED", provider: "paymentWidgets" });
      if (!destroyed) leaving = flow.complete(outcome, checkoutId);
    } finally {
      if (!leaving) flow.end();
    }
  };

  let submit = () => {};
  const ready = (ok: boolean, reason?: string) => {
    container.classList.remove("wpwl-loading");
    if (!ok) flow.unavailable(reason ?? "isReadyToPay() is false");
    ctx.onReady();
  };
  const environment = m.config && !m.config.testMode ? "PRODUCTION" : "STAGE";
  (api() ? Promise.resolve() : loadScript(SAMSUNG_PAY_SCRIPT))
    .then(async () => {
      const s = api();
      if (!s) throw new Error("SamsungPay is missing after loading the Samsung Pay script");
      const samsung = new s.PaymentClient({ environment });
      const { result } = await samsung.isReadyToPay(methods);
      if (destroyed) return;
      if (!result) return ready(false);
      submit = () => void start(samsung);
      const button = samsung.createButton({
        onClick: () => submit(),
        buttonStyle: typeof o.buttonStyle === "string" ? o.buttonStyle : "black",
        type: typeof o.buttonType === "string" ? o.buttonType : "buy",
      });
      container.prepend(button);
      ready(true);
    })
    .catch((err: unknown) => {
      if (!destroyed) ready(false, err instanceof Error ? err.message : String(err));
    });
  return {
    submit: () => submit(),
    destroy() {
      destroyed = true;
      abort.abort();
    },
  };
}
