import { describeRoute } from "../openapi/route-docs.ts";
import { type GatewayCore, plugin, type Room } from "../room.ts";
import { LOG_ROWS, logsRoutes } from "./logs-api.ts";

/** The request log: the merchant API's recent requests and answers, card data masked (`payment-widgets logs`). */
export function requestLogRoom(core: GatewayCore): Room {
  return {
    plugin: plugin("request log", (app) => {
      app.register(core.merchantApi((api) => logsRoutes(api, core.requestLog)));
    }),
    docs: [
      describeRoute("Sandbox", "GET /sandbox/v1/logs", "The merchant API's recent requests and answers, card data masked", {
        query: LOG_ROWS,
      }),
    ],
  };
}
