import type { PaymentOutcome, PaymentRedirect } from "./protocol.ts";
import { MAX_REDIRECT_PARAMETERS, REDIRECT_URL } from "./protocol-constants.ts";
import { isDeclineCode, isPendingCode, isSuccessCode, SAVED_FOR_SUMMARY } from "./result-codes.ts";

export interface GatewayReply {
  result?: { code?: unknown; description?: unknown; parameterErrors?: { name?: unknown }[] };
  card?: { last4Digits?: unknown };
  redirect?: { url?: unknown; method?: unknown; parameters?: { name?: unknown; value?: unknown }[] };
}

/** Sorts a gateway answer into what the merchant page may learn: no card data beyond the last 4 digits of a paid (or summary-saved) card. */
/**
 * `redirectOrigin`: when given (the hosted fields pass their own origin), a pending answer's
 * redirect is kept only if it leads to a page of that origin (the gateway's 3-D Secure pages).
 */
export function toOutcome(httpStatus: number, body: GatewayReply, redirectOrigin?: string): PaymentOutcome {
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
    (kind === "approved" || code === SAVED_FOR_SUMMARY) &&
    typeof body.card?.last4Digits === "string" &&
    /^\d{4}$/.test(body.card.last4Digits)
      ? body.card.last4Digits
      : undefined;
  const redirect = kind === "pending" ? redirectOf(body.redirect, redirectOrigin) : undefined;
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

/** Where a pending payment sends the shopper (3-D Secure ACS, a bank, a wallet): an http(s) address and its parameters. */
function redirectOf(r: GatewayReply["redirect"], origin: string | undefined): PaymentRedirect | undefined {
  if (typeof r?.url !== "string" || r.url.length > 2048 || !REDIRECT_URL.test(r.url)) return undefined;
  if (origin !== undefined && !r.url.startsWith(`${origin}/`)) return undefined;
  const parameters = (Array.isArray(r.parameters) ? r.parameters : [])
    .slice(0, MAX_REDIRECT_PARAMETERS)
    .flatMap((p) =>
      typeof p?.name === "string" && typeof p.value === "string" ? [{ name: p.name.slice(0, 255), value: p.value.slice(0, 255) }] : [],
    );
  return { url: r.url, method: r.method === "GET" ? "GET" : "POST", parameters };
}
