import type { FastifyInstance, FastifyPluginCallback } from "fastify";
import type { GatewayContext } from "./context.ts";
import type { EventCore } from "./events/event-core.ts";
import type { MerchantApi } from "./http/merchant-scope.ts";
import type { RouteDoc } from "./openapi/route-docs.ts";
import type { RequestLog } from "./request-log/request-log.ts";
import type { DueWork, TimedJob } from "./sandbox/due-work.ts";
import type { SqlDatabase } from "./store/sql-database.ts";

/**
 * What every room of the gateway builds on (server.ts makes it): settings, storage, clock, credentials
 * (`ctx`), the merchant API's scope, and the event outbox every room may emit to. Work that follows a write
 * listens to the store (`ctx.store.listen`, store/write-listeners.ts) from the room it belongs to.
 */
export interface GatewayCore {
  readonly ctx: GatewayContext;
  /** The connection, for the repositories a room keeps beside its routes (routes themselves never use it). */
  readonly db: SqlDatabase;
  /** The machine's clock under the sandbox clocks. */
  readonly baseNow: () => number;
  /** The HTTP client of the calls back (tests pass one that reaches a loopback server only). */
  readonly fetch: typeof fetch;
  /** Registers a room's merchant routes behind the bearer token (http/merchant-scope.ts). */
  readonly merchantApi: MerchantApi;
  /** The event outbox every room may emit to, the receivers and the delivery worker (events/event-core.ts). */
  readonly events: EventCore;
  /** The merchant API's recent requests and the shopper's steps, with answers, card data masked (request-log/request-log.ts). */
  readonly requestLog: RequestLog;
  /** The time-driven work of every room, once all are built (the sandbox room moves the clock through it). */
  readonly work: () => DueWork;
  /** The OpenAPI rows every room declares, once all are built (the openapi room serves them). */
  readonly routeDocs: () => readonly RouteDoc[];
}

/**
 * A capability of the gateway (checkouts, payments, events, schedules, settlement, the console, …): its routes
 * as one Fastify plugin — an encapsulated scope of its own — and the jobs it runs on the sandbox clock.
 * A new capability is a folder with a `room.ts` and one line in server.ts's list of rooms.
 */
export interface Room {
  readonly plugin: FastifyPluginCallback;
  readonly jobs?: readonly TimedJob[];
  /** Its routes' rows of the OpenAPI document (openapi/route-docs.ts), when it describes them itself. */
  readonly docs?: readonly RouteDoc[];
}

/** A room's routes as a Fastify plugin, named for Fastify's plugin tree (`app.printPlugins()`). */
export function plugin(name: string, routes: (app: FastifyInstance) => void): FastifyPluginCallback {
  const registered: FastifyPluginCallback = (app, _options, done) => {
    routes(app);
    done();
  };
  Object.defineProperty(registered, Symbol.for("fastify.display-name"), { value: name });
  return registered;
}
