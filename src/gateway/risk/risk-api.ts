import type { FastifyInstance } from "fastify";
import { nestParams } from "../../shared/form-params.ts";
import { CODES } from "../../shared/result-codes.ts";
import type { GatewayContext } from "../context.ts";
import { orderedId, sealed } from "../http/envelope.ts";
import { validBody } from "../http/merchant-request.ts";
import { merchantCall } from "../http/merchant-scope.ts";
import { sendReply } from "../http/send-reply.ts";
import { OPERATIONS } from "../params/operations.ts";
import { echoed } from "../payments/payment-response.ts";
import { newShortId } from "../payments/short-id.ts";
import { fraudCheck } from "../simulator/fraud.ts";

/**
 * POST /v2/riskShield (spec 4): the fraud check without a payment. Same parameters as a payment
 * without paymentType, merchantTransactionId required; answers the risk result and echoes the
 * parameters (never card data). Stored, so GET /v1/payments/{id} finds it.
 */
export function riskRoutes(app: FastifyInstance, ctx: GatewayContext) {
  app.post("/v2/riskShield", (req, reply) => {
    const m = merchantCall(req);
    const params = validBody(req, reply, ctx, m, OPERATIONS.riskShield);
    if (!params) return;
    const out = riskCheck(ctx, m.now, params);
    return sendReply(reply, out);
  });
}

/**
 * One fraud check without a payment, stored as a record of type RS (GET /v1/payments/{id} finds it;
 * its events are RISK). `registrationId`: the check was made against a registration's stored data.
 */
export function riskCheck(ctx: GatewayContext, now: number, params: Readonly<Record<string, string>>, registrationId?: string) {
  const fraud = fraudCheck(params);
  const code = fraud.simulation?.code ?? CODES.approved;
  const nested = nestParams(echoed(params));
  const risk = {
    ...(typeof nested.risk === "object" ? nested.risk : {}),
    ...(fraud.score === undefined ? {} : { score: String(fraud.score) }),
  };
  const id = orderedId();
  const shortId = newShortId();
  // The id first (the established order), the echoed parameters, then the check's own fields, assigned in order (own-fields.ts).
  const fields: Record<string, unknown> = { id };
  Object.assign(fields, nested);
  fields.shortId = shortId;
  if (registrationId) fields.registrationId = registrationId;
  fields.risk = risk;
  fields.testMode = params.testMode ?? "INTERNAL";
  const body = sealed(fields, now, { code });
  const status = code.startsWith("000.") ? 200 : 400;
  ctx.store.recordPayment(
    {
      id,
      short_id: shortId,
      checkout_id: null,
      entity_id: params.entityId ?? "",
      created_at: now,
      http_status: status,
      response: JSON.stringify(body),
      payment_type: "RS",
      amount_minor: null,
      currency: params.currency ?? null,
      referenced_id: null,
      root_id: id,
      success: 0,
      account: null,
      registration_id: registrationId ?? null,
      max_captures: null,
      notification_url: params.notificationUrl ?? null,
    },
    false,
  );
  return { status, body };
}
