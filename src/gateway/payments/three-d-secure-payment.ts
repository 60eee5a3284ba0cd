import { CHECKOUT_LIFETIME_MS } from "../../shared/checkout-config.ts";
import { CODES, type ResultCode } from "../../shared/result-codes.ts";
import { expiresAt, toCheckout } from "../checkouts/checkouts.ts";
import type { GatewayContext } from "../context.ts";
import { hexId } from "../http/envelope.ts";
import { cardSecret } from "../params/sensitive.ts";
import {
  ACS_ONE_TIME_CODE,
  AUTHENTICATION_CANCELLED,
  AUTHENTICATION_FAILED,
  type AuthenticationStatus,
  threeDSecureData,
} from "../simulator/three-d-secure.ts";
import type { ChallengeRow } from "../store/db.ts";
import { ownFields } from "../widget-api/own-fields.ts";
import { TIMED_OUT } from "./async-payment.ts";
import { withResourcePath } from "./result-url-trust.ts";
import { type Reply, type Settlement, settlePayment } from "./settle-payment.ts";

/** How the end of a challenge gets back to the shopper. */
export interface ChallengeReturn {
  /** The gateway's origin as browsers reach it: the ACS page's address. */
  readonly gatewayOrigin: string;
  /** A widget payment: the merchant page's origin and the widget's channel, for the relay page's message. */
  readonly widget?: { readonly origin: string; readonly channel: string };
  /**
   * Whether the shopperResultUrl may be followed automatically from a top window: false when only the
   * browser named it (result-url-trust.ts); the relay page then shows a link with its host. Default true.
   */
  readonly resultUrlTrusted?: boolean;
}

/** What a pending challenge keeps to settle its payment: never the card number or the CVV. */
interface PendingAuthorization {
  readonly settlement: Omit<Settlement, "threeDSecure" | "redirect">;
  readonly widget?: ChallengeReturn["widget"];
  /** shopperResultUrl with id and resourcePath, where the shopper lands when the challenge ran in a top window. */
  readonly resultUrl?: string;
  readonly resultUrlTrusted?: boolean;
}

export type ChallengeState = "pending" | "authenticated" | "failed" | "cancelled";

/** What the ACS and relay pages need to know of a challenge. */
export interface ChallengeView {
  readonly id: string;
  /** The payment's entity: whose sandbox clock the challenge runs on. */
  readonly entityId: string;
  readonly state: ChallengeState;
  readonly amount: string;
  readonly currency: string;
  readonly brand: string;
  readonly last4: string;
  readonly widget?: ChallengeReturn["widget"];
  readonly resultUrl?: string;
  /** False when the relay page may only show resultUrl as a link (never follow it itself). */
  readonly resultUrlTrusted: boolean;
  /** When the challenge stops being answerable: its checkout's expiry, or 30 minutes after it started. */
  readonly expiresAt: number;
}

/**
 * Stores the payment pending (000.200.000) with a redirect to the sandbox ACS page (spec 2.22), and
 * the challenge that will settle it. The ACS page is on the gateway: `GET {redirect.url}` shows it.
 */
export function startChallenge(ctx: GatewayContext, s: Settlement, ret: ChallengeReturn): Reply {
  const txn = hexId();
  const params = Object.fromEntries(Object.entries(s.params).filter(([k]) => !cardSecret(k)));
  const settlement: Settlement = Object.assign(ownFields(s), { params });
  const url = params.shopperResultUrl === undefined ? undefined : withResourcePath(params.shopperResultUrl, s.id, s.checkoutId);
  const pending: PendingAuthorization = {
    settlement,
    ...(ret.widget ? { widget: ret.widget } : {}),
    ...(url ? { resultUrl: url, resultUrlTrusted: ret.resultUrlTrusted ?? true } : {}),
  };
  const redirect = { url: `${ret.gatewayOrigin}/v1/threeds/${txn}`, parameters: [] };
  const reply = settlePayment(ctx, Object.assign(ownFields(settlement), { code: CODES.pending, redirect }), "insert");
  if (reply.status === 200) {
    ctx.store.insertChallenge({
      id: txn,
      payment_id: s.id,
      created_at: ctx.now(s.entityId),
      state: "pending",
      data: JSON.stringify(pending),
    });
  }
  return reply;
}

function view(ctx: GatewayContext, row: ChallengeRow, p: PendingAuthorization, state = row.state as ChallengeState): ChallengeView {
  const s = p.settlement;
  const checkout = s.checkoutId === undefined ? undefined : ctx.store.checkout(s.checkoutId);
  return {
    id: row.id,
    entityId: s.entityId,
    state,
    amount: s.params.amount ?? "",
    currency: s.params.currency ?? "",
    brand: s.account?.brand ?? "",
    last4: s.account?.last4 ?? "",
    ...(p.widget ? { widget: p.widget } : {}),
    ...(p.resultUrl ? { resultUrl: p.resultUrl } : {}),
    resultUrlTrusted: p.resultUrlTrusted !== false,
    expiresAt: checkout ? expiresAt(toCheckout(checkout)) : row.created_at + CHECKOUT_LIFETIME_MS,
  };
}

const CHALLENGE_ID = /^[0-9a-f]{32}$/;

export function findChallenge(ctx: GatewayContext, id: string): ChallengeView | undefined {
  const row = CHALLENGE_ID.test(id) ? ctx.store.challenge(id) : undefined;
  return row ? view(ctx, row, JSON.parse(row.data) as PendingAuthorization) : undefined;
}

/** The shopper's answer on the ACS page; "expire" ends a challenge nobody answered in time. */
export type ChallengeAnswer =
  | { readonly action: "submit"; readonly code: string }
  | { readonly action: "simulate"; readonly authenticated: boolean }
  | { readonly action: "cancel" }
  | { readonly action: "expire" };

const OUTCOMES: Readonly<Record<Exclude<ChallengeState, "pending">, { status: AuthenticationStatus; code?: ResultCode }>> = {
  authenticated: { status: "Y" },
  failed: { status: "N", code: AUTHENTICATION_FAILED },
  cancelled: { status: "N", code: AUTHENTICATION_CANCELLED },
};

/**
 * Ends a pending challenge and settles its payment: the right one-time code authenticates (the
 * acquirer's answer follows), a wrong one fails the authentication (100.380.401), cancel ends it
 * (100.396.101), an answer after the checkout expired times it out (100.396.103, never paid late).
 * One answer per challenge: a second submit only shows the first outcome again. Ending the challenge
 * and settling its payment are one transaction: a crash between them leaves the challenge pending,
 * never "verified" over a payment that stays pending.
 */
export function completeChallenge(ctx: GatewayContext, id: string, answer: ChallengeAnswer): ChallengeView | undefined {
  return ctx.store.atomically(() => {
    const row = CHALLENGE_ID.test(id) ? ctx.store.challenge(id) : undefined;
    if (!row) return undefined;
    const pending = JSON.parse(row.data) as PendingAuthorization;
    const shown = view(ctx, row, pending);
    if (row.state !== "pending") return shown;
    const expired = answer.action === "expire" || ctx.now(pending.settlement.entityId) >= shown.expiresAt;
    const state: Exclude<ChallengeState, "pending"> = expired
      ? "failed"
      : answer.action === "cancel"
        ? "cancelled"
        : (answer.action === "submit" && answer.code.trim() === ACS_ONE_TIME_CODE) || (answer.action === "simulate" && answer.authenticated)
          ? "authenticated"
          : "failed";
    if (!ctx.store.endChallenge(id, state)) return findChallenge(ctx, id);
    const outcome = OUTCOMES[state];
    const s = pending.settlement;
    const threeDSecure = threeDSecureData(outcome.status, s.account?.brand ?? "", uuidOf(id));
    settlePayment(ctx, Object.assign(ownFields(s), { code: expired ? TIMED_OUT : (outcome.code ?? s.code), threeDSecure }), "settle");
    return view(ctx, row, pending, state);
  });
}

/** The ACS transaction id as the UUID the 3-D Secure messages carry. */
function uuidOf(hex: string): string {
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
