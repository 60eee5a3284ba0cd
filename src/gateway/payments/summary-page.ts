import { CODES, isDeclineCode, isSuccessCode, SAVED_FOR_SUMMARY } from "../../shared/result-codes.ts";
import { type Checkout, isExpired } from "../checkouts/checkouts.ts";
import type { GatewayContext } from "../context.ts";
import { envelope } from "../http/envelope.ts";
import { cardSecret } from "../params/sensitive.ts";
import { decideAccount } from "../simulator/account-ref.ts";
import { ownFields } from "../widget-api/own-fields.ts";
import { executeInitialPayment, type Reply } from "./initial-payment.ts";
import { paymentResponse } from "./payment-response.ts";
import { shortIdOf } from "./short-id.ts";

/**
 * wpwlOptions.useSummaryPage (docs/integration.md "Summary page"): the shopper's "Pay" only validates and saves the
 * card payment for its checkout; the merchant shows a summary page, and its server confirms with
 * `POST /v1/checkouts/{id}/payment` (bearer token), which executes the payment exactly once.
 *
 * Card data: the PAN and CVV are needed to execute the payment later (3-D Secure, the acquirer), so
 * they are kept in `saved_payments.secret` until the confirmation or the checkout's expiry (the result-URL
 * sweep wipes them), never longer, and sealed under a key that lives only in the gateway's memory
 * (sealed-secret.ts): no file ever holds them readable. A restart in between loses them: the
 * confirmation then says so and the shopper saves again. The answers and other columns hold the masked card only.
 */

const SECRET_GONE =
  "the saved card data is no longer available: the gateway keeps card numbers and CVVs only under a key in its memory, and it restarted since the shopper saved them; ask the shopper to press pay again";

/** Parameters the flag itself adds: never stored with the payment, never echoed. */
export const SUMMARY_FLAG = "useSummaryPage";

/** The widget's save: validates the card (a wrong number or an expired card is answered now), stores the data, answers 000.200.110. */
export function saveForSummary(ctx: GatewayContext, c: Checkout, params: Readonly<Record<string, string>>): Reply {
  const now = ctx.now(c.entityId);
  const d = decideAccount(params, new Date(now));
  if (d.parameterErrors) return { status: 400, body: envelope(now, { code: d.code, parameterErrors: d.parameterErrors }) };
  // A code the shopper can correct (invalid number, expired card) is answered at once; a decline only shows when it is charged.
  if (!d.ref || (!isSuccessCode(d.code) && !isDeclineCode(d.code)))
    return { status: 400, body: envelope(now, { code: d.code }, { id: c.id }) };
  const kept = Object.fromEntries(Object.entries(params).filter(([k]) => !cardSecret(k)));
  const secret = Object.fromEntries(Object.entries(params).filter(([k]) => cardSecret(k)));
  const body = paymentResponse({
    id: c.id,
    // Saved data, not a payment: its short id stays derived from the checkout id.
    shortId: shortIdOf(c.id),
    now,
    code: SAVED_FOR_SUMMARY,
    paymentType: params.paymentType,
    amount: params.amount,
    currency: params.currency,
    params: kept,
    account: Object.assign(ownFields(d.ref), { avsResult: "", cvvResult: "" }),
  });
  const row = {
    checkout_id: c.id,
    created_at: now,
    params: JSON.stringify(kept),
    response: JSON.stringify(body),
    secret: JSON.stringify(secret),
  };
  if (!ctx.store.savePayment(row)) return { status: 400, body: envelope(now, { code: CODES.sessionClosed }) };
  return { status: 200, body };
}

/** What the merchant's confirmation may add: where the shopper lands after a 3-D Secure challenge. */
export interface Confirmation {
  readonly gatewayOrigin: string;
  readonly shopperResultUrl?: string;
}

/**
 * The merchant's confirmation. One IMMEDIATE transaction from the check to the write: concurrent
 * confirmations (also from other processes on the same file) execute one payment; a later one gets
 * that payment's answer (its final status, or pending with the ACS redirect of a challenge card).
 */
export function confirmSaved(ctx: GatewayContext, c: Checkout, confirmation: Confirmation): Reply {
  return ctx.store.atomically((): Reply => {
    const now = ctx.now(c.entityId);
    const saved = ctx.store.savedPayment(c.id);
    if (!saved) {
      const description =
        "no saved payment data for this checkout: the shopper has not pressed pay in a widget with wpwlOptions.useSummaryPage=true";
      return { status: 400, body: envelope(now, { code: CODES.invalidRequest, description }, { id: c.id }) };
    }
    if (saved.payment_id !== null) {
      const done = ctx.store.payment(saved.payment_id);
      if (done) return { status: done.http_status, body: JSON.parse(done.response) as Record<string, unknown> };
    }
    if (isExpired(c, now)) {
      ctx.store.wipeExpiredSecrets(c.entityId, c.createdAt);
      return { status: 400, body: envelope(now, { code: "200.300.405" }, { id: c.id }) };
    }
    if (c.paidPaymentId !== null) return { status: 400, body: envelope(now, { code: CODES.sessionClosed }, { id: c.id }) };
    if (saved.secret === null)
      return { status: 400, body: envelope(now, { code: CODES.invalidRequest, description: SECRET_GONE }, { id: c.id }) };
    const params = {
      ...(JSON.parse(saved.params) as Record<string, string>),
      ...(JSON.parse(saved.secret) as Record<string, string>),
      ...(confirmation.shopperResultUrl ? { shopperResultUrl: confirmation.shopperResultUrl } : {}),
    };
    const r = executeInitialPayment(ctx, {
      entityId: c.entityId,
      params,
      checkoutId: c.id,
      challenge: { gatewayOrigin: confirmation.gatewayOrigin },
    });
    const id = r.body.id;
    if (typeof id === "string" && ctx.store.payment(id)) ctx.store.confirmSavedPayment(c.id, id);
    return r;
  });
}
