import type { ComponentChildren } from "preact";
import { FormStatus } from "../FormStatus.tsx";
import type { FormContext } from "../form-contract.ts";
import { ownSubmit } from "../view/own-submit.ts";
import { payButton } from "../view/pay-button.tsx";
import type { PagePayment } from "./page-payment.ts";

interface MethodFormProps {
  /** The kind of form: `form.wpwl-form-directDebit`, `form.wpwl-form-onlineTransfer.wpwl-form-onlineTransfer-GIROPAY`, … */
  readonly kind: "directDebit" | "onlineTransfer" | "virtualAccount";
  readonly brand: string;
  /** Its texts, pay label and wpwlOptions.disableSubmitOnEnter. */
  readonly ctx: FormContext;
  readonly payment: PagePayment;
  /**
   * False: the brand button is the form's only pay button (`button.wpwl-button.wpwl-button-brand`), as in the
   * established widget's PayPal form, to which merchants add their own "Pay now" (a virtual account with no field).
   */
  readonly payButton?: boolean;
  readonly children?: ComponentChildren;
}

/** The shell of a non-card form: its live region, form-level error, the brand, the fields and the pay button. */
export function MethodForm(p: MethodFormProps) {
  const { payment } = p;
  const strings = p.ctx.strings.value;
  const brandName = methodName(p.brand);
  const formError = payment.formError.value;
  const busy = payment.busy.value;
  return (
    <form
      class={`wpwl-form wpwl-form-${p.kind}${p.kind === "directDebit" ? "" : ` wpwl-form-${p.kind}-${p.brand}`}`}
      noValidate
      ref={ownSubmit(() => payment.submit())}
      onKeyDown={(e) => {
        if (e.key === "Enter" && p.ctx.options.disableSubmitOnEnter && e.target instanceof HTMLInputElement) e.preventDefault();
      }}
    >
      <FormStatus announcement={payment.announcement.value} error={formError ? strings.errorMessages[formError] : undefined} />
      <div class="wpwl-group wpwl-group-brand">
        {/* Redirect brands and virtual accounts: the brand is a button that pays, as on the established widget
            (button.wpwl-button-brand): pages click it to start the payment ($(".wpwl-button-brand").trigger("click")), or hide it. */}
        {p.kind !== "directDebit" ? (
          <div class={`wpwl-wrapper wpwl-wrapper-brand wpwl-wrapper-brand-${p.brand}`}>
            <button
              type="submit"
              class={`${p.payButton === false ? "wpwl-button " : ""}wpwl-button-brand wpwl-button-brand-${p.brand} wpwl-brand wpwl-brand-${p.brand}`}
              disabled={busy}
            >
              {brandName}
            </button>
          </div>
        ) : (
          <div class={`wpwl-brand wpwl-brand-${p.brand}`} role="img" aria-label={brandName}>
            {brandName}
          </div>
        )}
      </div>
      {p.children}
      {p.payButton === false ? null : payButton(busy ? strings.labels.processing : p.ctx.submitLabel.value, busy)}
    </form>
  );
}

/** Brand names as shoppers know them. */
const NAMES: Readonly<Record<string, string>> = {
  DIRECTDEBIT_SEPA: "SEPA Direct Debit",
  SOFORTUEBERWEISUNG: "Sofort",
  GIROPAY: "giropay",
  IDEAL: "iDEAL",
  EPS: "eps",
  PAYPAL: "PayPal",
  STC_PAY: "STC Pay",
};

export function methodName(brand: string): string {
  return NAMES[brand] ?? brand;
}
