import type { CardModel } from "../card-model.ts";
import { setSubmitting, showFormError } from "../card-model.ts";
import type { FormContext } from "../form-contract.ts";

/**
 * A 3-D Secure challenge that ended without a result (pay-flow.ts): unanswered until the checkout expired, the
 * session is over (the button stays disabled); cancelled, the form comes back for another card, with the focus on
 * its pay button. Each tells onError.
 */
export function challengeWithoutResult(
  status: "expired" | "cancelled",
  d: {
    readonly ctx: FormContext;
    readonly model: CardModel;
    readonly container: HTMLElement;
    readonly later: (ms: number, fn: () => void) => void;
  },
): void {
  if (status === "expired") {
    showFormError(d.model, "checkoutExpiredError");
    d.ctx.onError({
      name: "PaymentError",
      message: "the 3-D Secure authentication got no answer before the checkout expired",
      code: "100.396.103",
    });
    return;
  }
  setSubmitting(d.model, false);
  showFormError(d.model, "threeDSecureCancelledError");
  // Once the form shows again (and the button is enabled): focus where the shopper continues.
  d.later(0, () => d.container.querySelector<HTMLButtonElement>(".wpwl-button-pay")?.focus());
  d.ctx.onError({ name: "PaymentError", message: "the shopper cancelled the 3-D Secure authentication", code: "100.396.101" });
}
