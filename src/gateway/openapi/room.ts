import { type GatewayCore, plugin, type Room } from "../room.ts";
import { openApiRoutes } from "./openapi-api.ts";

/** The OpenAPI document of the gateway's interface (`/v1/openapi.json`). */
export function openApiRoom(core: GatewayCore): Room {
  return { plugin: plugin("OpenAPI", (app) => openApiRoutes(app, core.ctx, core.routeDocs)) };
}
