import { CHECKOUT_LIFETIME_MS } from "../../shared/checkout-config.ts";
import type { SqlDatabase } from "../store/sql-database.ts";

/** A payment as the console lists it. */
export interface ConsolePayment {
  readonly id: string;
  readonly checkoutId: string | null;
  readonly createdAt: number;
  readonly paymentType: string | null;
  readonly amount: string | null;
  readonly currency: string | null;
  readonly brand: string | null;
  readonly code: string;
  readonly description: string;
  readonly referencedId: string | null;
}

export interface ConsoleCheckout {
  readonly id: string;
  readonly createdAt: number;
  readonly amount: string | null;
  readonly currency: string | null;
  readonly state: "paid" | "expired" | "open";
  readonly paymentId: string | null;
}

const LIMIT = 50;

/** What the console reads that the API does not list yet: an entity's latest payments and checkouts. */
export function consoleData(db: SqlDatabase) {
  const q = {
    payments: db.prepare<
      [string, number],
      {
        id: string;
        checkout_id: string | null;
        created_at: number;
        payment_type: string | null;
        currency: string | null;
        referenced_id: string | null;
        response: string;
      }
    >(
      "SELECT id, checkout_id, created_at, payment_type, currency, referenced_id, response FROM payments WHERE entity_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ?",
    ),
    checkouts: db.prepare<[string, number], { id: string; created_at: number; params: string; paid_payment_id: string | null }>(
      "SELECT id, created_at, params, paid_payment_id FROM checkouts WHERE entity_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ?",
    ),
  };
  return {
    payments(entityId: string): ConsolePayment[] {
      return q.payments.all(entityId, LIMIT).map((p) => {
        const r = JSON.parse(p.response) as { amount?: string; paymentBrand?: string; result?: { code?: string; description?: string } };
        return {
          id: p.id,
          checkoutId: p.checkout_id,
          createdAt: p.created_at,
          paymentType: p.payment_type,
          amount: r.amount ?? null,
          currency: p.currency,
          brand: r.paymentBrand ?? null,
          code: r.result?.code ?? "",
          description: r.result?.description ?? "",
          referencedId: p.referenced_id,
        };
      });
    },
    checkouts(entityId: string, now: number): ConsoleCheckout[] {
      return q.checkouts.all(entityId, 20).map((c) => {
        const params = JSON.parse(c.params) as Record<string, string>;
        const state = c.paid_payment_id ? "paid" : now >= c.created_at + CHECKOUT_LIFETIME_MS ? "expired" : "open";
        return {
          id: c.id,
          createdAt: c.created_at,
          amount: params.amount ?? null,
          currency: params.currency ?? null,
          state,
          paymentId: c.paid_payment_id,
        };
      });
    },
  };
}

export type ConsoleData = ReturnType<typeof consoleData>;
