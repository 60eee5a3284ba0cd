import type { FastifyInstance, onRequestHookHandler, RouteOptions, RouteShorthandOptions } from "fastify";
import { CODES } from "../../shared/result-codes.ts";
import type { GatewayContext } from "../context.ts";
import { envelope, type ParameterError } from "./envelope.ts";
import { publicOrigin } from "./public-origin.ts";
import { widgetCaller } from "./widget-caller.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** A route the throttle counts (spec 8: per operation and caller). */
    throttled?: boolean;
    /** A widget route only the gateway's own hosted fields may call: the refusal's description for anyone else. */
    framesOnly?: string;
  }
  interface FastifyRequest {
    /** Tolerant mode (GATEWAY_INPUT=tolerant): what the request sent that the specification refuses, accepted. */
    inputWarnings?: readonly ParameterError[];
  }
}

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
    // After the flags' hooks added before it (the throttle, then the frames' check), before the route's own.
    let at = 0;
    while (at < hooks.length && FLAG_HOOKS.has(hooks[at] as onRequestHookHandler)) at++;
    hooks.splice(at, 0, hook);
    FLAG_HOOKS.add(hook);
    route.onRequest = hooks;
  });
}

const FLAG_HOOKS = new WeakSet<onRequestHookHandler>();

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
