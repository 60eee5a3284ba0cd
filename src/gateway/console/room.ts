import { describeRoute } from "../openapi/route-docs.ts";
import { type GatewayCore, plugin, type Room } from "../room.ts";
import { consoleData } from "./console-data.ts";
import { consoleRoutes } from "./console-routes.ts";
import { consoleSessions } from "./session-store.ts";

/** The sandbox console (`/sandbox/console`): its own sign-in with the token, a session cookie, no script. */
export function consoleRoom(core: GatewayCore): Room {
  return {
    plugin: plugin("console", (app) => consoleRoutes(app, core.ctx, consoleData(core.db), consoleSessions(core.db))),
    docs: [
      describeRoute(
        "Sandbox",
        "GET /sandbox/console/payments/{id}",
        "A payment's story in the console: checkout, operations, events, deliveries (HTML)",
        {
          caller: "session",
          produces: "text/html",
        },
      ),
      describeRoute(
        "Sandbox",
        "GET /sandbox/console/recording",
        "The entity's session as a fixture file to download (what payment-widgets record writes)",
        {
          caller: "session",
          query: [["entityId", "HEX32", "R"]],
        },
      ),
    ],
  };
}
