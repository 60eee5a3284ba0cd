import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from "fastify";
import { CODES } from "../../shared/result-codes.ts";
import type { GatewayContext } from "../context.ts";
import { envelope, type ParameterError } from "../envelope.ts";
import { entityForbidden, type MerchantRequest, merchant } from "./merchant-request.ts";
import { publicOrigin } from "./public-origin.ts";
import { widgetCaller } from "./widget-caller.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** A route of the merchant API (spec 5): the bearer token is checked before the handler runs. */
    merchantApi?: boolean;
    /** A route the throttle counts (spec 8: per operation and caller). */
    throttled?: boolean;
    /** A widget route only the gateway's own hosted fields may call: the refusal's description for anyone else. */
    framesOnly?: string;
  }
  interface FastifyRequest {
    /** Set on merchant API routes once the token is checked: when, and which entities it may act for. */
    merchantCall?: MerchantRequest;
    /** Tolerant mode (GATEWAY_INPUT=tolerant): what the request sent that the specification refuses, accepted. */
    inputWarnings?: readonly ParameterError[];
  }
}

/** Options of a merchant API route: authenticated and throttled. */
export const MERCHANT_API: RouteShorthandOptions = { config: { merchantApi: true, throttled: true } };
/** Options of a widget API route the throttle counts. */
export const THROTTLED: RouteShorthandOptions = { config: { throttled: true } };
/** Options of a widget route for the hosted fields only (card data: BIN lookups, registrations): throttled, refused to anyone else. */
export const framesOnly = (refusal: string): RouteShorthandOptions => ({ config: { throttled: true, framesOnly: refusal } });

/** The bearer authentication of every route flagged `merchantApi`: 401/403 before the handler, else `req.merchantCall`. */
export function registerMerchantAuth(app: FastifyInstance, ctx: GatewayContext): void {
  app.decorateRequest("merchantCall", undefined);
  // Callback-style (no promise per request); a refusal is sent and `done` not called.
  app.addHook("onRequest", (req, reply, done) => {
    if (!req.routeOptions.config.merchantApi) return done();
    const m = merchant(req, reply, ctx);
    if (!m) return;
    // An entityId in the query string the token may not use is refused before any lookup (403, as
    // for a body's entityId), so a client sees its configuration error instead of "not found".
    const entityId = (req.query as Record<string, unknown> | undefined)?.entityId;
    if (typeof entityId === "string" && !m.entities.includes(entityId)) return void entityForbidden(reply, m.now);
    req.merchantCall = m;
    done();
  });
}

/**
 * Tolerant mode's warnings reach the merchant in the answer itself: `result.parameterWarnings`
 * (name, value, message — like parameterErrors), on whatever the route answered.
 */
export function registerInputWarnings(app: FastifyInstance): void {
  app.decorateRequest("inputWarnings", undefined);
  app.addHook("onSend", (req, _reply, payload, done) => {
    const warnings = req.inputWarnings;
    if (!warnings?.length || typeof payload !== "string") return done(null, payload);
    try {
      const body = JSON.parse(payload) as { result?: Record<string, unknown> };
      if (!body.result) return done(null, payload);
      body.result.parameterWarnings = warnings;
      done(null, JSON.stringify(body));
    } catch {
      done(null, payload);
    }
  });
}

/**
 * The caller check of every route flagged `framesOnly`: `Cache-Control: no-store`, and 403 with the
 * route's refusal unless the request comes from the gateway's own pages (widget-caller.ts).
 */
export function registerFramesOnly(app: FastifyInstance, ctx: GatewayContext): void {
  app.addHook("onRequest", (req, reply, done) => {
    const refusal = req.routeOptions.config.framesOnly;
    if (refusal === undefined) return done();
    void reply.header("cache-control", "no-store");
    if (widgetCaller(req, publicOrigin(req, ctx), ctx.config.frameAncestors).kind === "frame") return done();
    void reply.code(403).send(envelope(ctx.now(), { code: CODES.notAuthorized, description: refusal }));
  });
}

/** The authenticated merchant call of a route flagged `merchantApi`. */
export function merchantCall(req: FastifyRequest): MerchantRequest {
  const m = req.merchantCall;
  if (!m) throw new Error(`${req.routeOptions.url} reads the merchant call but is not flagged merchantApi`);
  return m;
}
