import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from "fastify";
import type { GatewayContext } from "../context.ts";
import { type MerchantRequest, merchant } from "./merchant-request.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** A route of the merchant API (spec 5): the bearer token is checked before the handler runs. */
    merchantApi?: boolean;
    /** A route the throttle counts (spec 8: per operation and caller). */
    throttled?: boolean;
  }
  interface FastifyRequest {
    /** Set on merchant API routes once the token is checked: when, and which entities it may act for. */
    merchantCall?: MerchantRequest;
  }
}

/** Options of a merchant API route: authenticated and throttled. */
export const MERCHANT_API: RouteShorthandOptions = { config: { merchantApi: true, throttled: true } };
/** Options of a widget API route the throttle counts. */
export const THROTTLED: RouteShorthandOptions = { config: { throttled: true } };

/** The bearer authentication of every route flagged `merchantApi`: 401/403 before the handler, else `req.merchantCall`. */
export function registerMerchantAuth(app: FastifyInstance, ctx: GatewayContext): void {
  app.decorateRequest("merchantCall", undefined);
  app.addHook("onRequest", async (req, reply) => {
    if (!req.routeOptions.config.merchantApi) return;
    const m = merchant(req, reply, ctx);
    if (!m) return reply;
    req.merchantCall = m;
  });
}

/** The authenticated merchant call of a route flagged `merchantApi`. */
export function merchantCall(req: FastifyRequest): MerchantRequest {
  const m = req.merchantCall;
  if (!m) throw new Error(`${req.routeOptions.url} reads the merchant call but is not flagged merchantApi`);
  return m;
}
