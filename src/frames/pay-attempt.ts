import type { PaymentOutcome } from "../shared/protocol.ts";
import { submitPayment, type WidgetReturn } from "./submit-payment.ts";

export type PayTarget = "payment" | "registration";

/**
 * One payment at a time from one frame. The last attempt that got no definitive answer (network
 * error, 5xx) is remembered: retrying the same data reuses its idempotency key, so the gateway
 * answers with the first result instead of charging twice. Held in this frame's memory only.
 */
export function payAttempts(checkoutId: string, widget: WidgetReturn) {
  let paying = false;
  let unanswered: { readonly data: string; readonly key: string } | undefined;
  return {
    /** Posts the attempt, or resolves undefined when one is already running. */
    async run(body: Record<string, string>, target: PayTarget = "payment"): Promise<PaymentOutcome | undefined> {
      if (paying) return undefined;
      paying = true;
      const data = JSON.stringify([target, body]);
      const key = unanswered?.data === data ? unanswered.key : crypto.randomUUID();
      try {
        const outcome = await submitPayment(checkoutId, body, key, widget, target);
        unanswered = outcome.kind === "error" ? { data, key } : undefined;
        return outcome;
      } finally {
        paying = false;
      }
    },
  };
}
