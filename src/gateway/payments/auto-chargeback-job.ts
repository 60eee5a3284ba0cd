import type { GatewayContext } from "../context.ts";
import type { TimedJob } from "../sandbox/due-work.ts";
import { AUTO_CHARGEBACK_CODE } from "../simulator/test-cards.ts";
import type { PaymentRow } from "../store/db-rows.ts";
import { jsonField, type SqlDatabase } from "../store/sql-database.ts";
import { executeReference } from "./reference-operation.ts";

const DAY = 86_400_000;

/**
 * The test card that is charged back by itself (docs/test-data.md): its debits and captures get a
 * chargeback (CB, 000.100.201, the whole amount) the given number of days later on the sandbox
 * clock — a PAYMENT event with referencedId, as a chargeback the acquirer books.
 */
export function autoChargebackJob(db: SqlDatabase, ctx: GatewayContext): TimedJob {
  const days = jsonField(db, "p.account", "chargebackAfterDays", "number");
  // A successful debit or capture of a card the acquirer charges back, not charged back yet; DUE: when.
  const CANDIDATES = `FROM payments p WHERE p.entity_id = ? AND p.success = 1 AND p.payment_type IN ('DB', 'CP') AND ${days} IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM payments c WHERE c.referenced_id = p.id AND c.payment_type = 'CB')`;
  const DUE = `p.created_at + ${days} * ${DAY}`;
  const next = db.prepare<[string], { at: number | null }>(`SELECT MIN(${DUE}) AS at ${CANDIDATES}`);
  const due = db.prepare<[string, number], PaymentRow>(`SELECT p.* ${CANDIDATES} AND ${DUE} <= ? ORDER BY p.created_at LIMIT 100`);
  return {
    name: "chargebacks",
    phase: "changes",
    nextDue: (entityId) => next.get(entityId)?.at ?? undefined,
    run: async (entityId) => {
      for (const p of due.all(entityId, ctx.now(entityId)))
        executeReference(ctx, p.entity_id, p, { paymentType: "CB" }, AUTO_CHARGEBACK_CODE);
    },
  };
}
