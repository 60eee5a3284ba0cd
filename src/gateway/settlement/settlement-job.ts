import type { GatewayContext } from "../context.ts";
import { shortIdOf } from "../payments/short-id.ts";
import type { TimedJob } from "../sandbox/due-work.ts";
import type { PaymentRow } from "../store/db-rows.ts";
import { aggregationId, isoDay, SETTLED_TYPES, type SettlementInput, settlementRecord, testModeOf } from "./settlement-record.ts";
import type { SettlementRow, SettlementStore } from "./settlement-store.ts";

const DAY = 86_400_000;
const BATCH = 500;

const startOfDay = (t: number) => Math.floor(t / DAY) * DAY;

/** The transaction types a settled type is matched among (a capture matches debits and captures). */
const MATCH_TYPES: Readonly<Record<string, readonly string[]>> = { DB: ["DB", "CP"], CP: ["DB", "CP"], RF: ["RF"], CD: ["CD"] };

function parse(json: string | null): Record<string, unknown> {
  try {
    return json ? (JSON.parse(json) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Settlement (docs/back-office.md): at each UTC midnight of the sandbox clock,
 * the successful debits, captures, refunds, credits, chargebacks and chargeback reversals made
 * before it become settlement records of that day — fee, amount paid out, status, matching — one
 * per transaction (the table's unique payment id makes a second process's attempt a no-op).
 */
export function settlementJob(ctx: GatewayContext, store: SettlementStore): TimedJob {
  /** The acquirer's reference for matching: the merchant's merchantTransactionId, else the gateway's id. */
  const matchesOf = (p: PaymentRow, types: readonly string[], sameAmount: boolean): string[] => {
    const reference = p.merchant_transaction_id;
    if (!reference) return [p.id];
    return sameAmount
      ? store.sameReference(p.entity_id, reference, types, p.amount_minor ?? 0, p.currency ?? "")
      : store.sameReference(p.entity_id, reference, types);
  };
  const inputOf = (p: PaymentRow, date: string): SettlementInput => {
    const type = p.payment_type ?? "";
    const account = parse(p.account);
    let matched: string[];
    let chargebackId: string | undefined;
    if (type === "CB" || type === "CR") {
      // A chargeback is matched to the transaction charged back (by its reference), whatever its amount.
      const chargeback = type === "CB" ? p : ctx.store.payment(p.referenced_id ?? "");
      const target = chargeback ? ctx.store.payment(chargeback.referenced_id ?? "") : undefined;
      matched = target ? matchesOf(target, ["DB", "CP"], false) : [];
      chargebackId = chargeback?.id;
    } else matched = matchesOf(p, MATCH_TYPES[type] ?? [type], true);
    return {
      paymentId: p.id,
      shortId: p.short_id ?? shortIdOf(p.id),
      entityId: p.entity_id,
      paymentType: type,
      amountMinor: p.amount_minor ?? 0,
      currency: p.currency ?? "",
      createdAt: p.created_at,
      response: parse(p.response),
      failed: account.settlementFails === true,
      date,
      matched,
      ...(chargebackId ? { chargebackId } : {}),
    };
  };
  const settle = (p: PaymentRow, before: number): SettlementRow => {
    const date = isoDay(before);
    const input = inputOf(p, date);
    const { record, feeMinor, settlementAmountMinor } = settlementRecord(input);
    const kind = SETTLED_TYPES[p.payment_type ?? ""];
    const testMode = testModeOf(input.response);
    return {
      id: record.settlement.id,
      entity_id: p.entity_id,
      aggregation_id: aggregationId(p.entity_id, date, record.currency, testMode),
      test_mode: testMode,
      settlement_date: date,
      currency: record.currency,
      payment_id: p.id,
      record_type: record.recordType,
      cashflow: kind?.cashflow ?? "POS",
      status: record.settlement.status,
      amount_minor: p.amount_minor ?? 0,
      fee_minor: feeMinor,
      settlement_amount_minor: settlementAmountMinor,
      tx_time: p.created_at,
      settled_at: ctx.now(p.entity_id),
      record: JSON.stringify(record),
    };
  };
  return {
    name: "settlement",
    phase: "books",
    nextDue: (entityId) => {
      const oldest = store.oldestCandidate(entityId);
      return oldest === undefined ? undefined : startOfDay(oldest) + DAY;
    },
    run: async (entityId) => {
      const before = startOfDay(ctx.now(entityId));
      for (;;) {
        const batch = store.candidates(entityId, before, BATCH);
        if (batch.length === 0) return;
        ctx.store.atomically(() => {
          for (const p of batch) store.insert(settle(p, before));
        });
        if (batch.length < BATCH) return;
      }
    },
  };
}
