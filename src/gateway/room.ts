import type { FastifyInstance, FastifyPluginCallback } from "fastify";
import type { GatewayContext } from "./context.ts";
import type { DeliveryWorker } from "./events/delivery-worker.ts";
import type { EventOutbox } from "./events/outbox.ts";
import type { WebhookStore } from "./events/webhook-store.ts";
import type { CaseStore } from "./fraud-cases/case-store.ts";
import type { MerchantApi } from "./http/merchant-scope.ts";
import type { DueWork, TimedJob } from "./sandbox/due-work.ts";
import type { SqlDatabase } from "./store/sql-database.ts";

/**
 * What every room of the gateway builds on (server.ts makes it): settings, storage, clock, credentials
 * (`ctx`), the merchant API's scope, and the parts that hang on the store's writes — the event outbox and its
 * deliveries, the fraud cases — until those become listeners of the repositories.
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
  readonly events: { readonly outbox: EventOutbox; readonly webhooks: WebhookStore; readonly deliveries: DeliveryWorker };
  readonly cases: CaseStore;
  /** The time-driven work of every room, once all are built (the sandbox room moves the clock through it). */
  readonly work: () => DueWork;
}

/**
 * A capability of the gateway (checkouts, payments, events, schedules, settlement, the console, …): its routes
 * as one Fastify plugin — an encapsulated scope of its own — and the jobs it runs on the sandbox clock.
 * A new capability is a folder with a `room.ts` and one line in server.ts's list of rooms.
 */
export interface Room {
  readonly plugin: FastifyPluginCallback;
  readonly jobs?: readonly TimedJob[];
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
