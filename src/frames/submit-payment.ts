import { encodeParams } from "../shared/form-params.ts";
import type { PaymentOutcome } from "../shared/protocol.ts";
import { isDeclineCode, isPendingCode, isSuccessCode } from "../shared/result-codes.ts";

interface GatewayReply {
  result?: { code?: unknown; description?: unknown; parameterErrors?: { name?: unknown }[] };
  card?: { last4Digits?: unknown };
  redirect?: { url?: unknown; parameters?: unknown };
}

/** The redirect of a pending payment (spec 2.22), only to a page of the gateway itself (the ACS page), at most 32 parameters. */
function redirectOf(body: GatewayReply, gatewayOrigin: string): PaymentOutcome["redirect"] {
  const url = body.redirect?.url;
  if (typeof url !== "string" || url.length > 2048 || !url.startsWith(`${gatewayOrigin}/`)) return undefined;
  const list: unknown[] = Array.isArray(body.redirect?.parameters) ? body.redirect.parameters : [];
  const parameters = list
    .map((p) => (typeof p === "object" && p !== null ? (p as { name?: unknown; value?: unknown }) : {}))
    .filter((p): p is { name: string; value: string } => typeof p.name === "string" && typeof p.value === "string")
    .filter((p) => p.name.length <= 255 && p.value.length <= 255)
    .slice(0, 32)
    .map((p) => ({ name: p.name, value: p.value }));
  return { url, parameters };
}

/** Sorts a gateway answer into what the merchant page may learn: no card data beyond the last 4 digits of a paid card. */
export function toOutcome(httpStatus: number, body: GatewayReply, gatewayOrigin = ""): PaymentOutcome {
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
  const redirect = kind === "pending" && gatewayOrigin ? redirectOf(body, gatewayOrigin) : undefined;
  return {
    kind,
    httpStatus,
    code,
    description,
    ...(last4 ? { last4 } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(redirect ? { redirect } : {}),
  };
}

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
): Promise<PaymentOutcome> {
  try {
    const res = await fetch(`/v1/checkouts/${encodeURIComponent(checkoutId)}/payment`, {
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
