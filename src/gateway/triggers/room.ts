import { describeRoute } from "../openapi/route-docs.ts";
import { type GatewayCore, plugin, type Room } from "../room.ts";
import { TRIGGER_ROWS, triggerRoutes } from "./triggers-api.ts";

/** Triggered events: any event the gateway sends, made to happen on demand by a real request of its API. */
export function triggersRoom(core: GatewayCore): Room {
  return {
    plugin: plugin("triggers", (app) => {
      app.register(core.merchantApi((api) => triggerRoutes(api)));
    }),
    docs: [
      describeRoute("Sandbox", "GET /sandbox/v1/triggers", "The triggers: each event the sandbox can make happen on demand", {
        query: [["entityId", "HEX32", "R"]],
      }),
      describeRoute(
        "Sandbox",
        "POST /sandbox/v1/triggers",
        "Make an event happen: a real request for your object or a new one, with your overrides",
        {
          body: {
            rows: TRIGGER_ROWS,
            more: "Every other parameter overrides one of the acting request (GET /sandbox/v1/triggers lists each trigger's request), which validates it as it validates any request.",
          },
        },
      ),
    ],
  };
}
