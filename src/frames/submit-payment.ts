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
  const kind = isSuccessCode(code)
    ? "approved"
    : isPendingCode(code)
      ? "pending"
      : isDeclineCode(code)
        ? "declined"
        : httpStatus >= 500 || code === ""
          ? "error"
          : "rejected";
  const last4 =
    kind === "approved" && typeof body.card?.last4Digits === "string" && /^\d{4}$/.test(body.card.last4Digits)
      ? body.card.last4Digits
      : undefined;
  return { kind, httpStatus, code, description, ...(last4 ? { last4 } : {}), ...(parameters.length ? { parameters } : {}) };
}

/** Posts the payment to the gateway, same origin, from inside the card-number frame. */
export async function submitPayment(checkoutId: string, params: Record<string, string>): Promise<PaymentOutcome> {
  try {
    const res = await fetch(`/v1/checkouts/${encodeURIComponent(checkoutId)}/payment`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded; charset=UTF-8" },
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
