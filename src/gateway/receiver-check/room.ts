import { describeRoute } from "../openapi/route-docs.ts";
import { type GatewayCore, plugin, type Room } from "../room.ts";
import { CHECK_ROWS, receiverCheckRoutes } from "./receiver-check-api.ts";

/** The receiver check: what the merchant's webhook receiver answers to genuine, repeated and forged notifications. */
export function receiverCheckRoom(core: GatewayCore): Room {
  const { ctx } = core;
  return {
    plugin: plugin("receiver check", (app) => {
      app.register(
        core.merchantApi((api) => receiverCheckRoutes(api, core.events.webhooks, ctx.store, core.fetch, ctx.config.webhookTimeoutMs)),
      );
    }),
    docs: [
      describeRoute(
        "Sandbox",
        "POST /sandbox/v1/webhooks/{id}/check",
        "Check a webhook's receiver: genuine, repeated and forged notifications",
        {
          body: { rows: CHECK_ROWS },
        },
      ),
    ],
  };
}
