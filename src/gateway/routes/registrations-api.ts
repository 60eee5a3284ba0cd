import type { FastifyInstance } from "fastify";
import type { GatewayContext } from "../context.ts";
import { OPERATIONS } from "../params/operations.ts";
import { executeInitialPayment } from "../payments/initial-payment.ts";
import { registrationAccount } from "../payments/registrations.ts";
import { notFound, validBody } from "./merchant-request.ts";
import { MERCHANT_API, merchantCall } from "./route-flags.ts";

/**
 * POST /v1/registrations/{id}/payments (spec 4): the stored account and the stored customer,
 * billing and shipping data are reused, also by the fraud check; the request's parameters win.
 */
export function registrationRoutes(app: FastifyInstance, ctx: GatewayContext) {
  app.post<{ Params: { id: string } }>("/v1/registrations/:id/payments", MERCHANT_API, (req, reply) => {
    const m = merchantCall(req);
    const params = validBody(req, reply, ctx, m, OPERATIONS.registrationPayment);
    if (!params) return;
    const r = ctx.store.registration(req.params.id);
    if (!r || r.entity_id !== params.entityId) return notFound(reply, m.now, "registration");
    const stored = registrationAccount(r);
    // overrideHolder (spec 2.3): the request's holder replaces an empty stored holder, for this payment only.
    const holder = params["card.holder"] ?? params["bankAccount.holder"];
    const account = params.overrideHolder === "true" && holder && !stored.holder ? { ...stored, holder } : stored;
    const merged = { ...(JSON.parse(r.params) as Record<string, string>), ...params };
    const out = executeInitialPayment(ctx, { entityId: r.entity_id, params: merged, stored: { account, registrationId: r.id } });
    return reply.code(out.status).send(out.body);
  });
}
