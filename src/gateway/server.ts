import type { Server } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerFactory } from "fastify";
import { CODES } from "../shared/result-codes.ts";
import { checkoutRoutes } from "./checkouts/checkouts-api.ts";
import { resultUrlJob, resultUrlScheduler } from "./checkouts/result-url-scheduler.ts";
import type { GatewayConfig } from "./config.ts";
import { consoleData } from "./console/console-data.ts";
import { consoleRoutes } from "./console/console-routes.ts";
import { consoleSessions } from "./console/session-store.ts";
import type { GatewayContext } from "./context.ts";
import { type DeliveryWorker, deliveryWorker } from "./events/delivery-worker.ts";
import { notificationKey } from "./events/notification-signature.ts";
import { eventOutbox } from "./events/outbox.ts";
import { type WebhookStore, webhookStore } from "./events/webhook-store.ts";
import { webhookRoutes } from "./events/webhooks-api.ts";
import { withEvents } from "./events/with-events.ts";
import { caseStore } from "./fraud-cases/case-store.ts";
import { caseRoutes } from "./fraud-cases/cases-api.ts";
import { tiebackJob } from "./fraud-cases/tieback-job.ts";
import { withCases } from "./fraud-cases/with-cases.ts";
import { envelope } from "./http/envelope.ts";
import { BODY_LIMIT, registerFormParser } from "./http/form-body.ts";
import { registerFramesOnly, registerInputWarnings, registerMerchantAuth } from "./http/route-flags.ts";
import { registerThrottle } from "./http/throttle.ts";
import { openApiRoutes } from "./openapi/openapi-api.ts";
import { autoChargebackJob } from "./payments/auto-chargeback-job.ts";
import { chargebackRoutes } from "./payments/chargebacks-api.ts";
import { paymentRoutes } from "./payments/payments-api.ts";
import { registrationRoutes } from "./payments/registrations-api.ts";
import { queryRoutes } from "./query/query-api.ts";
import { riskRoutes } from "./risk/risk-api.ts";
import { type SandboxClock, sandboxClock } from "./sandbox/clock.ts";
import { type DueWork, dueWork } from "./sandbox/due-work.ts";
import { entityCredentialRoutes } from "./sandbox/entity-credentials-api.ts";
import { expiryJob } from "./sandbox/expiry-job.ts";
import { sandboxRoutes } from "./sandbox/sandbox-api.ts";
import { scheduleJob } from "./schedules/schedule-job.ts";
import { scheduleStore } from "./schedules/schedule-store.ts";
import { scheduleRoutes } from "./schedules/schedules-api.ts";
import { reportRoutes } from "./settlement/reports-api.ts";
import { settlementJob } from "./settlement/settlement-job.ts";
import { type SettlementStore, settlementStore } from "./settlement/settlement-store.ts";
import { openStore } from "./store/db.ts";
import { threeDSecureRoutes } from "./three-d-secure/three-d-secure-acs.ts";
import { SERVER_TLS_OPTIONS, type TlsMaterial } from "./tls.ts";
import { applePayRoutes } from "./widget-api/apple-pay-api.ts";
import { assetRoutes } from "./widget-api/assets.ts";
import { binLookupRoutes } from "./widget-api/bin-lookup-api.ts";
import { loadAssets } from "./widget-api/built-assets.ts";
import { redirectSimulatorRoutes } from "./widget-api/redirect-simulator.ts";
import { widgetRoutes } from "./widget-api/widget-api.ts";
import { widgetRegistrationRoutes } from "./widget-api/widget-registration-api.ts";

export interface ServerOptions {
  /** The machine's clock under the sandbox clock (expiry, throttling, calls back); tests move it. */
  readonly now?: () => number;
  /** The HTTP client of the calls back (shopperResultUrl, webhooks, notificationUrl); tests pass one that reaches a loopback server only. */
  readonly fetch?: typeof fetch;
  /** Serve HTTPS with this certificate and key (tls.ts); plain HTTP without. */
  readonly tls?: TlsMaterial | undefined;
}

/** What runs besides the routes: the calls back and the time-driven work, for main.ts and tests. */
export interface GatewayRuntime {
  readonly app: FastifyInstance;
  readonly ctx: GatewayContext;
  readonly scheduler: ReturnType<typeof resultUrlScheduler>;
  readonly clock: SandboxClock;
  readonly work: DueWork;
  readonly deliveries: DeliveryWorker;
  readonly webhooks: WebhookStore;
  readonly settlements: SettlementStore;
  /** Every route served, as "METHOD /path/{param}" (HEAD and OPTIONS aside): what the OpenAPI document must list. */
  readonly routes: readonly string[];
}

/** Node's HTTPS server in the shape Fastify's HTTP typing expects (https.Server is a tls.Server, not an http.Server). */
function httpsFactory(tls: TlsMaterial): FastifyServerFactory<Server> {
  return (handler) => createHttpsServer({ ...SERVER_TLS_OPTIONS, cert: tls.cert, key: tls.key }, handler) as unknown as Server;
}

/** Builds the sandbox gateway. The caller listens (main.ts) or injects requests (tests). */
export function buildServer(config: GatewayConfig, options: ServerOptions = {}): GatewayRuntime {
  const base = openStore(config.db, config.sealingKey);
  const baseNow = options.now ?? Date.now;
  const accounts = config.accounts.map((a) => a.entityIds);
  const clock = sandboxClock(base.db, baseNow, accounts.flat());
  const now = clock.now;
  const webhooks = webhookStore(base.db);
  const deliveries = deliveryWorker({
    repo: webhooks,
    now,
    baseNow,
    fetch: options.fetch ?? fetch,
    timeoutMs: config.webhookTimeoutMs,
    concurrency: 32,
    perReceiver: 8,
    notificationKey: (entityId) => {
      const account = config.accounts.find((a) => a.entityIds.includes(entityId));
      return account ? notificationKey(account.token, entityId) : undefined;
    },
  });
  const cases = caseStore(base.db);
  // Every payment and registration change becomes an event in the same transaction (events/with-events.ts);
  // a payment the fraud check sends to review opens a case (fraud-cases/with-cases.ts).
  const outbox = eventOutbox(webhooks, now, deliveries.pump);
  const store = withCases(withEvents(base, outbox), cases);
  const schedules = scheduleStore(base.db);
  const settlements = settlementStore(base.db);
  const tiebacks = tiebackJob(cases, now, options.fetch ?? fetch, config.webhookTimeoutMs);
  const tls = options.tls;
  const app = Fastify({
    // HTTPS (spec 5.1) on Node's own server; Fastify reads req.protocol from the socket.
    ...(tls ? { serverFactory: httpsFactory(tls) } : {}),
    logger: config.logger ? { level: "info" } : false,
    trustProxy: false,
    // The router's own refusals (a bad percent-encoding, an id past maxParamLength) get the envelope too.
    frameworkErrors: (err, _req, reply: FastifyReply) =>
      reply
        .code(err.statusCode ?? 400)
        .send(envelope(baseNow(), { code: CODES.invalidRequest, description: `invalid request: ${err.message}` })),
  });
  const routes: string[] = [];
  app.addHook("onRoute", (r) => {
    for (const m of [r.method].flat()) if (m !== "HEAD" && m !== "OPTIONS") routes.push(`${m} ${r.url.replace(/:(\w+)/g, "{$1}")}`);
    // A synchronous handler that returns its reply (`return reply.send(…)`) would make Fastify wait on the
    // reply as on a promise — end-of-stream listeners on every response, 1–2 % of a payment's CPU — for a
    // reply already on its way: such a handler returns nothing to Fastify instead.
    const handler = r.handler;
    r.handler = function (this: FastifyInstance, req, reply) {
      const out = handler.call(this, req, reply);
      return out === reply ? undefined : out;
    };
  });
  const ctx: GatewayContext = {
    config,
    store,
    assets: loadAssets(config.distDir),
    tokens: new Map(config.accounts.map((a) => [a.token, a.entityIds])),
    now,
    clock,
  };
  // One sandbox clock for every process on the database, read again for each batch of requests: the requests one
  // poll of the event loop takes in all arrived before the reading that the first of them to ask the time makes,
  // so each sees every move made before it was sent (a move through another process included), and they share
  // that reading instead of one each. Hooks every request runs are callback-style: no promise per hook and request.
  let batchOpen = false;
  const batchEnded = () => {
    batchOpen = false;
  };
  app.addHook("onRequest", (_req, _reply, done) => {
    if (!batchOpen) {
      batchOpen = true;
      clock.invalidate();
      setImmediate(batchEnded);
    }
    done();
  });
  registerFormParser(app);
  registerThrottle(
    app,
    config.rateLimit,
    (token) => clock.accountNow((token && ctx.tokens.get(token)) || []),
    (token) => ctx.tokens.has(token),
  );
  registerMerchantAuth(app, ctx);
  registerFramesOnly(app, ctx);
  registerInputWarnings(app);
  app.addHook("onSend", (_req, reply, payload, done) => {
    reply.header("x-content-type-options", "nosniff");
    // Group commit: nothing is answered before what the request wrote is on disk.
    store.settled().then(() => done(null, payload), done);
  });
  app.setErrorHandler((err: { statusCode?: number; message: string }, _req, reply) => {
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    const description =
      status === 415
        ? "unsupported content type: send the parameters as application/x-www-form-urlencoded; charset=UTF-8"
        : status === 413
          ? `invalid request: the body is larger than ${BODY_LIMIT / 1024} KB, the most the gateway reads`
          : status < 500
            ? `invalid request: ${err.message}`
            : "internal error in the sandbox gateway";
    if (status >= 500) app.log.error(err);
    return reply.code(status).send(envelope(baseNow(), { code: status < 500 ? CODES.invalidRequest : CODES.internalError, description }));
  });
  app.setNotFoundHandler((req, reply) =>
    reply
      .code(404)
      .send(envelope(baseNow(), { code: CODES.invalidRequest, description: `no such endpoint: ${req.method} ${req.url.split("?")[0]}` })),
  );
  checkoutRoutes(app, ctx);
  paymentRoutes(app, ctx);
  registrationRoutes(app, ctx, schedules, outbox);
  riskRoutes(app, ctx);
  widgetRoutes(app, ctx);
  binLookupRoutes(app, ctx);
  threeDSecureRoutes(app, ctx);
  widgetRegistrationRoutes(app, ctx);
  redirectSimulatorRoutes(app, ctx);
  applePayRoutes(app, ctx);
  assetRoutes(app, ctx);
  const scheduler = resultUrlScheduler(store, now, accounts.flat(), options.fetch, config.frameAncestors);
  const work = dueWork(clock, accounts, [
    // State changes first (expiry, scheduled charges), then the calls that tell about them.
    expiryJob(base.db, ctx),
    scheduleJob(ctx, schedules),
    autoChargebackJob(base.db, ctx),
    settlementJob(ctx, settlements),
    resultUrlJob(scheduler),
    { name: "deliveries", nextDue: deliveries.nextDue, run: deliveries.drain },
    tiebacks,
  ]);
  scheduleRoutes(app, ctx, schedules, outbox);
  chargebackRoutes(app, ctx);
  queryRoutes(app, ctx);
  reportRoutes(app, settlements);
  openApiRoutes(app, ctx);
  caseRoutes(app, cases, tiebacks);
  consoleRoutes(app, ctx, consoleData(base.db), consoleSessions(base.db));
  sandboxRoutes(app, clock, work);
  entityCredentialRoutes(app, ctx);
  webhookRoutes(app, webhooks, deliveries);
  app.addHook("onClose", async () => {
    await deliveries.stop();
    store.close();
  });
  return { app, ctx, scheduler, clock, work, deliveries, webhooks, settlements, routes };
}
