import { rehearseCheckoutFaults } from "../faults/checkout-fault-hooks.ts";
import { logShopperSteps } from "../request-log/shopper-steps.ts";
import { type GatewayCore, plugin, type Room } from "../room.ts";
import { applePayRoutes } from "./apple-pay-api.ts";
import { assetRoutes } from "./assets.ts";
import { binLookupRoutes } from "./bin-lookup-api.ts";
import { redirectSimulatorRoutes } from "./redirect-simulator.ts";
import { widgetRoutes } from "./widget-api.ts";
import { widgetRegistrationRoutes } from "./widget-registration-api.ts";

/**
 * What the shopper's browser calls, with the checkout id as its capability and no token: the widget, its frames
 * and files, the checkout's configuration, payments and registrations from the form, BIN lookups, the bank
 * pages' simulator and Apple Pay's merchant validation.
 */
export function widgetApiRoom(core: GatewayCore): Room {
  const { ctx } = core;
  return {
    plugin: plugin("widget API", (app) => {
      // A checkout's rehearsed fault acts on the answer before the log keeps it (what the shopper's browser got).
      rehearseCheckoutFaults(app, core);
      logShopperSteps(app, core);
      widgetRoutes(app, ctx);
      binLookupRoutes(app, ctx);
      widgetRegistrationRoutes(app, ctx);
      redirectSimulatorRoutes(app, ctx);
      applePayRoutes(app, ctx);
      assetRoutes(app, ctx);
    }),
  };
}
