import { isPendingCode, isSuccessCode } from "../src/shared/result-codes.ts";

export type OrderState = "awaiting payment" | "pending" | "paid" | "not paid";

export interface Order {
  readonly reference: string;
  readonly checkoutId: string;
  readonly amount: string;
  readonly currency: string;
  state: OrderState;
  paymentId?: string;
  /** Payment events received (a receiver gets each at least once: the same one may come again). */
  events: number;
}

/**
 * The shop's orders, fulfilled from the gateway's webhooks only: an order is "paid" once a PAYMENT
 * event for its merchantTransactionId (the end-to-end id the shop sent with the checkout) says so —
 * whatever the shopper's browser did. Events may repeat or come late: a paid order stays paid, and an
 * event for a payment already counted changes nothing. Kept in memory (a real shop has a database).
 */
export function orderBook() {
  const byReference = new Map<string, Order>();
  const byCheckout = new Map<string, Order>();
  const seen = new Set<string>();
  return {
    open(o: Pick<Order, "reference" | "checkoutId" | "amount" | "currency">): void {
      const order: Order = { ...o, state: "awaiting payment", events: 0 };
      byReference.set(o.reference, order);
      byCheckout.set(o.checkoutId, order);
    },
    ofCheckout: (checkoutId: string) => byCheckout.get(checkoutId),
    /** Applies a decrypted webhook notification; true when it concerned one of the shop's orders. */
    apply(event: { type?: unknown; payload?: unknown }): boolean {
      if (event.type !== "PAYMENT" || typeof event.payload !== "object" || event.payload === null) return false;
      const p = event.payload as { id?: unknown; merchantTransactionId?: unknown; result?: { code?: unknown } };
      const order = typeof p.merchantTransactionId === "string" ? byReference.get(p.merchantTransactionId) : undefined;
      const code = typeof p.result?.code === "string" ? p.result.code : "";
      if (!order || typeof p.id !== "string") return false;
      const key = `${p.id} ${code}`;
      if (seen.has(key)) return true;
      seen.add(key);
      order.events++;
      if (order.state === "paid") return true;
      order.state = isSuccessCode(code) ? "paid" : isPendingCode(code) ? "pending" : "not paid";
      order.paymentId = p.id;
      return true;
    },
  };
}

export type OrderBook = ReturnType<typeof orderBook>;
