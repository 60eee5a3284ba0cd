import { log } from "../../log.ts";
import type { WalletHandle, WalletMount } from "../wallet-chunk-api.ts";
import { applePayRequest } from "./apple-pay-request.ts";
import { validateMerchant } from "./merchant-validation.ts";
import { awaitMerchant, walletFlow } from "./wallet-flow.ts";

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

const BUTTON_STYLES = ["black", "white", "white-outline"] as const;
const BUTTON_TYPES = [
  "plain",
  "buy",
  "check-out",
  "book",
  "donate",
  "subscribe",
  "order",
  "pay",
  "continue",
  "reload",
  "add-money",
  "top-up",
  "rent",
  "support",
  "contribute",
  "tip",
  "set-up",
] as const;
const pick = <T extends string>(values: readonly T[], v: unknown, fallback: T): T => (values.includes(v as T) ? (v as T) : fallback);

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
  else for (const w of prepared.warnings) log.warn(`${w}; using ${prepared.version}.`);
  const reason = !Session
    ? "this browser has no ApplePaySession"
    : "problems" in prepared
      ? "wpwlOptions.applePay is incomplete"
      : !Session.supportsVersion(prepared.version)
        ? `Apple Pay version ${prepared.version} is not supported`
        : !Session.canMakePayments()
          ? "canMakePayments() is false"
          : undefined;
  const button = document.createElement("button");
  button.type = "button";
  button.className = `wpwl-button wpwl-apple-pay-button wpwl-apple-pay-button-${pick(BUTTON_STYLES, o.buttonStyle, "black")} wpwl-apple-pay-button-type-${pick(BUTTON_TYPES, o.buttonType, "plain")}`;
  button.lang = typeof o.buttonLocale === "string" ? o.buttonLocale : ctx.locale.tag;
  const text = document.createElement("span");
  text.textContent = ctx.strings.value.labels.applePayButton;
  button.setAttribute("aria-label", ctx.strings.value.labels.applePayButton);
  button.append(text);
  container.prepend(button);
  container.classList.remove("wpwl-loading");
  if (reason || !Session || "problems" in prepared) {
    flow.unavailable(reason ?? "unavailable");
    ctx.onReady();
    return { submit() {}, destroy() {} };
  }
  let session: AppleSession | undefined;

  const start = () => {
    if (!flow.begin()) return;
    // Apple requires the session to be created and begun in the click itself: the checkout (fast
    // checkout) is created meanwhile and awaited in onvalidatemerchant.
    const s = new Session(prepared.version, prepared.request);
    session = s;
    const id = flow.checkoutId();
    id.catch(() => undefined);
    const done = () => {
      session = undefined;
      flow.end();
    };
    s.onvalidatemerchant = (e) => {
      id.then(
        async (checkoutId) => {
          const merchantSession = await validateMerchant(ctx.gatewayOrigin, checkoutId, e.validationURL);
          if (session !== s) return;
          if (merchantSession) s.completeMerchantValidation(merchantSession);
          else {
            s.abort();
            flow.showError("walletError");
            flow.report({ name: "WidgetError", message: "Apple Pay merchant validation failed", event: "merchantValidation" });
            done();
          }
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
        const checkoutId = await id;
        const method = e.payment.token.paymentMethod;
        const outcome = await flow.pay(checkoutId, {
          "applePay.paymentToken": JSON.stringify(e.payment.token.paymentData),
          ...(method?.network ? { "applePay.cardNetwork": method.network } : {}),
          ...(method?.type ? { "applePay.cardType": method.type } : {}),
        });
        const ok = outcome.kind === "approved" || (outcome.kind === "pending" && outcome.redirect !== undefined);
        s.completePayment({ status: ok ? Session.STATUS_SUCCESS : Session.STATUS_FAILURE });
        if (!flow.complete(outcome, checkoutId)) done();
      })();
    };
    const selection =
      (event: "ShippingContact" | "ShippingMethod" | "PaymentMethod", field: string, complete: (u: unknown) => void) =>
      (e: Record<string, unknown>) => {
        void (async () => {
          const name = `on${event}Selected`;
          const r = await awaitMerchant(`applePay.${name}`, o[name], o, e[field]);
          complete(
            r.value ?? {
              newTotal: prepared.request.total,
              ...(prepared.request.lineItems ? { newLineItems: prepared.request.lineItems } : {}),
            },
          );
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
    },
  };
}

function isStatus(v: unknown): v is { status: number; errors?: unknown[] } {
  return typeof v === "object" && v !== null && typeof (v as { status?: unknown }).status === "number";
}
