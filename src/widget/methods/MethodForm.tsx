import type { ComponentChildren } from "preact";
import type { FormContext } from "../boot/form-contract.ts";
import { FormStatus } from "../FormStatus.tsx";
import { ownSubmit } from "../view/own-submit.ts";
import type { PagePayment } from "./page-payment.ts";

interface MethodFormProps {
  /** `wpwl-form-directDebit`, `wpwl-form-onlineTransfer-GIROPAY`, … */
  readonly formClass: string;
  readonly brand: string;
  /** Its texts, pay label and wpwlOptions.disableSubmitOnEnter. */
  readonly ctx: FormContext;
  readonly payment: PagePayment;
  /**
   * The brand is a button that pays, as on the established widget (`button.wpwl-button-brand`): pages
   * click it to start a redirect brand's payment (`$(".wpwl-button-brand").trigger("click")`), or hide it.
   */
  readonly brandButton?: boolean;
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
      class={`wpwl-form ${p.formClass}`}
      noValidate
      ref={ownSubmit(() => payment.submit())}
      onKeyDown={(e) => {
        if (e.key === "Enter" && p.ctx.options.disableSubmitOnEnter && e.target instanceof HTMLInputElement) e.preventDefault();
      }}
    >
      <FormStatus announcement={payment.announcement.value} error={formError ? strings.errorMessages[formError] : undefined} />
      <div class="wpwl-group wpwl-group-brand">
        {p.brandButton ? (
          <div class={`wpwl-wrapper wpwl-wrapper-brand wpwl-wrapper-brand-${p.brand}`}>
            <button type="submit" class={`wpwl-button-brand wpwl-button-brand-${p.brand} wpwl-brand wpwl-brand-${p.brand}`} disabled={busy}>
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
      <div class="wpwl-group wpwl-group-submit">
        <div class="wpwl-wrapper wpwl-wrapper-submit">
          <button type="submit" class="wpwl-button wpwl-button-pay" disabled={busy} aria-busy={busy}>
            {busy ? strings.labels.processing : p.ctx.submitLabel.value}
          </button>
        </div>
      </div>
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
