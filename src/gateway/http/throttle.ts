import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from "fastify";
import { CODES } from "../../shared/result-codes.ts";
import { envelope, hexId } from "./envelope.ts";
import { addRouteHook } from "./route-flags.ts";

/**
 * Per-operation throttling (spec 8): at most `limit` requests per second per operation and caller
 * (a valid bearer token, else the client's address: a made-up Authorization header is no new
 * caller). Past it, HTTP 429 with result code 800.120.100 in a body that still holds id,
 * buildNumber, timestamp and ndc (spec 7.2). At most MAX_CALLERS windows are kept: past seconds are
 * evicted first, and while MAX_CALLERS callers are active in one second a new one waits (never
 * does a flood of new keys reset everyone's window).
 */
export const MAX_CALLERS = 10_000;

export function registerThrottle(
  app: FastifyInstance,
  limit: number,
  /** The caller's time: a token's, its account's sandbox clock (a move of the clock opens a new second); else the machine's. */
  now: (token?: string) => number,
  isToken: (token: string) => boolean,
  maxCallers = MAX_CALLERS,
): ((routeUrl: string) => onRequestHookHandler) | undefined {
  if (limit <= 0) return undefined;
  const windows = new Map<string, { second: number; count: number }>();
  const tooMany = (reply: FastifyReply) =>
    reply
      .code(429)
      .header("retry-after", "1")
      .send(envelope(now(), { code: CODES.throttled, description: "Too many requests. Please try again later." }, { id: hexId() }));
  // Only the routes flagged `throttled` (http/route-flags.ts: the widget's attempts) get
  // the hook. Callback-style (no promise per request): `done` lets the request on, a refusal is sent instead.
  const hookFor =
    (url: string): onRequestHookHandler =>
    (req, reply, done) => {
      if (admitted(req, url)) done();
      else void tooMany(reply);
    };
  addRouteHook(app, (route) => (route.config?.throttled ? hookFor(route.url) : undefined));
  // The merchant API's scope (merchant-scope.ts) throttles every route it holds with the hook for its route.
  return hookFor;
  function admitted(req: FastifyRequest, route: string): boolean {
    const auth = req.headers.authorization;
    const token = typeof auth === "string" && auth.startsWith("Bearer ") ? auth.slice(7) : undefined;
    const known = token !== undefined && isToken(token) ? token : undefined;
    const caller = known !== undefined ? `token ${known}` : `ip ${req.ip}`;
    const key = `${req.method} ${route} ${caller}`;
    const second = Math.floor(now(known) / 1000);
    const w = windows.get(key);
    if (!w || w.second !== second) {
      if (!w && windows.size >= maxCallers) {
        for (const [k, old] of windows) if (old.second !== second) windows.delete(k);
        if (windows.size >= maxCallers) return false;
      }
      windows.set(key, { second, count: 1 });
      return true;
    }
    w.count += 1;
    return w.count <= limit;
  }
}
