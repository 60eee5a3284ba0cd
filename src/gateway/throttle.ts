import type { FastifyInstance } from "fastify";
import { envelope, hexId } from "./envelope.ts";

/**
 * Per-operation throttling (spec 8): at most `limit` requests per second per operation and caller
 * (bearer token, or client address for the widget's endpoints). Past it, HTTP 429 with result code
 * 800.120.100 in a body that still holds id, buildNumber, timestamp and ndc (spec 7.2).
 */
export function registerThrottle(app: FastifyInstance, limit: number, now: () => number) {
  if (limit <= 0) return;
  const windows = new Map<string, { second: number; count: number }>();
  app.addHook("onRequest", async (req, reply) => {
    const route = req.routeOptions.url;
    if (route === undefined || !/^\/v[12]\/(payments|checkouts|registrations|riskShield)/.test(route) || route.endsWith("/config")) return;
    const caller = req.headers.authorization ?? req.ip;
    const key = `${req.method} ${route} ${caller}`;
    const second = Math.floor(now() / 1000);
    const w = windows.get(key);
    if (!w || w.second !== second) {
      if (windows.size > 10_000) windows.clear();
      windows.set(key, { second, count: 1 });
      return;
    }
    w.count += 1;
    if (w.count <= limit) return;
    return reply
      .code(429)
      .header("retry-after", "1")
      .send(envelope(now(), { code: "800.120.100", description: "Too many requests. Please try again later." }, { id: hexId() }));
  });
}
