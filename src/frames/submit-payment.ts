import { encodeParams } from "../shared/form-params.ts";
import { type GatewayReply, toOutcome } from "../shared/payment-outcome.ts";
import type { PaymentOutcome } from "../shared/protocol.ts";
/** Where the end of a 3-D Secure challenge goes back to: the widget's page (its origin, checked by frame-params.ts) and channel. */
export interface WidgetReturn {
  readonly parentOrigin: string;
  readonly channel: string;
}

/**
 * Posts the payment to the gateway, same origin, from inside the card-number frame. The idempotency
 * key names the attempt: a retry after a lost answer reuses it, and the gateway answers with the
 * first result instead of charging again.
 */
export async function submitPayment(
  checkoutId: string,
  params: Record<string, string>,
  idempotencyKey: string,
  widget: WidgetReturn,
  target: "payment" | "registration" = "payment",
): Promise<PaymentOutcome> {
  try {
    const res = await fetch(`/v1/checkouts/${encodeURIComponent(checkoutId)}/${target}`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded; charset=UTF-8",
        "idempotency-key": idempotencyKey,
        "wpwl-parent-origin": widget.parentOrigin,
        "wpwl-channel": widget.channel,
      },
      body: encodeParams(params),
      credentials: "omit",
      cache: "no-store",
      referrerPolicy: "no-referrer",
    });
    const body = (await res.json().catch(() => ({}))) as GatewayReply;
    return toOutcome(res.status, body, location.origin);
  } catch {
    return { kind: "error", httpStatus: 0, code: "", description: "network error" };
  }
}
