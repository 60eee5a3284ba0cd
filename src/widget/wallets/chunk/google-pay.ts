import type { CheckoutConfig } from "../../../shared/checkout-config.ts";
import type { PaymentOutcome } from "../../../shared/protocol.ts";
import { log } from "../../log.ts";
import { mountScriptedWallet } from "./scripted-wallet.ts";
import { awaitMerchant, walletFlow } from "./wallet-flow.ts";
import type { WalletHandle, WalletMount } from "./wallet-mount.ts";
import { totalMismatch } from "./wallet-total.ts";

/** Google's script for live pages; a page that already has google.payments.api (or a test stand-in) uses that. */
export const GOOGLE_PAY_SCRIPT = "https://pay.google.com/gp/p/js/pay.js";

/** The parts of the Google Pay API for the web the widget uses. */
interface PaymentsClient {
  isReadyToPay(request: Record<string, unknown>): Promise<{ result: boolean }>;
  loadPaymentData(request: Record<string, unknown>): Promise<GooglePaymentData>;
  createButton(options: Record<string, unknown>): HTMLElement;
}
interface GooglePayApi {
  PaymentsClient: new (options: { environment: "TEST" | "PRODUCTION"; paymentDataCallbacks?: Record<string, unknown> }) => PaymentsClient;
}
interface GooglePaymentData {
  readonly paymentMethodData: { readonly tokenizationData: { readonly token: string } };
}
interface AuthorizationResult {
  readonly transactionState: "SUCCESS" | "ERROR";
  readonly error?: { intent: string; reason: string; message: string };
}

const api = () => (window as unknown as { google?: { payments?: { api?: GooglePayApi } } }).google?.payments?.api;
const PASSED_THROUGH = [
  "emailRequired",
  "shippingAddressRequired",
  "shippingAddressParameters",
  "shippingOptionRequired",
  "offerInfo",
] as const;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const strings = (v: unknown, fallback: string[]) =>
  Array.isArray(v) && v.every((x) => typeof x === "string") ? (v as string[]) : fallback;

/**
 * Google Pay (GOOGLEPAY): the Google Pay API (TEST for sandbox checkouts, PRODUCTION for live ones),
 * its own button, a card method tokenized for the gateway with gatewayMerchantId = entityId,
 * onPaymentAuthorized of the merchant awaited before the token goes to the gateway as
 * googlePay.paymentToken, and onCancel (without it: onError, WidgetError, event "closed").
 */
export function mountGooglePay(m: WalletMount): WalletHandle {
  const { ctx } = m;
  const o = ctx.options.googlePay;
  const flow = walletFlow(m);
  let paying: { checkoutId: string; outcome?: PaymentOutcome } | undefined;

  const baseMethod = {
    type: "CARD",
    parameters: {
      allowedAuthMethods: strings(o.allowedAuthMethods, ["PAN_ONLY", "CRYPTOGRAM_3DS"]),
      allowedCardNetworks: strings(o.allowedCardNetworks, ["AMEX", "DISCOVER", "JCB", "MASTERCARD", "VISA"]),
      ...(o.billingAddressRequired === true ? { billingAddressRequired: true } : {}),
    },
  };
  const cardMethod = (entityId: string) => ({
    ...baseMethod,
    tokenizationSpecification: {
      type: "PAYMENT_GATEWAY",
      parameters: { gateway: typeof o.gateway === "string" ? o.gateway : "sandbox", gatewayMerchantId: entityId },
    },
  });

  const authorize = async (data: GooglePaymentData): Promise<AuthorizationResult> => {
    const refuse = (message: string): AuthorizationResult => ({
      transactionState: "ERROR",
      error: { intent: "PAYMENT_AUTHORIZATION", reason: "PAYMENT_DATA_INVALID", message },
    });
    const merchant = await awaitMerchant("googlePay.onPaymentAuthorized", o.onPaymentAuthorized, o, data);
    const answer = merchant.value as Partial<AuthorizationResult> | undefined;
    if (merchant.failed || answer?.transactionState === "ERROR")
      return answer?.transactionState === "ERROR" ? (answer as AuthorizationResult) : refuse(ctx.strings.value.errorMessages.paymentError);
    if (!paying) return refuse(ctx.strings.value.errorMessages.paymentError);
    const outcome = await flow.pay(paying.checkoutId, { "googlePay.paymentToken": data.paymentMethodData.tokenizationData.token });
    if (outcome.kind === "approved" || (outcome.kind === "pending" && outcome.redirect)) {
      paying.outcome = outcome;
      return { transactionState: "SUCCESS" };
    }
    flow.complete(outcome, paying.checkoutId);
    return refuse(ctx.strings.value.errorMessages.paymentError);
  };

  const pay = async (payments: PaymentsClient, config: CheckoutConfig): Promise<boolean> => {
    const checkoutId = config.id;
    paying = { checkoutId };
    const given = isRecord(o.transactionInfo) ? o.transactionInfo : undefined;
    const overruled =
      given && totalMismatch("googlePay.transactionInfo", { amount: given.totalPrice, currency: given.currencyCode }, config);
    if (overruled) log.warn(`${overruled}; the sheet shows and the gateway charges the checkout's amount.`);
    const request: Record<string, unknown> = {
      apiVersion: 2,
      apiVersionMinor: 0,
      merchantInfo: {
        ...(typeof o.merchantId === "string" ? { merchantId: o.merchantId } : {}),
        ...(typeof o.merchantName === "string" ? { merchantName: o.merchantName } : {}),
      },
      allowedPaymentMethods: [cardMethod(config.entityId ?? "")],
      // Always the checkout's amount and currency: what the sheet shows is what the gateway charges.
      transactionInfo: {
        totalPriceStatus: "FINAL",
        totalPrice: config.amount,
        currencyCode: config.currency,
        ...(typeof o.countryCode === "string" ? { countryCode: o.countryCode } : {}),
        ...(Array.isArray(o.displayItems) ? { displayItems: o.displayItems } : {}),
      },
      callbackIntents: ["PAYMENT_AUTHORIZATION"],
    };
    for (const key of PASSED_THROUGH) if (o[key] !== undefined) request[key] = o[key];
    try {
      await payments.loadPaymentData(request);
      const outcome = paying?.outcome;
      return outcome !== undefined && flow.alive() && flow.complete(outcome, checkoutId);
    } catch (err) {
      if (!flow.alive()) return false;
      const code = (err as { statusCode?: string } | undefined)?.statusCode;
      if (code === "CANCELED") flow.closed(o.onCancel, o, err);
      else flow.report({ name: "WidgetError", message: `Google Pay failed: ${code ?? String(err)}`, event: "error" });
      return false;
    } finally {
      paying = undefined;
    }
  };

  const environment = m.config ? (m.config.testMode ? "TEST" : "PRODUCTION") : o.environment === "PRODUCTION" ? "PRODUCTION" : "TEST";
  return mountScriptedWallet<PaymentsClient>(m, flow, {
    script: GOOGLE_PAY_SCRIPT,
    hasApi: () => api() !== undefined,
    async client() {
      const g = api();
      if (!g) throw new Error("google.payments.api is missing after loading the Google Pay script");
      const payments = new g.PaymentsClient({ environment, paymentDataCallbacks: { onPaymentAuthorized: authorize } });
      const { result } = await payments.isReadyToPay({ apiVersion: 2, apiVersionMinor: 0, allowedPaymentMethods: [baseMethod] });
      return result ? payments : undefined;
    },
    button: (payments, onClick) =>
      payments.createButton({
        onClick,
        buttonColor: typeof o.buttonColor === "string" ? o.buttonColor : "default",
        buttonType: typeof o.buttonType === "string" ? o.buttonType : "buy",
        buttonLocale: typeof o.buttonLocale === "string" ? o.buttonLocale : ctx.locale.tag.slice(0, 2),
        buttonSizeMode: typeof o.buttonSizeMode === "string" ? o.buttonSizeMode : "static",
        allowedPaymentMethods: [baseMethod],
      }),
    pay,
  });
}
