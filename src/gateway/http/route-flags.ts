import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions, RouteShorthandOptions } from "fastify";
import { CODES } from "../../shared/result-codes.ts";
import type { GatewayContext } from "../context.ts";
import { envelope, type ParameterError } from "./envelope.ts";
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

/**
 * Adds `hook` to the onRequest hooks of each route whose options want it, as the route is registered (before
 * the route's own): other routes never run it, and no request reads its route's options to find out
 * (`req.routeOptions` builds an object of twelve fields at each read). Route hooks run after the
 * application's, these in the order they were added (as the global hooks they were ran), then the route's own.
 */
export function addRouteHook(app: FastifyInstance, hookFor: (route: RouteOptions) => onRequestHookHandler | undefined): void {
  app.addHook("onRoute", (route) => {
    const hook = hookFor(route);
    if (hook === undefined) return;
    const hooks = route.onRequest === undefined ? [] : [route.onRequest].flat();
    // After the flags' hooks added before it (throttle, then authentication, then the frames' check), before the route's own.
    let at = 0;
    while (at < hooks.length && FLAG_HOOKS.has(hooks[at] as onRequestHookHandler)) at++;
    hooks.splice(at, 0, hook);
    FLAG_HOOKS.add(hook);
    route.onRequest = hooks;
  });
}

const FLAG_HOOKS = new WeakSet<onRequestHookHandler>();

/** The routes flagged `merchantApi` of each gateway (method and path as registered), for tests over the whole table. */
const MERCHANT_ROUTES = new WeakMap<FastifyInstance, { method: string; url: string }[]>();
export const merchantApiRoutes = (app: FastifyInstance): readonly { method: string; url: string }[] => MERCHANT_ROUTES.get(app) ?? [];

/**
 * The bearer authentication of every route flagged `merchantApi`: 401/403 before the handler, else
 * `req.merchantCall`. Every answer of these routes — its data, its refusals — is `Cache-Control: no-store`
 * (a shared cache or the browser's must keep no merchant's data or credentials), whatever the route sets.
 */
export function registerMerchantAuth(app: FastifyInstance, ctx: GatewayContext): void {
  app.decorateRequest("merchantCall", undefined);
  const routes: { method: string; url: string }[] = [];
  MERCHANT_ROUTES.set(app, routes);
  app.addHook("onRoute", (route) => {
    if (route.config?.merchantApi) for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
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
  addRouteHook(app, (route) => (route.config?.merchantApi ? authenticate : undefined));
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
  addRouteHook(app, (route) => {
    const refusal = route.config?.framesOnly;
    if (refusal === undefined) return undefined;
    return (req, reply, done) => {
      void reply.header("cache-control", "no-store");
      if (widgetCaller(req, publicOrigin(req, ctx), ctx.config.frameAncestors).kind === "frame") return done();
      void reply.code(403).send(envelope(ctx.now(undefined), { code: CODES.notAuthorized, description: refusal }));
    };
  });
}

/** The authenticated merchant call of a route flagged `merchantApi`. */
export function merchantCall(req: FastifyRequest): MerchantRequest {
  const m = req.merchantCall;
  if (!m) throw new Error(`${req.routeOptions.url} reads the merchant call but is not flagged merchantApi`);
  return m;
}
