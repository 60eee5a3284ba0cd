import { type GatewayCore, plugin, type Room } from "../room.ts";
import { riskRoutes } from "./risk-api.ts";

/** The stand-alone fraud check, `POST /v2/riskShield` (spec 5). */
export function riskRoom(core: GatewayCore): Room {
  return { plugin: plugin("risk", (app) => void app.register(core.merchantApi((api) => riskRoutes(api, core.ctx)))) };
}
