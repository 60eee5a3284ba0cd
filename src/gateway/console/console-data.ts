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
const COLUMNS = "id, checkout_id, created_at, payment_type, currency, referenced_id, response";

/** The columns of a payment row the console shows. */
export type PaymentRowLike = {
  id: string;
  checkout_id: string | null;
  created_at: number;
  payment_type: string | null;
  currency: string | null;
  referenced_id: string | null;
  response: string;
};

/** What the console reads that the API does not list yet: an entity's latest payments and checkouts. */
export function consoleData(db: SqlDatabase) {
  const q = {
    payments: db.prepare<[string, number], PaymentRowLike>(
      `SELECT ${COLUMNS} FROM payments WHERE entity_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ?`,
    ),
    // A search is four lookups, each through its own index.
    search: ["id = ?", "merchant_transaction_id = ?", "short_id = ?", "checkout_id = ?"].map((match) =>
      db.prepare<[string, string, number], PaymentRowLike>(`SELECT ${COLUMNS} FROM payments WHERE entity_id = ? AND ${match} LIMIT ?`),
    ),
    checkouts: db.prepare<[string, number], { id: string; created_at: number; params: string; paid_payment_id: string | null }>(
      "SELECT id, created_at, params, paid_payment_id FROM checkouts WHERE entity_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ?",
    ),
  };
  const toView = (p: PaymentRowLike): ConsolePayment => {
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
  };
  return {
    toView,
    /** The entity's latest payments (50), or those a search finds: an id, a merchantTransactionId, a shortId or a checkout id. */
    payments(entityId: string, search?: string): ConsolePayment[] {
      if (!search) return q.payments.all(entityId, LIMIT).map(toView);
      const found = new Map(q.search.flatMap((lookup) => lookup.all(entityId, search, LIMIT)).map((p) => [p.id, p]));
      return [...found.values()]
        .sort((a, b) => b.created_at - a.created_at)
        .slice(0, LIMIT)
        .map(toView);
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
