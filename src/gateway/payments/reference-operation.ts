import { CODES, type ResultCode } from "../../shared/result-codes.ts";
import type { GatewayContext } from "../context.ts";
import { envelope, orderedId } from "../http/envelope.ts";
import type { AccountRef } from "../simulator/account-ref.ts";
import type { PaymentRow } from "../store/db.ts";
import { ownFields } from "../widget-api/own-fields.ts";
import { fromMinor, toMinor } from "./amounts.ts";
import type { Reply } from "./initial-payment.ts";
import { paymentResponse } from "./payment-response.ts";
import { newShortId } from "./short-id.ts";

/** Spec 2.3: numberOfCaptures is 1 to 98; an authorization without it takes up to 98 partial captures. */
export const DEFAULT_MAX_CAPTURES = 98;

type Verdict =
  | { readonly code: ResultCode; readonly description?: string }
  | { readonly amount: number; readonly closes: readonly string[] };

const refuse = (code: ResultCode, description?: string): Verdict => (description ? { code, description } : { code });

/**
 * What a chain moved to the merchant and what went back to the shopper since (minor units): captured is a
 * debit's amount or an authorization's captures; paid back is refunds and chargebacks, less chargeback
 * reversals, plus a debit's reversal. Every operation that pays back keeps paidBack ≤ captured — the rule
 * the database enforces too (db-paid-back.ts).
 */
function moneyOf(ctx: GatewayContext, root: PaymentRow): { captured: number; paidBack: number } {
  const t = (type: string) => ctx.store.totals(root.id, type).sum;
  const debit = root.payment_type === "DB";
  const captured = debit ? (root.amount_minor ?? 0) : t("CP");
  return { captured, paidBack: t("RF") + t("CB") - t("CR") + (debit ? t("RV") : 0) };
}

/**
 * The rules of CP, RF and RV as one pure decision over the chain's totals: captures never exceed
 * what is authorized, refunds never exceed what is captured, a closed or reversed payment takes
 * no more operations.
 */
function decide(ctx: GatewayContext, type: string, target: PaymentRow, root: PaymentRow, amount: number | undefined): Verdict {
  const { store } = ctx;
  const rootId = root.id;
  const reversed = store.totals(rootId, "RV").count > 0;
  if (type === "CP") {
    if (root.payment_type !== "PA") return refuse(CODES.captureNeedsAuthorization);
    if (root.closed || reversed)
      return refuse(CODES.cannotCapture, "the authorization is closed: captured with sequence=FINAL, fully captured or reversed");
    const authorized = store.totals(rootId, "PA").sum;
    const captures = store.totals(rootId, "CP");
    const want = amount ?? authorized - captures.sum;
    if (want <= 0 || captures.sum + want > authorized) {
      return refuse(
        CODES.cannotCapture,
        `cannot capture ${fromMinor(want)}: ${fromMinor(authorized - captures.sum)} of ${fromMinor(authorized)} is left to capture`,
      );
    }
    const max = root.max_captures ?? DEFAULT_MAX_CAPTURES;
    if (captures.count + 1 > max) return refuse(CODES.cannotCapture, `numberOfCaptures (${max}) reached`);
    const last = captures.sum + want === authorized || captures.count + 1 === max;
    return { amount: want, closes: last ? [rootId] : [] };
  }
  if (type === "RF") {
    if (root.payment_type !== "DB" && root.payment_type !== "PA") return refuse(CODES.refundNeedsPayment);
    if (target.payment_type !== "DB" && target.payment_type !== "CP" && target.payment_type !== "PA") {
      return refuse(CODES.wrongPaymentType, `a ${target.payment_type} cannot be refunded`);
    }
    if (reversed) return refuse(CODES.cannotRefund, "the payment was reversed");
    const { captured, paidBack } = moneyOf(ctx, root);
    let left = captured - paidBack;
    if (target.payment_type === "CP") {
      const ofCapture =
        store.totals(rootId, "RF", target.id).sum + store.totals(rootId, "CB", target.id).sum - store.totals(rootId, "CR").sum;
      left = Math.min(left, (target.amount_minor ?? 0) - Math.max(ofCapture, 0));
    }
    const want = amount ?? left;
    if (want <= 0 || want > left)
      return refuse(CODES.cannotRefund, `cannot refund ${fromMinor(want)}: ${fromMinor(Math.max(left, 0))} is left to refund`);
    return { amount: want, closes: [] };
  }
  if (type === "CB") {
    // A chargeback (spec 2.28) takes money back from a debit or a capture, at most what it moved.
    if (target.payment_type !== "DB" && target.payment_type !== "CP")
      return refuse(CODES.wrongPaymentType, `only a debit (DB) or a capture (CP) is charged back, not a ${target.payment_type}`);
    if (reversed) return refuse(CODES.wrongPaymentType, "the payment was reversed: nothing is left to charge back");
    // Never more than the merchant still holds: what was captured less what was refunded or charged back already.
    const { captured, paidBack } = moneyOf(ctx, root);
    const left = Math.min((target.amount_minor ?? 0) - store.totals(rootId, "CB", target.id).sum, captured - paidBack);
    const want = amount ?? left;
    if (want <= 0 || want > left)
      return refuse(
        CODES.wrongPaymentType,
        `cannot charge back ${fromMinor(want)}: ${fromMinor(Math.max(left, 0))} of this payment is left (refunds and chargebacks count)`,
      );
    return { amount: want, closes: [] };
  }
  if (type === "CR") {
    // A chargeback reversal gives back (part of) a chargeback the merchant won.
    if (target.payment_type !== "CB")
      return refuse(CODES.wrongPaymentType, `only a chargeback (CB) is reversed this way, not a ${target.payment_type}`);
    const left = (target.amount_minor ?? 0) - store.totals(rootId, "CR", target.id).sum;
    const want = amount ?? left;
    if (want <= 0 || want > left)
      return refuse(
        CODES.wrongPaymentType,
        `cannot reverse ${fromMinor(want)} of this chargeback: ${fromMinor(Math.max(left, 0))} is left`,
      );
    return { amount: want, closes: [] };
  }
  // RV
  if (target.id !== root.id) return refuse(CODES.wrongPaymentType, "reverse the original DB or PA, not a later operation");
  if (root.payment_type !== "DB" && root.payment_type !== "PA") return refuse(CODES.reversalNeedsPayment);
  if (reversed) return refuse(CODES.cannotReverse, "the payment was already reversed");
  if (store.totals(rootId, "RF").count > 0) return refuse(CODES.cannotReverse, "the payment was already refunded");
  if (store.totals(rootId, "CB").count > 0) return refuse(CODES.cannotReverse, "the payment was charged back");
  // A reversal cancels a payment before it settles; a settled debit's money has moved: it is refunded instead.
  if (root.payment_type === "DB" && root.settled) return refuse(CODES.cannotReverse, "the payment was settled: refund it instead");
  if (root.payment_type === "PA" && root.closed) return refuse(CODES.cannotReverse, "the authorization is closed");
  const left = root.payment_type === "PA" ? store.totals(rootId, "PA").sum - store.totals(rootId, "CP").sum : (root.amount_minor ?? 0);
  return { amount: left, closes: [rootId] };
}

/**
 * A capture, refund or reversal whose id names no successful payment: the established gateway's codes and
 * texts (client libraries' tests match them: ActiveMerchant's "capture needs at least one successful transaction").
 */
export const NEEDS_SUCCESS: Readonly<Record<string, ResultCode>> = Object.freeze({
  CP: CODES.captureNeedsAuthorization,
  RF: CODES.refundNeedsPayment,
  RV: CODES.reversalNeedsPayment,
});

/** POST /v1/payments/{id}: capture, refund or reversal of an earlier payment (spec 4); the sandbox's chargebacks (CB, CR). */
export function executeReference(
  ctx: GatewayContext,
  entityId: string,
  target: PaymentRow,
  params: Readonly<Record<string, string>>,
  /** The operation's result code (a chargeback's is its chargebackResultCode); approved otherwise. */
  code: ResultCode = CODES.approved,
): Reply {
  const now = ctx.now(entityId);
  const type = params.paymentType ?? "";
  if (!target.success) return { status: 400, body: envelope(now, { code: NEEDS_SUCCESS[type] ?? CODES.wrongPaymentType }) };
  if (params.currency && target.currency && params.currency !== target.currency) {
    const parameterErrors = [
      { name: "currency", value: params.currency, message: `expected ${target.currency}, the currency of the referenced payment` },
    ];
    return { status: 400, body: envelope(now, { code: CODES.invalidRequest, parameterErrors }) };
  }
  return ctx.store.atomically((): Reply => {
    const root = ctx.store.payment(target.root_id ?? target.id) ?? target;
    const verdict = decide(ctx, type, target, root, params.amount ? toMinor(params.amount) : undefined);
    if ("code" in verdict) return { status: 400, body: envelope(now, verdict) };
    const id = orderedId();
    const amount = fromMinor(verdict.amount);
    const account = target.account ? (JSON.parse(target.account) as AccountRef) : undefined;
    const body = paymentResponse({
      id,
      shortId: newShortId(),
      now,
      code,
      paymentType: type,
      amount,
      currency: target.currency ?? params.currency,
      params,
      referencedId: target.id,
      account: account ? Object.assign(ownFields(account), { avsResult: "", cvvResult: "" }) : undefined,
    });
    ctx.store.recordPayment(
      {
        id,
        short_id: body.shortId,
        checkout_id: null,
        entity_id: entityId,
        created_at: now,
        http_status: 200,
        response: JSON.stringify(body),
        payment_type: type,
        amount_minor: verdict.amount,
        currency: target.currency,
        referenced_id: target.id,
        root_id: root.id,
        success: 1,
        account: target.account,
        registration_id: null,
        max_captures: null,
        notification_url: params.notificationUrl ?? null,
      },
      false,
    );
    const closes = params.sequence === "FINAL" && type === "CP" ? [root.id] : verdict.closes;
    for (const c of closes) ctx.store.closePayment(c);
    return { status: 200, body };
  });
}
