import { encodeParams } from "../shared/form-params.ts";
import type { PaymentOutcome } from "../shared/protocol.ts";
import { isDeclineCode, isPendingCode, isSuccessCode } from "../shared/result-codes.ts";

interface GatewayReply {
  result?: { code?: unknown; description?: unknown; parameterErrors?: { name?: unknown }[] };
  card?: { last4Digits?: unknown };
}

/** Sorts a gateway answer into what the merchant page may learn: no card data beyond the last 4 digits of a paid card. */
export function toOutcome(httpStatus: number, body: GatewayReply): PaymentOutcome {
  const code = typeof body.result?.code === "string" ? body.result.code.slice(0, 11) : "";
  const description = typeof body.result?.description === "string" ? body.result.description.slice(0, 255) : "";
  const parameters = (body.result?.parameterErrors ?? [])
    .map((e) => (typeof e.name === "string" ? e.name.slice(0, 128) : ""))
    .filter((n) => n !== "");
  // Order matters: a 5xx is never a processed decline, and throttling (800.120.x, which the decline
  // pattern also covers) is an invitation to retry, not a final answer.
  const kind =
    httpStatus >= 500 || code === ""
      ? "error"
      : isSuccessCode(code)
        ? "approved"
        : isPendingCode(code)
          ? "pending"
          : httpStatus === 429 || code.startsWith("800.120.")
            ? "rejected"
            : isDeclineCode(code)
              ? "declined"
              : "rejected";
  const last4 =
    kind === "approved" && typeof body.card?.last4Digits === "string" && /^\d{4}$/.test(body.card.last4Digits)
      ? body.card.last4Digits
      : undefined;
  return { kind, httpStatus, code, description, ...(last4 ? { last4 } : {}), ...(parameters.length ? { parameters } : {}) };
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
  target: "payment" | "registration" = "payment",
): Promise<PaymentOutcome> {
  try {
    const res = await fetch(`/v1/checkouts/${encodeURIComponent(checkoutId)}/${target}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded; charset=UTF-8", "idempotency-key": idempotencyKey },
      body: encodeParams(params),
      credentials: "omit",
      cache: "no-store",
      referrerPolicy: "no-referrer",
    });
    const body = (await res.json().catch(() => ({}))) as GatewayReply;
    return toOutcome(res.status, body);
  } catch {
    return { kind: "error", httpStatus: 0, code: "", description: "network error" };
  }
}
