import type { CheckoutConfig } from "../../../shared/checkout-config.ts";
import { checkoutConfig } from "../../api/gateway-client.ts";
import { log } from "../../log.ts";
import { applePayButton } from "./apple-pay-button.ts";
import { applePayRequest } from "./apple-pay-request.ts";
import { validateMerchant } from "./merchant-validation.ts";
import { awaitMerchant, walletFlow } from "./wallet-flow.ts";
import type { WalletHandle, WalletMount } from "./wallet-mount.ts";
import { totalMismatch } from "./wallet-total.ts";

/** The parts of Apple Pay JS (ApplePaySession) the widget uses; Safari provides it, other browsers do not. */
interface AppleSession {
  begin(): void;
  abort(): void;
  completeMerchantValidation(merchantSession: unknown): void;
  completePayment(result: { status: number; errors?: unknown[] }): void;
  completeShippingContactSelection(update: unknown): void;
  completeShippingMethodSelection(update: unknown): void;
  completePaymentMethodSelection(update: unknown): void;
  onvalidatemerchant: ((e: { validationURL: string }) => void) | null;
  onpaymentauthorized: ((e: { payment: ApplePayment }) => void) | null;
  onshippingcontactselected: ((e: { shippingContact: unknown }) => void) | null;
  onshippingmethodselected: ((e: { shippingMethod: unknown }) => void) | null;
  onpaymentmethodselected: ((e: { paymentMethod: unknown }) => void) | null;
  oncancel: ((e: unknown) => void) | null;
}
interface AppleSessionClass {
  new (version: number, request: Record<string, unknown>): AppleSession;
  canMakePayments(): boolean;
  supportsVersion(version: number): boolean;
  readonly STATUS_SUCCESS: number;
  readonly STATUS_FAILURE: number;
}
interface ApplePayment {
  readonly token: { readonly paymentData: unknown; readonly paymentMethod?: { readonly network?: string; readonly type?: string } };
}

/**
 * Apple Pay (APPLEPAY, APPLEPAYTKN): Apple's button (the -apple-pay-button appearance of the
 * stylesheet, style and type from wpwlOptions.applePay.buttonStyle / buttonType, locale from the
 * widget's language), an ApplePaySession at applePay.version, merchant validation through the
 * gateway, the merchant's callbacks awaited, and the token posted as applePay.paymentToken.
 */
export function mountApplePay(m: WalletMount): WalletHandle {
  const { ctx, container } = m;
  const o = ctx.options.applePay;
  const flow = walletFlow(m);
  const Session = (window as unknown as { ApplePaySession?: AppleSessionClass }).ApplePaySession;
  const prepared = applePayRequest(o, m.config);
  if ("problems" in prepared) for (const p of prepared.problems) log.error(`${p}; the Apple Pay button is not shown.`);
  else for (const w of prepared.warnings) log.warn(w);
  const reason = !Session
    ? "this browser has no ApplePaySession"
    : "problems" in prepared
      ? "wpwlOptions.applePay is incomplete"
      : !Session.supportsVersion(prepared.version)
        ? `Apple Pay version ${prepared.version} is not supported`
        : !Session.canMakePayments()
          ? "canMakePayments() is false"
          : undefined;
  const button = applePayButton(ctx, o);
  container.prepend(button);
  container.classList.remove("wpwl-loading");
  if (reason || !Session || "problems" in prepared) {
    flow.unavailable(reason ?? "unavailable");
    ctx.onReady();
    return { submit() {}, destroy: flow.destroy };
  }
  let session: AppleSession | undefined;

  const start = () => {
    if (!flow.begin()) return;
    // Apple requires the session to be created and begun in the click itself: the checkout (fast
    // checkout) is created meanwhile and awaited in onvalidatemerchant.
    const s = new Session(prepared.version, prepared.request);
    session = s;
    const checkout = flow.checkout();
    checkout.catch(() => undefined);
    const request = prepared.request as { total: { amount: string }; currencyCode: string };
    // The total the sheet shows now: the request's, then the last update of a selection callback.
    let shown = request.total.amount;
    const mismatch = (c: CheckoutConfig) => totalMismatch("applePay.total", { amount: shown, currency: request.currencyCode }, c);
    const done = () => {
      session = undefined;
      flow.end();
    };
    s.onvalidatemerchant = (e) => {
      checkout.then(
        async (config) => {
          // Fast checkout: the sheet opened with wpwlOptions.applePay.total before the checkout existed.
          const differs = mismatch(config);
          const merchantSession = differs ? undefined : await validateMerchant(ctx.gatewayOrigin, config.id, e.validationURL);
          if (session !== s) return;
          if (merchantSession) return s.completeMerchantValidation(merchantSession);
          s.abort();
          if (differs) flow.totalRefused(differs);
          else {
            flow.showError("walletError");
            flow.report({ name: "WidgetError", message: "Apple Pay merchant validation failed", event: "merchantValidation" });
          }
          done();
        },
        (err) => {
          if (session !== s) return;
          s.abort();
          flow.checkoutFailed(err);
          done();
        },
      );
    };
    s.onpaymentauthorized = (e) => {
      void (async () => {
        const merchant = await awaitMerchant("applePay.onPaymentAuthorized", o.onPaymentAuthorized, o, e.payment);
        const refused =
          merchant.failed || merchant.value === false || (isStatus(merchant.value) && merchant.value.status !== Session.STATUS_SUCCESS);
        if (refused) {
          s.completePayment(isStatus(merchant.value) ? merchant.value : { status: Session.STATUS_FAILURE });
          done();
          return;
        }
        let config = await checkout;
        // A selection callback changed the total: the checkout must have been updated to it (POST /v1/checkouts/{id}).
        if (mismatch(config)) {
          const res = await checkoutConfig(ctx.gatewayOrigin, config.id, flow.signal);
          if (res.ok) config = res.config;
        }
        const differs = mismatch(config);
        if (differs) {
          s.completePayment({ status: Session.STATUS_FAILURE });
          flow.totalRefused(differs);
          done();
          return;
        }
        const method = e.payment.token.paymentMethod;
        const outcome = await flow.pay(config.id, {
          "applePay.paymentToken": JSON.stringify(e.payment.token.paymentData),
          ...(method?.network ? { "applePay.cardNetwork": method.network } : {}),
          ...(method?.type ? { "applePay.cardType": method.type } : {}),
        });
        const ok = outcome.kind === "approved" || (outcome.kind === "pending" && outcome.redirect !== undefined);
        s.completePayment({ status: ok ? Session.STATUS_SUCCESS : Session.STATUS_FAILURE });
        if (!flow.complete(outcome, config.id)) done();
      })();
    };
    const selection =
      (event: "ShippingContact" | "ShippingMethod" | "PaymentMethod", field: string, complete: (u: unknown) => void) =>
      (e: Record<string, unknown>) => {
        void (async () => {
          const name = `on${event}Selected`;
          const r = await awaitMerchant(`applePay.${name}`, o[name], o, e[field]);
          const update = (r.value ?? {
            newTotal: request.total,
            ...(prepared.request.lineItems ? { newLineItems: prepared.request.lineItems } : {}),
          }) as { newTotal?: { amount?: unknown } };
          const amount = update.newTotal?.amount;
          shown = typeof amount === "string" ? amount : request.total.amount;
          complete(update);
        })();
      };
    s.onshippingcontactselected = selection("ShippingContact", "shippingContact", (u) => s.completeShippingContactSelection(u));
    s.onshippingmethodselected = selection("ShippingMethod", "shippingMethod", (u) => s.completeShippingMethodSelection(u));
    s.onpaymentmethodselected = selection("PaymentMethod", "paymentMethod", (u) => s.completePaymentMethodSelection(u));
    s.oncancel = (e) => {
      if (session !== s) return;
      done();
      flow.closed(o.onCancel, o, e);
    };
    s.begin();
  };
  button.addEventListener("click", start);
  ctx.onReady();
  return {
    submit: start,
    destroy() {
      button.removeEventListener("click", start);
      session = undefined;
      flow.destroy();
    },
  };
}

function isStatus(v: unknown): v is { status: number; errors?: unknown[] } {
  return typeof v === "object" && v !== null && typeof (v as { status?: unknown }).status === "number";
}
