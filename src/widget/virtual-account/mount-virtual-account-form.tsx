import { signal } from "@preact/signals-core";
import { fill } from "../../shared/amount.ts";
import type { ErrorMessageKey } from "../../shared/labels.ts";
import { checkoutConfig } from "../api/gateway-client.ts";
import { TextField } from "../card/TextField.tsx";
import { fastCheckoutSession } from "../fast-checkout/fast-checkout-session.ts";
import { skippedForm } from "../fast-checkout/skipped-form.ts";
import type { FormContext, MountedForm } from "../form-contract.ts";
import { redirectHref } from "../methods/follow-redirect.ts";
import { MethodForm, methodName } from "../methods/MethodForm.tsx";
import { methodContainer, mountedMethodForm } from "../methods/mount-method-container.tsx";
import { createPagePayment, towardsPay } from "../methods/page-payment.ts";
import { randomChannel } from "../random.ts";
import { resultUrl } from "../result-url.ts";
import { accountError, accountValue, FAST_CHECKOUT_ACCOUNTS, VIRTUAL_ACCOUNT_FIELDS } from "./virtual-account-fields.ts";

/** How often QR mode asks whether the shopper approved on the phone. */
const QR_POLL_MS = 2_000;

/**
 * A virtual-account brand (PAYPAL, STC_PAY) in `.wpwl-form-virtualAccount-<BRAND>`. PAYPAL without
 * inlineFlow: the brand and a button (the wallet's page asks for the account); with PAYPAL in
 * `wpwlOptions.inlineFlow` it asks for the account e-mail. STC_PAY always asks for the mode (mobile
 * number or QR code). QR mode stays on the page, shows the link and code for the phone and continues to
 * the result page when the checkout is paid. In fast checkout (no checkout id) PAYPAL's button creates
 * the checkout through wpwlOptions.createCheckout({ brand: "PAYPAL" }) and continues on it.
 */
export function mountVirtualAccountForm(ctx: FormContext): MountedForm {
  const brand = ctx.brands[0] ?? "";
  if (!ctx.checkoutId && !FAST_CHECKOUT_ACCOUNTS.has(brand)) return skippedForm(ctx, `virtualAccount-${brand}`, brand);
  const container = methodContainer(ctx, `virtualAccount-${brand}`);
  // STC_PAY always shows its mode choice and mobile number, as on the established widget (store
  // plugins restyle .wpwl-group-paymentMode and .wpwl-group-mobilePhone in onReady without inlineFlow).
  const row = ctx.options.inlineFlow.includes(brand) || brand === "STC_PAY" ? VIRTUAL_ACCOUNT_FIELDS[brand] : undefined;
  const mode = signal<"mobile" | "qrcode">("mobile");
  const value = signal("");
  const error = signal<ErrorMessageKey | undefined>(undefined);
  const qr = signal<{ href: string; code: string } | undefined>(undefined);
  const idPrefix = `wpwl-${randomChannel().slice(0, 8)}`;
  const poll = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const asksAccount = () => row !== undefined && !(brand === "STC_PAY" && mode.value === "qrcode");

  const waitForPhone = () => {
    timer = setTimeout(async () => {
      const res = await checkoutConfig(ctx.gatewayOrigin, ctx.checkoutId, poll.signal);
      if (poll.signal.aborted) return;
      const url = res.ok && res.config.paid ? resultUrl(ctx.merchantForm, ctx.checkoutId) : undefined;
      if (url) ctx.navigate(url);
      else waitForPhone();
    }, QR_POLL_MS);
  };

  const payment = createPagePayment({
    ctx,
    container,
    callback: "onBeforeSubmitVirtualAccount",
    ...(ctx.checkoutId ? {} : { fast: fastCheckoutSession(ctx, brand, poll.signal) }),
    collect(): Record<string, string> | undefined {
      if (!asksAccount() || !row) return { paymentBrand: brand };
      error.value = accountError(brand, value.value, true);
      if (error.value) {
        payment.announcement.value = `${ctx.strings.value.labels.formErrors} ${ctx.strings.value.errorMessages[error.value]}`;
        container.querySelector<HTMLInputElement>(`.wpwl-control-${row.field}`)?.focus();
        return undefined;
      }
      return { paymentBrand: brand, "virtualAccount.accountId": accountValue(brand, value.value) };
    },
    showRejected(names) {
      if (!row || !names.includes("virtualAccount.accountId")) return false;
      error.value = row.error;
      return true;
    },
    onPending(outcome) {
      if (!(brand === "STC_PAY" && mode.value === "qrcode" && outcome.redirect)) return false;
      qr.value = { href: redirectHref(outcome.redirect), code: outcome.redirect.parameters[0]?.value.slice(0, 8).toUpperCase() ?? "" };
      payment.announcement.value = ctx.strings.value.labels.qrCodeInstructions;
      waitForPhone();
      return true;
    },
  });

  const Fields = () => {
    if (!row) return null;
    const { labels } = ctx.strings.value;
    const account = (
      <TextField
        field={row.field}
        label={row.field === "mobilePhone" ? labels.mobilePhone : labels.accountId}
        showLabel={ctx.options.showLabels}
        idPrefix={idPrefix}
        error={error.value}
        strings={ctx.strings.value}
        value={value.value}
        input={{
          name: "virtualAccount.accountId",
          type: row.field === "mobilePhone" ? "tel" : "email",
          autocomplete: row.field === "mobilePhone" ? "tel" : "email",
          maxLength: 100,
          dir: "ltr",
          onInput: (e) => {
            value.value = e.currentTarget.value;
            if (error.value) error.value = accountError(brand, value.value, false);
          },
          onBlur: (e) => {
            if (value.value.trim() && !towardsPay(e)) error.value = accountError(brand, value.value, true);
          },
        }}
      />
    );
    if (brand !== "STC_PAY") return account;
    const radio = (m: "mobile" | "qrcode", label: string) => (
      <div class={`wpwl-wrapper wpwl-wrapper-radio-${m}`}>
        <input
          id={`${idPrefix}-mode-${m}`}
          class={`wpwl-control wpwl-control-radio-${m}`}
          type="radio"
          name="paymentMode"
          value={m}
          checked={mode.value === m}
          onChange={() => {
            mode.value = m;
            error.value = undefined;
            // Leaving a QR payment that waits for the phone: stop waiting, the shopper may pay another way.
            if (qr.value) {
              if (timer) clearTimeout(timer);
              qr.value = undefined;
              payment.busy.value = false;
            }
          }}
        />
        <label class="wpwl-label wpwl-label-radio" for={`${idPrefix}-mode-${m}`}>
          {label}
        </label>
      </div>
    );
    return (
      <>
        <fieldset class="wpwl-group wpwl-group-paymentMode">
          <legend class="wpwl-label wpwl-label-paymentMode">{labels.paymentMode}</legend>
          {radio("mobile", labels.paymentModeMobile)}
          {radio("qrcode", labels.paymentModeQrcode)}
        </fieldset>
        {mode.value === "mobile" ? account : null}
      </>
    );
  };

  const View = () => {
    const { labels } = ctx.strings.value;
    const waiting = qr.value;
    return (
      <MethodForm kind="virtualAccount" brand={brand} ctx={ctx} payment={payment} payButton={row !== undefined}>
        <Fields />
        {waiting ? (
          <div class="wpwl-group wpwl-group-qrCode">
            <p class="wpwl-qrcode-instructions">{labels.qrCodeInstructions}</p>
            <p class="wpwl-qrcode-code">
              {labels.paymentCode}: <code>{waiting.code}</code>
            </p>
            <a class="wpwl-qrcode-link" href={waiting.href} target="_blank" rel="noopener noreferrer">
              {labels.qrCodeLink}
            </a>
          </div>
        ) : asksAccount() ? null : (
          <p class="wpwl-group wpwl-group-redirectNotice">{fill(labels.redirectNotice, { brand: methodName(brand) })}</p>
        )}
      </MethodForm>
    );
  };
  return mountedMethodForm(ctx, container, View, payment, () => {
    poll.abort();
    if (timer) clearTimeout(timer);
  });
}
