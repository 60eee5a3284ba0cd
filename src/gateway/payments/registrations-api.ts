import type { FastifyInstance, FastifyReply } from "fastify";
import { CODES, isSuccessCode } from "../../shared/result-codes.ts";
import type { GatewayContext } from "../context.ts";
import type { EventOutbox } from "../events/outbox.ts";
import { envelope, newRegistrationId } from "../http/envelope.ts";
import { notFound, queryEntityMatches, validBody } from "../http/merchant-request.ts";
import { merchantCall } from "../http/merchant-scope.ts";
import { sendReply } from "../http/send-reply.ts";
import { OPERATIONS } from "../params/operations.ts";
import { riskCheck } from "../risk/risk-api.ts";
import type { ScheduleStore } from "../schedules/schedule-store.ts";
import { deleteSchedule } from "../schedules/schedules-api.ts";
import { decideAccount } from "../simulator/account-ref.ts";
import { forcedResultCode } from "../simulator/test-switches.ts";
import { ownFields } from "../widget-api/own-fields.ts";
import { executeInitialPayment } from "./initial-payment.ts";
import { registrationAccount, registrationParams, registrationResponse } from "./registrations.ts";

type Id = { Params: { id: string } };

export const REGISTRATION_DELETED = "this registration was deleted (DELETE /v1/registrations/{id}): store the payment data again";

/**
 * Registrations (tokens, spec 4, the established platform's paths): store payment data without a
 * payment, read it masked, delete it; pay over it (the stored account and customer data are reused,
 * also by the fraud check; the request's parameters win); a fraud check against it without a payment.
 */
export function registrationRoutes(app: FastifyInstance, ctx: GatewayContext, schedules: ScheduleStore, outbox: EventOutbox) {
  const gone = (reply: FastifyReply, id: string, now: number, entities: readonly string[]) =>
    ctx.store.registrationDeleted(id, entities)
      ? reply.code(400).send(envelope(now, { code: CODES.invalidRequest, description: REGISTRATION_DELETED }))
      : notFound(reply, now, "registration");

  app.post("/v1/registrations", (req, reply) => {
    const m = merchantCall(req);
    const params = validBody(req, reply, ctx, m, OPERATIONS.registration);
    if (!params) return;
    const decision = decideAccount(params, new Date(m.now));
    if (decision.parameterErrors)
      return reply.code(400).send(envelope(m.now, { code: decision.code, parameterErrors: decision.parameterErrors }));
    const code = forcedResultCode(params) ?? decision.code;
    if (!isSuccessCode(code) || !decision.ref) return reply.code(400).send(envelope(m.now, { code }));
    const row = {
      id: newRegistrationId(),
      entity_id: params.entityId ?? "",
      created_at: m.now,
      account: JSON.stringify(decision.ref),
      params: JSON.stringify(registrationParams(params)),
      checkout_id: null,
    };
    ctx.store.insertRegistration(row);
    return reply.send(registrationResponse(row, m.now));
  });

  app.get<Id>("/v1/registrations/:id", (req, reply) => {
    const m = merchantCall(req);
    const r = ctx.store.registration(req.params.id);
    if (!r || !queryEntityMatches(req.query, m.entities, r.entity_id)) return gone(reply, req.params.id, m.now, m.entities);
    return reply.header("cache-control", "no-store").send(registrationResponse(r, m.now));
  });

  app.delete<Id>("/v1/registrations/:id", (req, reply) => {
    const m = merchantCall(req);
    const r = ctx.store.registration(req.params.id);
    if (!r || !queryEntityMatches(req.query, m.entities, r.entity_id)) return gone(reply, req.params.id, m.now, m.entities);
    // Its schedules end with it: nothing is charged over a deleted registration.
    ctx.store.atomically(() => {
      for (const s of schedules.ofRegistration(r.id)) deleteSchedule(ctx, schedules, outbox, s.id, s.entity_id, m.now);
      ctx.store.deleteRegistration(r.id, r.entity_id, m.now);
    });
    return reply.send(envelope(m.now, { code: CODES.requestOk }, { id: r.id }));
  });

  app.post<Id>("/v1/registrations/:id/payments", (req, reply) => {
    const m = merchantCall(req);
    const params = validBody(req, reply, ctx, m, OPERATIONS.registrationPayment);
    if (!params) return;
    const r = ctx.store.registration(req.params.id);
    if (!r || r.entity_id !== params.entityId) return gone(reply, req.params.id, m.now, m.entities);
    const stored = registrationAccount(r);
    // overrideHolder (spec 2.3): the request's holder replaces an empty stored holder, for this payment only.
    const holder = params["card.holder"] ?? params["bankAccount.holder"];
    const account = params.overrideHolder === "true" && holder && !stored.holder ? Object.assign(ownFields(stored), { holder }) : stored;
    const merged = { ...(JSON.parse(r.params) as Record<string, string>), ...params };
    const out = executeInitialPayment(ctx, { entityId: r.entity_id, params: merged, stored: { account, registrationId: r.id } });
    return sendReply(reply, out);
  });

  // A fraud check against a registration without a payment (spec 4, path not shown): the stored customer data is checked with the request's.
  app.post<Id>("/v2/registrations/:id/riskShield", (req, reply) => {
    const m = merchantCall(req);
    const params = validBody(req, reply, ctx, m, OPERATIONS.riskShield);
    if (!params) return;
    const r = ctx.store.registration(req.params.id);
    if (!r || r.entity_id !== params.entityId) return gone(reply, req.params.id, m.now, m.entities);
    const out = riskCheck(ctx, m.now, { ...(JSON.parse(r.params) as Record<string, string>), ...params }, r.id);
    return sendReply(reply, out);
  });
}
