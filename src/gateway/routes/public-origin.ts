import type { FastifyRequest } from "fastify";
import type { GatewayContext } from "../context.ts";

/** The gateway's origin as browsers reach it: GATEWAY_PUBLIC_URL behind a proxy, else the request's own. */
export function publicOrigin(req: FastifyRequest, ctx: GatewayContext): string {
  return ctx.config.publicOrigin ?? `${req.protocol}://${req.host}`;
}
