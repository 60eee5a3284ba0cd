import { describeRoute } from "../openapi/route-docs.ts";
import { type GatewayCore, plugin, type Room } from "../room.ts";
import { LOG_ROWS, logsRoutes } from "./logs-api.ts";
import { RECORDING_ROWS, recordingRoutes } from "./recording-api.ts";

/** The request log: the merchant API's recent requests and the shopper's steps, with answers, card data masked (`payment-widgets logs`). */
export function requestLogRoom(core: GatewayCore): Room {
  return {
    plugin: plugin("request log", (app) => {
      app.register(
        core.merchantApi((api) => {
          logsRoutes(api, core.requestLog);
          recordingRoutes(api, core.requestLog, core.events.webhooks);
        }),
      );
    }),
    docs: [
      describeRoute(
        "Sandbox",
        "GET /sandbox/v1/logs",
        "The merchant API's recent requests and the shopper's steps, with their answers, card data masked",
        {
          query: LOG_ROWS,
        },
      ),
      describeRoute(
        "Sandbox",
        "GET /sandbox/v1/recording",
        "The entity's session as a fixture to replay: each request and shopper's step with its answer, in order, and the events sent",
        {
          query: RECORDING_ROWS,
        },
      ),
    ],
  };
}
