import { CHECKOUT_LIFETIME_MS } from "../shared/checkout-config.ts";
import type { CheckoutRow } from "./db.ts";

export interface Checkout {
  readonly id: string;
  readonly entityId: string;
  readonly createdAt: number;
  readonly params: Record<string, string>;
  readonly paidPaymentId: string | null;
}

export function toCheckout(row: CheckoutRow): Checkout {
  return {
    id: row.id,
    entityId: row.entity_id,
    createdAt: row.created_at,
    params: JSON.parse(row.params) as Record<string, string>,
    paidPaymentId: row.paid_payment_id,
  };
}

export function expiresAt(c: Checkout): number {
  return c.createdAt + CHECKOUT_LIFETIME_MS;
}

/** A checkout cannot be used 30 minutes after its creation (spec 3, rule 2). */
export function isExpired(c: Checkout, now: number): boolean {
  return now >= expiresAt(c);
}
