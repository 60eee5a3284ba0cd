import type { FastifyRequest } from "fastify";
import type { GatewayContext } from "../context.ts";

/** Names that always mean this machine: a Host header with one of them cannot point a browser elsewhere. */
const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/**
 * The gateway's origin as browsers reach it: GATEWAY_PUBLIC_URL behind a proxy, else the request's
 * own, but only when its Host is a loopback name or the address the gateway listens on. Any other
 * Host (a forged header) never becomes part of an address the gateway hands out (redirect.url, the
 * bank page): it is replaced by http(s)://localhost:{PORT}. Set GATEWAY_PUBLIC_URL when browsers reach
 * the gateway by another name.
 */
export function publicOrigin(req: FastifyRequest, ctx: GatewayContext): string {
  if (ctx.config.publicOrigin) return ctx.config.publicOrigin;
  const hostname = req.hostname.toLowerCase();
  const trusted = LOOPBACK.has(hostname) || hostname.endsWith(".localhost") || hostname === ctx.config.host.toLowerCase();
  if (trusted && /^[A-Za-z0-9.:[\]-]{1,300}$/.test(req.host)) return `${req.protocol}://${req.host}`;
  return `${req.protocol}://localhost:${req.socket?.localPort ?? ctx.config.port}`;
}
