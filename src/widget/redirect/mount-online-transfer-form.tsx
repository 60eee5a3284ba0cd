import { fill } from "../../shared/amount.ts";
import type { FormContext, MountedForm } from "../form-contract.ts";
import { MethodForm, methodName } from "../methods/MethodForm.tsx";
import { methodContainer, mountedMethodForm } from "../methods/mount-method-container.tsx";
import { createPagePayment } from "../methods/page-payment.ts";

/**
 * A redirect brand (SOFORTUEBERWEISUNG, GIROPAY, IDEAL, EPS): the brand and a pay button in
 * `.wpwl-form-onlineTransfer-<BRAND>`. The gateway answers pending with the bank's address; the
 * shopper confirms there and comes back to shopperResultUrl. A shopper who cancels at the bank
 * returns to an open checkout and may pay with another brand.
 */
export function mountOnlineTransferForm(ctx: FormContext): MountedForm {
  const brand = ctx.brands[0] ?? "";
  const container = methodContainer(ctx, `onlineTransfer-${brand}`);
  const payment = createPagePayment({
    ctx,
    container,
    callback: "onBeforeSubmitOnlineTransfer",
    collect: () => ({ paymentBrand: brand }),
    showRejected: () => false,
  });
  const View = () => (
    <MethodForm kind="onlineTransfer" brand={brand} ctx={ctx} payment={payment}>
      <p class="wpwl-group wpwl-group-redirectNotice">{fill(ctx.strings.value.labels.redirectNotice, { brand: methodName(brand) })}</p>
    </MethodForm>
  );
  return mountedMethodForm(ctx, container, View, payment);
}
