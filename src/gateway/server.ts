import type { Server } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerFactory } from "fastify";
import { CODES } from "../shared/result-codes.ts";
import { checkoutsRoom } from "./checkouts/room.ts";
import type { GatewayConfig } from "./config.ts";
import { consoleRoom } from "./console/room.ts";
import type { GatewayContext } from "./context.ts";
import type { DeliveryWorker } from "./events/delivery-worker.ts";
import { eventCore } from "./events/event-core.ts";
import { eventsRoom } from "./events/room.ts";
import type { WebhookStore } from "./events/webhook-store.ts";
import { requestFaultHooks } from "./faults/request-faults.ts";
import { faultsRoom } from "./faults/room.ts";
import { fraudCasesRoom } from "./fraud-cases/room.ts";
import { envelope } from "./http/envelope.ts";
import { BODY_LIMIT, registerFormParser } from "./http/form-body.ts";
import { merchantScope } from "./http/merchant-scope.ts";
import { registerFramesOnly, registerInputWarnings } from "./http/route-flags.ts";
import { registerThrottle } from "./http/throttle.ts";
import { openApiRoom } from "./openapi/room.ts";
import { paymentsRoom } from "./payments/room.ts";
import { queryRoom } from "./query/room.ts";
import { receiverCheckRoom } from "./receiver-check/room.ts";
import { requestLog } from "./request-log/request-log.ts";
import { requestLogRoom } from "./request-log/room.ts";
import { riskRoom } from "./risk/room.ts";
import type { GatewayCore, Room } from "./room.ts";
import { type SandboxClock, sandboxClock } from "./sandbox/clock.ts";
import { type DueWork, dueWork } from "./sandbox/due-work.ts";
import { sandboxRoom } from "./sandbox/room.ts";
import { schedulesRoom } from "./schedules/room.ts";
import { settlementRoom } from "./settlement/room.ts";
import type { SettlementStore } from "./settlement/settlement-store.ts";
import { openStore } from "./store/db.ts";
import { threeDSecureRoom } from "./three-d-secure/room.ts";
import { SERVER_TLS_OPTIONS, type TlsMaterial } from "./tls.ts";
import { triggersRoom } from "./triggers/room.ts";
import { loadAssets } from "./widget-api/built-assets.ts";
import { widgetApiRoom } from "./widget-api/room.ts";

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
  readonly scheduler: ReturnType<typeof checkoutsRoom>["scheduler"];
  readonly clock: SandboxClock;
  readonly work: DueWork;
  readonly deliveries: DeliveryWorker;
  readonly webhooks: WebhookStore;
  readonly settlements: SettlementStore;
  /** Every route served, as "METHOD /path/{param}" (HEAD and OPTIONS aside): what the OpenAPI document must list. */
  readonly routes: readonly string[];
  /** The routes of the merchant API's scope (bearer token), as registered, once the gateway is ready. */
  readonly merchantRoutes: readonly { method: string; url: string }[];
}

/** Node's HTTPS server in the shape Fastify's HTTP typing expects (https.Server is a tls.Server, not an http.Server). */
function httpsFactory(tls: TlsMaterial): FastifyServerFactory<Server> {
  return (handler) => createHttpsServer({ ...SERVER_TLS_OPTIONS, cert: tls.cert, key: tls.key }, handler) as unknown as Server;
}

/** Builds the sandbox gateway. The caller listens (main.ts) or injects requests (tests). */
export function buildServer(config: GatewayConfig, options: ServerOptions = {}): GatewayRuntime {
  const store = openStore(config.db, config.sealingKey);
  const baseNow = options.now ?? Date.now;
  const accounts = config.accounts.map((a) => a.entityIds);
  const clock = sandboxClock(store.db, baseNow, accounts.flat());
  const now = clock.now;
  const events = eventCore(config, store.db, now, baseNow, options.fetch ?? fetch);
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
  const throttleScope = registerThrottle(
    app,
    config.rateLimit,
    (token) => clock.accountNow((token && ctx.tokens.get(token)) || []),
    (token) => ctx.tokens.has(token),
  );
  const requests = requestLog();
  const merchant = merchantScope(app, ctx, throttleScope, requests, requestFaultHooks(baseNow));
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
  let work: DueWork | undefined;
  const core: GatewayCore = {
    ctx,
    db: store.db,
    baseNow,
    fetch: options.fetch ?? fetch,
    merchantApi: merchant.merchantApi,
    events,
    requestLog: requests,
    work: () => {
      if (!work) throw new Error("the rooms' work is asked for before every room is built");
      return work;
    },
    routeDocs: () => rooms.flatMap((room) => room.docs ?? []),
  };
  // The gateway's rooms, one capability each (room.ts): their routes are Fastify plugins, their jobs run on the
  // sandbox clocks — those of one phase (due-work.ts) in this order.
  const checkouts = checkoutsRoom(core);
  const settlement = settlementRoom(core);
  const rooms: readonly Room[] = [
    sandboxRoom(core),
    schedulesRoom(core),
    paymentsRoom(core),
    settlement,
    checkouts,
    eventsRoom(core),
    fraudCasesRoom(core),
    riskRoom(core),
    widgetApiRoom(core),
    threeDSecureRoom(core),
    queryRoom(core),
    openApiRoom(core),
    consoleRoom(core),
    receiverCheckRoom(core),
    requestLogRoom(core),
    triggersRoom(core),
    faultsRoom(core),
  ];
  for (const room of rooms) app.register(room.plugin);
  work = dueWork(
    clock,
    accounts,
    rooms.flatMap((room) => room.jobs ?? []),
  );
  app.addHook("onClose", async () => {
    await events.deliveries.stop();
    store.close();
  });
  return {
    app,
    ctx,
    scheduler: checkouts.scheduler,
    clock,
    work,
    deliveries: events.deliveries,
    webhooks: events.webhooks,
    settlements: settlement.settlements,
    routes,
    merchantRoutes: merchant.routes,
  };
}
