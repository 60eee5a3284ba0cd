import { CODES, isPendingCode, isSuccessCode, type ResultCode } from "../../shared/result-codes.ts";
import type { GatewayContext } from "../context.ts";
import { envelope, newRegistrationId } from "../http/envelope.ts";
import type { AccountRef } from "../simulator/account-ref.ts";
import type { ThreeDSecureData } from "../simulator/three-d-secure.ts";
import type { NewPayment } from "../store/db.ts";
import { ownFields } from "../widget-api/own-fields.ts";
import { toMinor } from "./amounts.ts";
import { type PaymentResponseInput, paymentResponse } from "./payment-response.ts";
import { registrationParams } from "./registrations.ts";
import { shortIdOf } from "./short-id.ts";

export interface Reply {
  readonly status: number;
  readonly body: Record<string, unknown>;
  /** `body` as stored, serialized once: a route may send it as it is (http/send-reply.ts). */
  readonly json?: string;
}

/** The merchantTransactionId an answer echoes (the query finds payments by it). */
const echoedReference = (body: Record<string, unknown>) =>
  typeof body.merchantTransactionId === "string" ? body.merchantTransactionId : null;

/** Everything that decides a payment's stored record and answer, once the simulators have spoken. */
export interface Settlement {
  readonly id: string;
  /** Given with the id (newShortId); a challenge started by an earlier version has none: derived from the id. */
  readonly shortId?: string;
  readonly entityId: string;
  /** When the payment was first requested (a 3-D Secure challenge settles later, under the same id and time). */
  readonly createdAt: number;
  readonly checkoutId?: string;
  /** Every parameter of the payment; the response echoes them without secrets. */
  readonly params: Readonly<Record<string, string>>;
  readonly code: ResultCode;
  readonly account?: AccountRef;
  /** The payment charges a stored account (registration, incremental authorization): no new registration. */
  readonly storedAccount?: boolean;
  readonly registrationId?: string;
  readonly link?: { readonly referencedId: string; readonly rootId: string | null };
  readonly riskScore?: number;
  readonly threeDSecure?: ThreeDSecureData;
  readonly redirect?: PaymentResponseInput["redirect"];
}

/**
 * Builds the answer of a payment, stores the registration it asks for and the payment record, in one
 * transaction: `insert` a new payment, or `settle` the pending payment of a 3-D Secure challenge. A
 * successful checkout payment closes its checkout; when another payment closed it first, this one is
 * refused with 100.350.101 (a checkout is paid at most once).
 */
export function settlePayment(ctx: GatewayContext, s: Settlement, mode: "insert" | "settle"): Reply {
  const now = ctx.now(s.entityId);
  const { params, code } = s;
  const approved = isSuccessCode(code);
  const wantsRegistration = params.createRegistration === "true" && approved && !s.storedAccount && s.account !== undefined;
  const registrationId = wantsRegistration ? newRegistrationId() : s.registrationId;
  const body = paymentResponse({
    id: s.id,
    shortId: s.shortId ?? shortIdOf(s.id),
    now,
    code,
    paymentType: params.paymentType,
    amount: params.amount,
    currency: params.currency,
    params,
    account: s.account,
    referencedId: s.link?.referencedId,
    registrationId,
    riskScore: s.riskScore,
    threeDSecure: s.threeDSecure,
    redirect: s.redirect,
  });
  const status = approved || isPendingCode(code) ? 200 : 400;
  const row: NewPayment = {
    id: s.id,
    checkout_id: s.checkoutId ?? null,
    entity_id: s.entityId,
    created_at: s.createdAt,
    http_status: status,
    response: JSON.stringify(body),
    // Known here: the repository need not derive them from the id and the stored answer again.
    short_id: body.shortId,
    merchant_transaction_id: echoedReference(body),
    payment_type: params.paymentType ?? null,
    amount_minor: params.amount ? toMinor(params.amount) : null,
    currency: params.currency ?? null,
    referenced_id: s.link?.referencedId ?? null,
    root_id: s.link?.rootId ?? s.id,
    success: approved ? 1 : 0,
    account: s.account ? JSON.stringify(s.account) : null,
    registration_id: registrationId ?? null,
    max_captures: params.numberOfCaptures ? Number(params.numberOfCaptures) : null,
    notification_url: params.notificationUrl ?? null,
  };
  const closes = approved && s.checkoutId !== undefined;
  const stored = ctx.store.atomically(() => {
    const ok = mode === "insert" ? ctx.store.recordPayment(row, closes) : ctx.store.settlePayment(row, closes);
    if (ok && wantsRegistration && registrationId && s.account) {
      ctx.store.insertRegistration({
        id: registrationId,
        entity_id: s.entityId,
        created_at: now,
        account: JSON.stringify(s.account),
        params: JSON.stringify(registrationParams(params)),
        checkout_id: s.checkoutId ?? null,
      });
    }
    return ok;
  });
  if (stored) return { status, body, json: row.response };
  const refused = envelope(now, { code: CODES.sessionClosed }, mode === "settle" ? { id: s.id } : {});
  // A challenge that ends after another payment closed the checkout: that payment keeps it, this one records the refusal.
  if (mode === "settle")
    ctx.store.settlePayment(
      Object.assign(ownFields(row), { http_status: 400, success: 0, registration_id: null, response: JSON.stringify(refused) }),
      false,
    );
  return { status: 400, body: refused };
}
