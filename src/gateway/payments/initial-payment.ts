import { CODES } from "../../shared/result-codes.ts";
import type { GatewayContext } from "../context.ts";
import { envelope, orderedId } from "../http/envelope.ts";
import { type AccountRef, chargeStoredAccount, decideAccount } from "../simulator/account-ref.ts";
import { fraudCheck } from "../simulator/fraud.ts";
import { testCard } from "../simulator/test-cards.ts";
import { forcedResultCode } from "../simulator/test-switches.ts";
import { type Authentication, authenticationFor, codeAfterAuthentication, threeDSecureData } from "../simulator/three-d-secure.ts";
import type { Assigned } from "../widget-api/own-fields.ts";
import { withPaymentTypeOverride } from "./override-payment-type.ts";
import { type Reply, type Settlement, settlePayment } from "./settle-payment.ts";
import { newShortId } from "./short-id.ts";
import { applyStandingInstruction } from "./standing-instruction.ts";
import { type ChallengeReturn, startChallenge } from "./three-d-secure-payment.ts";

export type { Reply } from "./settle-payment.ts";

export interface InitialPayment {
  readonly entityId: string;
  /** Every parameter of the payment: a checkout's merged with the request's. */
  readonly params: Readonly<Record<string, string>>;
  readonly checkoutId?: string;
  /** The stored account to charge (a registration, or the authorization of an incremental one) instead of one in params. */
  readonly stored?: { readonly account: AccountRef; readonly registrationId?: string };
  /** An incremental authorization or reauthorization: the payment it is linked to, and the chain's root. */
  readonly link?: { readonly referencedId: string; readonly rootId: string | null };
  /** Where a 3-D Secure challenge is served and how its end gets back to the shopper; without it no card is challenged. */
  readonly challenge?: ChallengeReturn;
  /** A schedule's own run (schedules/schedule-job.ts): its registration links it to the agreement. */
  readonly scheduled?: boolean;
}

const NOT_AUTHENTICATED: Authentication = { kind: "none", why: "not enrolled" };

/**
 * DB, PA and CD (and the widget's checkout payments): the fraud check (spec 6.5), 3-D Secure 2 for an
 * enrolled card (simulator/three-d-secure.ts), the simulated acquirer, a registration when asked, and
 * one stored record. Synchronous from the checks to the write, so two concurrent requests cannot both
 * pay one checkout. A challenged payment is stored pending and settled by the ACS page.
 */
export function executeInitialPayment(ctx: GatewayContext, p: InitialPayment): Reply {
  const now = ctx.now(p.entityId);
  // Card on file (spec 2.27): references issued to an INITIAL payment, a REPEATED one kept to its agreement.
  const registrationId = p.stored?.registrationId;
  const onFile = applyStandingInstruction(
    p.params,
    now,
    registrationId ? ctx.store.registrationHistory(registrationId) : undefined,
    p.scheduled,
  );
  if ("errors" in onFile) return { status: 400, body: envelope(now, { code: CODES.invalidRequest, parameterErrors: onFile.errors }) };
  const decision = p.stored
    ? { code: chargeStoredAccount(p.stored.account, onFile.params, new Date(now)), ref: p.stored.account }
    : decideAccount(onFile.params, new Date(now));
  if ("parameterErrors" in decision && decision.parameterErrors) {
    return { status: 400, body: envelope(now, { code: decision.code, parameterErrors: decision.parameterErrors }) };
  }
  // A checkout's overridePaymentType[brand] (spec 2.3), now that the brand is known.
  const params = withPaymentTypeOverride(onFile.params, decision.ref?.brand);
  // What the simulated acquirer answers: its own decision, or the test switch customParameters[forceResultCode].
  const acquirer = forcedResultCode(params) ?? decision.code;
  const fraud = fraudCheck(params);
  const sim = fraud.simulation;
  const ref = decision.ref;
  // A payment the fraud check stops, or one over a stored account (authenticated when it was stored), is not authenticated.
  const auth =
    sim || p.stored || ref?.kind !== "card" ? NOT_AUTHENTICATED : authenticationFor(params, testCard(params["card.number"] ?? ""));
  // Fields assigned, not spread into a literal: Node 20 pays ~1 µs for each field added after a spread (own-fields.ts).
  const base: Assigned<Settlement> = {
    id: orderedId(),
    shortId: newShortId(),
    entityId: p.entityId,
    createdAt: now,
    params,
    code: acquirer,
  };
  if (p.checkoutId !== undefined) base.checkoutId = p.checkoutId;
  if (ref) base.account = ref;
  if (p.stored) {
    base.storedAccount = true;
    if (p.stored.registrationId) base.registrationId = p.stored.registrationId;
  }
  if (p.link) base.link = p.link;
  if (fraud.score !== undefined) base.riskScore = fraud.score;
  if (auth.kind === "challenge" && ref && p.challenge) return startChallenge(ctx, base, p.challenge);
  if (auth.kind === "decided" && ref) {
    base.code = codeAfterAuthentication(auth.status, acquirer);
    base.threeDSecure = threeDSecureData(auth.status, ref.brand);
  } else if (sim) base.code = sim.code;
  return settlePayment(ctx, base, "insert");
}
