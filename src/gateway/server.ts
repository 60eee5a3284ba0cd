import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import { CODES } from "../shared/result-codes.ts";
import { loadAssets } from "./built-assets.ts";
import type { GatewayConfig } from "./config.ts";
import type { GatewayContext } from "./context.ts";
import { openStore } from "./db.ts";
import { envelope } from "./envelope.ts";
import { resultUrlScheduler } from "./result-url-scheduler.ts";
import { applePayRoutes } from "./routes/apple-pay-api.ts";
import { assetRoutes } from "./routes/assets.ts";
import { binLookupRoutes } from "./routes/bin-lookup-api.ts";
import { checkoutRoutes } from "./routes/checkouts-api.ts";
import { registerFormParser } from "./routes/form-body.ts";
import { paymentRoutes } from "./routes/payments-api.ts";
import { redirectSimulatorRoutes } from "./routes/redirect-simulator.ts";
import { registrationRoutes } from "./routes/registrations-api.ts";
import { riskRoutes } from "./routes/risk-api.ts";
import { registerFramesOnly, registerMerchantAuth } from "./routes/route-flags.ts";
import { threeDSecureRoutes } from "./routes/three-d-secure-acs.ts";
import { widgetRoutes } from "./routes/widget-api.ts";
import { widgetRegistrationRoutes } from "./routes/widget-registration-api.ts";
import { registerThrottle } from "./throttle.ts";

export interface ServerOptions {
  /** Clock for expiry, throttling and the shopperResultUrl call; tests move it. */
  readonly now?: () => number;
  /** The HTTP client of the shopperResultUrl call; tests pass one that reaches a loopback server only. */
  readonly fetch?: typeof fetch;
}

/** Builds the sandbox gateway. The caller listens (main.ts) or injects requests (tests). */
export function buildServer(
  config: GatewayConfig,
  options: ServerOptions = {},
): { app: FastifyInstance; ctx: GatewayContext; scheduler: ReturnType<typeof resultUrlScheduler> } {
  const now = options.now ?? Date.now;
  const app = Fastify({
    logger: config.logger ? { level: "info" } : false,
    trustProxy: false,
    // The router's own refusals (a bad percent-encoding, an id past maxParamLength) get the envelope too.
    frameworkErrors: (err, _req, reply: FastifyReply) =>
      reply
        .code(err.statusCode ?? 400)
        .send(envelope(now(), { code: CODES.invalidRequest, description: `invalid request: ${err.message}` })),
  });
  const store = openStore(config.db);
  const ctx: GatewayContext = {
    config,
    store,
    assets: loadAssets(config.distDir),
    tokens: new Map([[config.token, [config.entityId]]]),
    now,
  };
  registerFormParser(app);
  registerThrottle(app, config.rateLimit, ctx.now, (token) => ctx.tokens.has(token));
  registerMerchantAuth(app, ctx);
  registerFramesOnly(app, ctx);
  app.addHook("onSend", async (_req, reply) => {
    reply.header("x-content-type-options", "nosniff");
  });
  app.setErrorHandler((err: { statusCode?: number; message: string }, _req, reply) => {
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    const description =
      status === 415
        ? "unsupported content type: send the parameters as application/x-www-form-urlencoded; charset=UTF-8"
        : status < 500
          ? `invalid request: ${err.message}`
          : "internal error in the sandbox gateway";
    if (status >= 500) app.log.error(err);
    return reply.code(status).send(envelope(ctx.now(), { code: status < 500 ? CODES.invalidRequest : CODES.internalError, description }));
  });
  app.setNotFoundHandler((req, reply) =>
    reply
      .code(404)
      .send(envelope(ctx.now(), { code: CODES.invalidRequest, description: `no such endpoint: ${req.method} ${req.url.split("?")[0]}` })),
  );
  checkoutRoutes(app, ctx);
  paymentRoutes(app, ctx);
  registrationRoutes(app, ctx);
  riskRoutes(app, ctx);
  widgetRoutes(app, ctx);
  binLookupRoutes(app, ctx);
  threeDSecureRoutes(app, ctx);
  widgetRegistrationRoutes(app, ctx);
  redirectSimulatorRoutes(app, ctx);
  applePayRoutes(app, ctx);
  assetRoutes(app, ctx);
  app.addHook("onClose", async () => store.close());
  return { app, ctx, scheduler: resultUrlScheduler(store, ctx.now, options.fetch, config.frameAncestors) };
}
