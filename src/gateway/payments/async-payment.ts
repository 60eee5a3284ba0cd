import { CHECKOUT_LIFETIME_MS } from "../../shared/checkout-config.ts";
import { CODES, describeResult, isSuccessCode, type ResultCode } from "../../shared/result-codes.ts";
import { isExpired, toCheckout } from "../checkouts/checkouts.ts";
import type { GatewayContext } from "../context.ts";
import { envelope, gatewayTimestamp, hexId, newNdc, orderedId } from "../http/envelope.ts";
import { fraudCheck } from "../simulator/fraud.ts";
import { forcedResultCode } from "../simulator/test-switches.ts";
import type { AsyncPaymentRow } from "../store/db.ts";
import { ownFields } from "../widget-api/own-fields.ts";
import { toMinor } from "./amounts.ts";
import { withPaymentTypeOverride } from "./override-payment-type.ts";
import { paymentResponse } from "./payment-response.ts";
import type { Reply } from "./settle-payment.ts";
import { newShortId } from "./short-id.ts";

/** Spec 7.2 / 3: the pending family; the final status is fetched after the shopper returns. */
export const PENDING = CODES.pending;

/** What the simulator page's buttons answer. */
export const DECISIONS = {
  approve: { state: "approved", code: CODES.approved },
  decline: { state: "declined", code: "800.100.152" },
  abandon: { state: "abandoned", code: "100.396.101" },
} as const satisfies Record<string, { state: AsyncPaymentRow["state"]; code: ResultCode }>;
export type Decision = keyof typeof DECISIONS;

/** STC Pay accounts are Saudi mobile numbers: 05XXXXXXXX, or with the country code 9665XXXXXXXX. */
export const STC_PAY_MOBILE = /^(\+?966|0)5\d{8}$/;

/**
 * What the simulator page shows of the account: never the whole of it. Server-to-server, an online
 * transfer may name the shopper's bank (bankAccount.bankName, .bic, .country): the page shows it.
 */
function accountHint(params: Readonly<Record<string, string>>): string {
  const id = params["virtualAccount.accountId"];
  if (!id) return ["bankAccount.bankName", "bankAccount.bic", "bankAccount.country"].flatMap((n) => params[n] ?? []).join(" · ");
  const at = id.indexOf("@");
  return at > 0 ? `${id.slice(0, 1)}…${id.slice(at)}` : `…${id.slice(-4)}`;
}

/** Whose payment it is: the checkout the widget paid, or (server-to-server) none. */
export interface AsyncOwner {
  readonly entityId: string;
  readonly checkoutId?: string | undefined;
}

/**
 * A redirect brand's or virtual account's payment: recorded as pending (spec 2.22, 3), with the
 * address of the sandbox's bank page and its ticket. The shopper decides there; a checkout stays
 * open until a payment succeeds.
 */
export function startAsyncPayment(ctx: GatewayContext, c: AsyncOwner, request: Readonly<Record<string, string>>, origin: string): Reply {
  const now = ctx.now(c.entityId);
  const brand = request.paymentBrand ?? "";
  const params = withPaymentTypeOverride(request, brand);
  const resultUrl = params.shopperResultUrl;
  const errors = [
    ...(resultUrl
      ? []
      : [{ name: "shopperResultUrl", value: "", message: "is required for a payment that sends the shopper to another page" }]),
    ...(brand === "STC_PAY" && params["virtualAccount.accountId"] !== undefined && !STC_PAY_MOBILE.test(params["virtualAccount.accountId"])
      ? [
          {
            name: "virtualAccount.accountId",
            value: params["virtualAccount.accountId"],
            message: "expected a mobile number such as 0512345678 or +966512345678",
          },
        ]
      : []),
  ];
  if (errors.length > 0 || !resultUrl) return { status: 400, body: envelope(now, { code: CODES.invalidRequest, parameterErrors: errors }) };
  const fraud = fraudCheck(params);
  const code = fraud.simulation?.code ?? PENDING;
  const id = orderedId();
  const ticket = hexId();
  const pending = code === PENDING;
  const account = { kind: "virtualAccount" as const, brand, code };
  const body = {
    ...paymentResponse({
      id,
      shortId: newShortId(),
      now,
      code,
      paymentType: params.paymentType,
      amount: params.amount,
      currency: params.currency,
      params,
      account,
      ...(fraud.score === undefined ? {} : { riskScore: fraud.score }),
    }),
    ...(pending
      ? { redirect: { url: `${origin}/v1/simulator/redirect/${id}`, method: "GET", parameters: [{ name: "ticket", value: ticket }] } }
      : {}),
  };
  const status = pending ? 200 : 400;
  ctx.store.atomically(() => {
    ctx.store.recordPayment(
      {
        id,
        short_id: body.shortId,
        checkout_id: c.checkoutId ?? null,
        entity_id: c.entityId,
        created_at: now,
        http_status: status,
        response: JSON.stringify(body),
        payment_type: params.paymentType ?? null,
        amount_minor: params.amount ? toMinor(params.amount) : null,
        currency: params.currency ?? null,
        referenced_id: null,
        root_id: id,
        success: 0,
        account: JSON.stringify(account),
        registration_id: null,
        max_captures: null,
        notification_url: params.notificationUrl ?? null,
      },
      false,
    );
    if (pending) {
      ctx.store.insertAsyncPayment({
        payment_id: id,
        checkout_id: c.checkoutId ?? null,
        ticket,
        brand,
        result_url: resultUrl,
        account_hint: accountHint(params),
      });
    }
  });
  return { status, body };
}

export type Settled =
  | { readonly kind: "settled"; readonly code: ResultCode }
  | { readonly kind: "decided-before" }
  | { readonly kind: "expired" };

/** A pending payment answered after its checkout expired: never paid late (spec 3, rule 2). */
export const TIMED_OUT = "100.396.103";

/**
 * Whether the bank's page may still be answered: while the checkout lives (spec 3, rule 2), or,
 * server-to-server, for as long from the payment's own creation (the sandbox's choice: the same 30 minutes).
 */
function expired(ctx: GatewayContext, row: AsyncPaymentRow, now: number): boolean {
  if (row.checkout_id === null) {
    const payment = ctx.store.payment(row.payment_id);
    return !payment || now >= payment.created_at + CHECKOUT_LIFETIME_MS;
  }
  const checkout = ctx.store.checkout(row.checkout_id);
  return !checkout || isExpired(toCheckout(checkout), now);
}

/** The time on the clock of the pending payment's account (sandbox/clock.ts). */
function asyncPaymentNow(ctx: GatewayContext, row: AsyncPaymentRow): number {
  return ctx.now(ctx.store.payment(row.payment_id)?.entity_id);
}

/** The custom parameters a pending payment was made with, as its stored answer echoes them (spec 2.21). */
function echoedCustomParameters(ctx: GatewayContext, paymentId: string): Record<string, string> | undefined {
  const payment = ctx.store.payment(paymentId);
  const custom = payment ? (JSON.parse(payment.response) as { customParameters?: Record<string, string> }).customParameters : undefined;
  return custom ? Object.fromEntries(Object.entries(custom).map(([k, v]) => [`customParameters[${k}]`, v])) : undefined;
}

/**
 * The shopper's answer on the bank page: the payment's final status, in one transaction with
 * closing the checkout. A checkout another payment closed meanwhile is not paid twice: this
 * payment then fails with 100.350.101.
 */
export function settleAsyncPayment(ctx: GatewayContext, row: AsyncPaymentRow, decision: Decision): Settled {
  const now = asyncPaymentNow(ctx, row);
  const late = expired(ctx, row, now);
  const answered = late ? ({ state: "abandoned", code: TIMED_OUT } as const) : DECISIONS[decision];
  // customParameters[forceResultCode] (simulator/test-switches.ts): what the bank answers once the shopper approved.
  const forced = answered.state === "approved" ? forcedResultCode(echoedCustomParameters(ctx, row.payment_id)) : undefined;
  const state = forced === undefined || isSuccessCode(forced) ? answered.state : "declined";
  const wanted = forced ?? answered.code;
  const checkoutId = row.checkout_id;
  return ctx.store.atomically((): Settled => {
    if (!ctx.store.decideAsyncPayment(row.payment_id, state, now)) return { kind: "decided-before" };
    // A checkout is paid at most once (only a success closes it); a server-to-server payment has none to close.
    const closes = isSuccessCode(wanted) && checkoutId !== null;
    const code = closes && !ctx.store.markCheckoutPaid(checkoutId, row.payment_id) ? CODES.sessionClosed : wanted;
    const payment = ctx.store.payment(row.payment_id);
    const previous = payment ? (JSON.parse(payment.response) as Record<string, unknown>) : {};
    const { redirect: _gone, ...rest } = previous;
    const body = Object.assign(ownFields(rest), {
      result: { code, description: describeResult(code) },
      timestamp: gatewayTimestamp(now),
      ndc: newNdc(),
    });
    const success = isSuccessCode(code);
    ctx.store.updatePaymentResult(row.payment_id, success ? 200 : 400, JSON.stringify(body), success);
    return late ? { kind: "expired" } : { kind: "settled", code };
  });
}

/** Times out a pending payment whose time is up (its bank page was opened too late); true when it did. */
export function settleAsyncPaymentIfExpired(ctx: GatewayContext, row: AsyncPaymentRow): boolean {
  if (!expired(ctx, row, asyncPaymentNow(ctx, row))) return false;
  return settleAsyncPayment(ctx, row, "abandon").kind === "expired";
}
