import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler, RouteHandlerMethod } from "fastify";
import { CODES } from "../../shared/result-codes.ts";
import type { GatewayContext } from "../context.ts";
import { envelope } from "../http/envelope.ts";
import { type Answer, type Answered, idempotentAttempt } from "../payments/idempotent-attempt.ts";
import { type Checkout, closedSession, toCheckout } from "./checkouts.ts";

/**
 * The widget API's checkout routes (`/v1/checkouts/:id/…`, the checkout id is the capability): the
 * checkout is loaded once, before the handler, by a route-level `preHandler`; the handler reads it
 * with `routeCheckout(req)`. An unknown id is a 404 the handler never sees.
 */
const loaded = new WeakMap<FastifyRequest, Checkout>();

export const NO_CHECKOUT = "no checkout with this id";

/** The preHandler that loads `req.params.id` (404 when there is no such checkout). */
export function loadCheckout(ctx: GatewayContext): preHandlerAsyncHookHandler {
  return async (req, reply) => {
    const { id } = req.params as { id?: string };
    const row = id === undefined ? undefined : ctx.store.checkout(id);
    if (!row) return reply.code(404).send(envelope(ctx.now(undefined), { code: CODES.invalidRequest, description: NO_CHECKOUT }));
    loaded.set(req, toCheckout(row));
  };
}

/** The checkout `loadCheckout` loaded for this request. */
export function routeCheckout(req: FastifyRequest): Checkout {
  const c = loaded.get(req);
  if (!c) throw new Error(`${req.routeOptions.url} reads its checkout but has no loadCheckout preHandler`);
  return c;
}

/** Payment or registration attempts one checkout answers (docs/integration.md "Security and failure handling"): card testing and disk use are bounded per checkout. */
export const MAX_ATTEMPTS = 10;
const TOO_MANY_ATTEMPTS = `this checkout had ${MAX_ATTEMPTS} attempts, the most one checkout answers: create a new checkout for the shopper`;

export interface AttemptRules {
  /** Why this checkout takes no attempt of this kind at all (the wrong endpoint for it), if so. */
  readonly wrongEndpoint: (c: Checkout) => string | undefined;
  /** Closes the session besides expiry and payment (a registration-only checkout that stored its card). */
  readonly alsoClosed?: (c: Checkout) => boolean;
}

/** A new attempt on checkout `c` (not a replay): every answer goes through `answer`, which stores it under the idempotency key. */
export type Attempt = (req: FastifyRequest, c: Checkout, now: number, answer: Answer) => Answered;

/**
 * The handler of an attempt endpoint (payment, registration): one IMMEDIATE transaction from the
 * idempotency lookup to the stored answer (idempotent-attempt.ts); inside it the checkout is read
 * again (another process may have paid it meanwhile), then refused when closed (expired, paid), sent
 * to the wrong endpoint, or over its attempt limit — in this order — before `attempt` runs.
 */
export function checkoutAttempt(ctx: GatewayContext, rules: AttemptRules, attempt: Attempt): RouteHandlerMethod {
  return (req: FastifyRequest, reply: FastifyReply) => {
    const { id, entityId } = routeCheckout(req);
    const now = ctx.now(entityId);
    return idempotentAttempt(req, reply, ctx.store, id, now, (answer) => {
      const row = ctx.store.checkout(id);
      if (!row) return answer(404, envelope(now, { code: CODES.invalidRequest, description: NO_CHECKOUT }));
      const c = toCheckout(row);
      const closed = closedSession(c, now) ?? (rules.alsoClosed?.(c) ? { code: CODES.sessionClosed } : undefined);
      if (closed) return answer(400, envelope(now, closed));
      const wrong = rules.wrongEndpoint(c);
      if (wrong) return answer(400, envelope(now, { code: CODES.invalidRequest, description: wrong }));
      if (!ctx.store.countAttempt(c.id, MAX_ATTEMPTS))
        return answer(400, envelope(now, { code: CODES.tooManyAttempts, description: TOO_MANY_ATTEMPTS }));
      return attempt(req, c, now, answer);
    });
  };
}
