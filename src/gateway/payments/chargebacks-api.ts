import type { FastifyInstance } from "fastify";
import { outsideCode, type ResultCode } from "../../shared/result-codes.ts";
import type { GatewayContext } from "../context.ts";
import { notFound } from "../http/merchant-request.ts";
import { merchantCall } from "../http/merchant-scope.ts";
import { sendReply } from "../http/send-reply.ts";
import type { SpecRow } from "../params/spec-table.ts";
import { ENTITY_ROW, sandboxParams } from "../sandbox/sandbox-request.ts";
import { executeReference } from "./reference-operation.ts";

export const CHARGEBACK: readonly SpecRow[] = [ENTITY_ROW, ["amount", "N10.N2", "O"], ["chargebackResultCode", "CHARGEBACK", "O"]];
export const REVERSAL: readonly SpecRow[] = [ENTITY_ROW, ["amount", "N10.N2", "O"]];
/** A chargeback without chargebackResultCode: reason not specified. */
export const DEFAULT_CHARGEBACK_CODE: ResultCode = "000.100.200";

type Id = { Params: { id: string } };

/**
 * Chargebacks in the sandbox (spec 2.28; an acquirer books them, so they are sandbox controls):
 * `POST /sandbox/v1/payments/{id}/chargeback` books a CB against a debit or capture (the whole
 * amount, or `amount`; its result code is `chargebackResultCode`, 000.100.2xx), and
 * `…/chargeback-reversal` a CR against a chargeback. Both are payments of their own with
 * `referencedId`, found by GET /v1/payments/{id}, and send PAYMENT events.
 */
export function chargebackRoutes(app: FastifyInstance, ctx: GatewayContext) {
  for (const [path, type, rows] of [
    ["/sandbox/v1/payments/:id/chargeback", "CB", CHARGEBACK],
    ["/sandbox/v1/payments/:id/chargeback-reversal", "CR", REVERSAL],
  ] as const) {
    app.post<Id>(path, (req, reply) => {
      const m = merchantCall(req);
      const p = sandboxParams(req, reply, m, rows, "body");
      if (!p) return reply;
      const target = ctx.store.payment(req.params.id);
      if (!target || target.entity_id !== p.entityId) return notFound(reply, m.now, "payment");
      const code = p.chargebackResultCode ? (outsideCode(p.chargebackResultCode) ?? DEFAULT_CHARGEBACK_CODE) : DEFAULT_CHARGEBACK_CODE;
      const out = executeReference(ctx, target.entity_id, target, { paymentType: type, ...(p.amount ? { amount: p.amount } : {}) }, code);
      return sendReply(reply, out);
    });
  }
}
