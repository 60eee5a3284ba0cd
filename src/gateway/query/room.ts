import { type GatewayCore, plugin, type Room } from "../room.ts";
import { queryRoutes, resultCodeRoutes } from "./query-api.ts";

/** The back office's transaction query (`/v1/query`, `/v3/query`, `GET /v1/payments`), and the result codes. */
export function queryRoom(core: GatewayCore): Room {
  return {
    plugin: plugin("query", (app) => {
      app.register(core.merchantApi((api) => queryRoutes(api, core.ctx)));
      resultCodeRoutes(app);
    }),
  };
}
