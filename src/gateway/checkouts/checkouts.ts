import { CHECKOUT_LIFETIME_MS } from "../../shared/checkout-config.ts";
import { CODES, type ResultCode } from "../../shared/result-codes.ts";
import type { CheckoutRow } from "../store/db.ts";

export interface Checkout {
  readonly id: string;
  readonly entityId: string;
  readonly createdAt: number;
  readonly params: Record<string, string>;
  readonly paidPaymentId: string | null;
  /** The fault the shopper's next attempts rehearse, set by the merchant's server (faults/checkout-faults.ts). */
  readonly fault?: { readonly kind: string; readonly ms: number; readonly remaining: number };
}

export function toCheckout(row: CheckoutRow): Checkout {
  return {
    id: row.id,
    entityId: row.entity_id,
    createdAt: row.created_at,
    params: JSON.parse(row.params) as Record<string, string>,
    paidPaymentId: row.paid_payment_id,
    ...(row.fault_kind && (row.fault_remaining ?? 0) > 0
      ? { fault: { kind: row.fault_kind, ms: row.fault_ms ?? 0, remaining: row.fault_remaining ?? 0 } }
      : {}),
  };
}

export function expiresAt(c: Checkout): number {
  return c.createdAt + CHECKOUT_LIFETIME_MS;
}

/** A checkout cannot be used 30 minutes after its creation (spec 3, rule 2). */
export function isExpired(c: Checkout, now: number): boolean {
  return now >= expiresAt(c);
}

/** A second request for a paid checkout's status: the established platform's answer, and where to look instead. */
export const statusHandedOut = (paymentId: string) =>
  `invalid or missing parameter - no payment session found for the requested id: the payment's result was fetched before, and a paid checkout's status is given once; fetch the payment again with GET /v1/payments/${paymentId} or the transaction query (GET /v1/query)`;

export const SESSION_GONE =
  "invalid or missing parameter - no payment session found for the requested id: a checkout can be used for 30 minutes after it was created";

/** Why checkout `c` takes no attempt now, if it takes none: it expired, or it was paid. */
export function closedSession(c: Checkout, now: number): { code: ResultCode; description?: string } | undefined {
  if (isExpired(c, now)) return { code: CODES.invalidRequest, description: SESSION_GONE };
  if (c.paidPaymentId !== null) return { code: CODES.sessionClosed };
  return undefined;
}
