import { type GatewayCore, plugin, type Room } from "../room.ts";
import { eventListener } from "./event-listener.ts";
import { webhookRoutes } from "./webhooks-api.ts";

/** Webhooks: the merchant's receivers, the deliveries of every event (retried on the sandbox clock), redelivery. */
export function eventsRoom(core: GatewayCore): Room {
  const { webhooks, deliveries, outbox } = core.events;
  // Every payment and registration change becomes an event, in the same transaction.
  core.ctx.store.listen(eventListener(outbox));
  return {
    plugin: plugin("events", (app) => {
      app.register(core.merchantApi((api) => webhookRoutes(api, webhooks, deliveries)));
    }),
    jobs: [{ name: "deliveries", phase: "calls", nextDue: deliveries.nextDue, run: deliveries.drain }],
  };
}
