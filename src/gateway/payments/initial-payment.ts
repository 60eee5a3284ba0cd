import { isPendingCode, isSuccessCode } from "../../shared/result-codes.ts";
import type { GatewayContext } from "../context.ts";

import { envelope, hexId } from "../envelope.ts";
import { paymentResponse } from "../payment-response.ts";
import { type AccountRef, chargeStoredAccount, decideAccount } from "../simulator/account-ref.ts";
import { fraudCheck } from "../simulator/fraud.ts";
import { toMinor } from "./amounts.ts";
import { registrationParams } from "./registrations.ts";

export interface Reply {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

export interface InitialPayment {
  readonly entityId: string;
  /** Every parameter of the payment: a checkout's merged with the request's. */
  readonly params: Readonly<Record<string, string>>;
  readonly checkoutId?: string;
  /** The stored account to charge (a registration, or the authorization of an incremental one) instead of one in params. */
  readonly stored?: { readonly account: AccountRef; readonly registrationId?: string };
  /** An incremental authorization or reauthorization: the payment it is linked to, and the chain's root. */
  readonly link?: { readonly referencedId: string; readonly rootId: string | null };
}

/**
 * DB, PA and CD (and the widget's checkout payments): the fraud check (spec 6.5), the simulated
 * acquirer, a registration when asked, and one stored record. Synchronous from the checks to the
 * write, so two concurrent requests cannot both pay one checkout.
 */
export function executeInitialPayment(ctx: GatewayContext, p: InitialPayment): Reply {
  const now = ctx.now();
  const { params } = p;
  const decision = p.stored
    ? { code: chargeStoredAccount(p.stored.account, params, new Date(now)), ref: p.stored.account }
    : decideAccount(params, new Date(now));
  if ("parameterErrors" in decision && decision.parameterErrors) {
    return { status: 400, body: envelope(now, { code: decision.code, parameterErrors: decision.parameterErrors }) };
  }
  const fraud = fraudCheck(params);
  const sim = fraud.simulation;
  const code = sim ? sim.code : decision.code;
  const approved = isSuccessCode(code);
  const id = hexId();
  const wantsRegistration = params.createRegistration === "true" && approved && !p.stored && decision.ref !== undefined;
  const registrationId = wantsRegistration ? hexId() : p.stored?.registrationId;
  const body = paymentResponse({
    id,
    now,
    code,
    paymentType: params.paymentType,
    amount: params.amount,
    currency: params.currency,
    params,
    ...(decision.ref ? { account: decision.ref } : {}),
    ...(p.link ? { referencedId: p.link.referencedId } : {}),
    ...(registrationId ? { registrationId } : {}),
    ...(fraud.score === undefined ? {} : { riskScore: fraud.score }),
  });
  const status = approved || isPendingCode(code) ? 200 : 400;
  const stored = ctx.store.atomically(() => {
    if (wantsRegistration && registrationId && decision.ref) {
      ctx.store.insertRegistration({
        id: registrationId,
        entity_id: p.entityId,
        created_at: now,
        account: JSON.stringify(decision.ref),
        params: JSON.stringify(registrationParams(params)),
        checkout_id: p.checkoutId ?? null,
      });
    }
    return ctx.store.recordPayment(
      {
        id,
        checkout_id: p.checkoutId ?? null,
        entity_id: p.entityId,
        created_at: now,
        http_status: status,
        response: JSON.stringify(body),
        payment_type: params.paymentType ?? null,
        amount_minor: params.amount ? toMinor(params.amount) : null,
        currency: params.currency ?? null,
        referenced_id: p.link?.referencedId ?? null,
        root_id: p.link?.rootId ?? id,
        success: approved ? 1 : 0,
        account: decision.ref ? JSON.stringify(decision.ref) : null,
        registration_id: registrationId ?? null,
        max_captures: params.numberOfCaptures ? Number(params.numberOfCaptures) : null,
      },
      approved && p.checkoutId !== undefined,
    );
  });
  if (!stored) return { status: 400, body: envelope(now, { code: "100.350.101" }) };
  return { status, body };
}
