import { logShopperSteps } from "../request-log/shopper-steps.ts";
import { type GatewayCore, plugin, type Room } from "../room.ts";
import { threeDSecureRoutes } from "./three-d-secure-acs.ts";

/** The simulated access control server's challenge pages (3-D Secure). */
export function threeDSecureRoom(core: GatewayCore): Room {
  return {
    plugin: plugin("3-D Secure", (app) => {
      logShopperSteps(app, core);
      threeDSecureRoutes(app, core.ctx);
    }),
  };
}
