import { CHECKOUT_LIFETIME_MS } from "../../shared/checkout-config.ts";
import type { GatewayContext } from "../context.ts";
import { settleAsyncPaymentIfExpired } from "../payments/async-payment.ts";
import { completeChallenge } from "../payments/three-d-secure-payment.ts";
import type { AsyncPaymentRow } from "../store/db-rows.ts";
import type { SqlDatabase } from "../store/sql-database.ts";
import type { TimedJob } from "./due-work.ts";

/**
 * Expiry as a state change: when a checkout's 30 minutes end (server-to-server: the payment's own 30
 * minutes), a payment still waiting for the shopper (a 3-D Secure challenge, a bank's page) times out
 * with 100.396.103 at that moment — and its event goes out then — instead of when somebody next looks at it.
 */
export function expiryJob(db: SqlDatabase, ctx: GatewayContext): TimedJob {
  const q = {
    asyncDue: db.prepare<[string, number], AsyncPaymentRow>(
      `SELECT a.* FROM async_payments a JOIN payments p ON p.id = a.payment_id LEFT JOIN checkouts c ON c.id = a.checkout_id
       WHERE a.state = 'pending' AND p.entity_id = ? AND COALESCE(c.created_at, p.created_at) <= ?`,
    ),
    challengesDue: db.prepare<[string, number], { id: string }>(
      `SELECT ch.id FROM challenges ch JOIN payments p ON p.id = ch.payment_id LEFT JOIN checkouts c ON c.id = p.checkout_id
       WHERE ch.state = 'pending' AND p.entity_id = ? AND COALESCE(c.created_at, ch.created_at) <= ?`,
    ),
    next: db.prepare<[string, string], { at: number | null }>(
      `SELECT MIN(t) AS at FROM (
         SELECT COALESCE(c.created_at, p.created_at) AS t FROM async_payments a JOIN payments p ON p.id = a.payment_id
           LEFT JOIN checkouts c ON c.id = a.checkout_id WHERE a.state = 'pending' AND p.entity_id = ?
         UNION ALL SELECT COALESCE(c.created_at, ch.created_at) FROM challenges ch JOIN payments p ON p.id = ch.payment_id
           LEFT JOIN checkouts c ON c.id = p.checkout_id WHERE ch.state = 'pending' AND p.entity_id = ?) AS due`,
    ),
  };
  return {
    name: "expiry",
    phase: "changes",
    nextDue: (entityId) => {
      const at = q.next.get(entityId, entityId)?.at;
      return at === null || at === undefined ? undefined : at + CHECKOUT_LIFETIME_MS;
    },
    run: async (entityId) => {
      const createdBefore = ctx.now(entityId) - CHECKOUT_LIFETIME_MS;
      for (const row of q.asyncDue.all(entityId, createdBefore)) settleAsyncPaymentIfExpired(ctx, row);
      for (const { id } of q.challengesDue.all(entityId, createdBefore)) completeChallenge(ctx, id, { action: "expire" });
    },
  };
}
