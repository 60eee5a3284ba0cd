import type {
  FastifyInstance,
  FastifyPluginCallback,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onResponseHookHandler,
  onSendHookHandler,
} from "fastify";
import type { GatewayContext } from "../context.ts";
import { answerDropped } from "../faults/request-faults.ts";
import { answeredRequest, type RequestLog } from "../request-log/request-log.ts";
import { entityForbidden, type MerchantRequest, merchant } from "./merchant-request.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** Set in the merchant API's scope once the token is checked: when, and which entities it may act for. */
    merchantCall?: MerchantRequest;
    /** The answer's text as sent, for the request log. */
    answerText?: string;
  }
}

/** Registers routes in the merchant API's scope. */
export type MerchantApi = (routes: (api: FastifyInstance) => void) => FastifyPluginCallback;

/**
 * The merchant API (spec 5) as an encapsulated Fastify scope: a room registers its merchant routes through
 * `merchantApi((api) => …)`, and every route in that scope — and no other — runs the scope's two hooks first: the throttle (so guessing tokens is throttled too), then one authentication hook (401/403, else
 * `req.merchantCall`). Every answer of the scope — its data, its refusals — is `Cache-Control: no-store` (a
 * shared cache or the browser's must keep no merchant's data or credentials), whatever the route sets.
 * `routes` lists what the scope holds ("METHOD /path"), for tests over the whole table.
 */
export function merchantScope(
  app: FastifyInstance,
  ctx: GatewayContext,
  throttle: ((routeUrl: string) => onRequestHookHandler) | undefined,
  log?: RequestLog,
  faults?: { choose: onRequestHookHandler; apply: onSendHookHandler },
) {
  app.decorateRequest("merchantCall", undefined);
  app.decorateRequest("answerText", undefined);
  app.decorateRequest("withheldAnswer", undefined);
  const routes: { method: string; url: string }[] = [];
  // Callback-style (no promise per request); a refusal is sent and `done` not called.
  const authenticate: onRequestHookHandler = (req, reply, done) => {
    void reply.header("cache-control", "no-store");
    const m = merchant(req, reply, ctx);
    if (!m) return;
    // An entityId in the query string the token may not use is refused before any lookup (403, as
    // for a body's entityId), so a client sees its configuration error instead of "not found".
    const entityId = (req.query as Record<string, unknown> | undefined)?.entityId;
    if (typeof entityId === "string" && !m.entities.includes(entityId)) return void entityForbidden(reply, m.now);
    req.merchantCall = m;
    done();
  };
  // The request log (request-log/request-log.ts): each answered request of the scope, with its answer's text.
  const keepAnswer: onSendHookHandler = (req, reply, payload, done) => {
    if (typeof payload === "string") req.answerText = payload;
    if (answerDropped(req)) logAnswered(req, reply);
    done(null, payload);
  };
  const record: onResponseHookHandler = (req, reply, done) => {
    logAnswered(req, reply);
    done();
  };
  const logAnswered = (req: FastifyRequest, reply: FastifyReply) => {
    const call = req.merchantCall;
    if (log && call) log.record(answeredRequest(req, reply, call));
  };
  const merchantApi: MerchantApi = (register) => (api, _options, done) => {
    // The scope's hooks go onto each of its routes as it is registered, ahead of the route's own: no request
    // reads its route's options to learn which route it is (`req.routeOptions` builds an object at each read).
    api.addHook("onRoute", (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
      const own = route.onRequest === undefined ? [] : [route.onRequest].flat();
      const scoped = faults ? [authenticate, faults.choose] : [authenticate];
      route.onRequest = throttle ? [throttle(route.url), ...scoped, ...own] : [...scoped, ...own];
      // A rehearsed fault (faults/request-faults.ts) changes the answer after the route's work; the log keeps what was sent.
      const sends = [...(route.onSend === undefined ? [] : [route.onSend].flat()), ...(faults ? [faults.apply] : [])];
      route.onSend = sends;
      if (log) {
        route.onSend = [...sends, keepAnswer];
        route.onResponse = [...(route.onResponse === undefined ? [] : [route.onResponse].flat()), record];
      }
    });
    register(api);
    done();
  };
  return { merchantApi, routes: routes as readonly { method: string; url: string }[] };
}

/** The authenticated merchant call of a route in the merchant API's scope. */
export function merchantCall(req: { merchantCall?: MerchantRequest; url: string }): MerchantRequest {
  const m = req.merchantCall;
  if (!m) throw new Error(`${req.url} reads the merchant call but is not in the merchant API's scope`);
  return m;
}
