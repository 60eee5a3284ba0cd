import type { FastifyReply, FastifyRequest } from "fastify";
import { CODES } from "../../shared/result-codes.ts";
import type { GatewayContext } from "../context.ts";
import type { Operation } from "../params/operations.ts";
import { validateRequest } from "../params/validate-request.ts";
import { authenticate } from "./auth.ts";
import { envelope } from "./envelope.ts";
import { formBody } from "./form-body.ts";

export interface MerchantRequest {
  readonly now: number;
  readonly entities: readonly string[];
}

/** Bearer authentication of the merchant API (spec 5); undefined when the reply was sent (401, 403). */
export function merchant(req: FastifyRequest, reply: FastifyReply, ctx: GatewayContext): MerchantRequest | undefined {
  const entities = authenticate(req, reply, ctx.tokens, ctx.now(undefined));
  // The account's own sandbox time (sandbox/clock.ts): each account's clock is its own.
  return entities ? { now: ctx.clock.accountNow(entities), entities } : undefined;
}

export function entityForbidden(reply: FastifyReply, now: number) {
  return reply.code(403).send(
    envelope(now, {
      code: CODES.notAuthorized,
      description: "user authorization failed: the access token is not valid for this entityId",
    }),
  );
}

export function notFound(reply: FastifyReply, now: number, what: string) {
  return reply.code(404).send(envelope(now, { code: CODES.invalidRequest, description: `no ${what} with this id for your entity` }));
}

/**
 * Validates a form body for an operation and checks its entityId against the token. Sends 400
 * (every offending parameter) or 403 and answers undefined; else the parameters to process.
 */
export function validBody(
  req: FastifyRequest,
  reply: FastifyReply,
  ctx: GatewayContext,
  m: MerchantRequest,
  op: Operation,
): Record<string, string> | undefined {
  const { errors, params, warnings } = validateRequest(formBody(req.body, true), op, ctx.config.unknownParameters, ctx.config.inputMode);
  if (warnings?.length) req.inputWarnings = warnings;
  if (errors.length > 0) {
    void reply.code(400).send(envelope(m.now, { code: CODES.invalidRequest, parameterErrors: errors }));
    return undefined;
  }
  if (!m.entities.includes(params.entityId ?? "")) {
    void entityForbidden(reply, m.now);
    return undefined;
  }
  return params;
}

/** entityId of a GET's query string: absent (or empty), or one the token may use and the resource belongs to. */
export function queryEntityMatches(query: unknown, entities: readonly string[], owner: string): boolean {
  const entityId = typeof query === "object" && query !== null ? (query as Record<string, unknown>).entityId : undefined;
  // An empty one is not sent (params/canonical-input.ts).
  return entities.includes(owner) && (entityId === undefined || entityId === "" || entityId === owner);
}
