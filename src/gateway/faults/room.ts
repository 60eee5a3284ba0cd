import { describeRoute } from "../openapi/route-docs.ts";
import { type GatewayCore, plugin, type Room } from "../room.ts";
import { checkoutFaults } from "./checkout-faults.ts";
import { CHECKOUT_FAULT_ROWS, checkoutFaultRoutes } from "./checkout-faults-api.ts";
import { FAULT_ROWS, webhookFaultRoutes } from "./webhook-faults-api.ts";

/**
 * Faults rehearsed on purpose (docs/faults.md): a webhook's next events duplicated, late, out of order or failing
 * first; the shopper's next attempts of a checkout meeting a request fault (run in the widget API's room,
 * checkout-fault-hooks.ts). The request faults (X-Sandbox-Fault) run in the merchant API's scope itself (request-faults.ts).
 */
export function faultsRoom(core: GatewayCore): Room {
  return {
    plugin: plugin("faults", (app) => {
      app.register(
        core.merchantApi((api) => {
          webhookFaultRoutes(api, core.events.webhooks, core.events.faults);
          checkoutFaultRoutes(api, core.ctx, checkoutFaults(core.db));
        }),
      );
    }),
    docs: [
      describeRoute(
        "Sandbox",
        "POST /sandbox/v1/webhooks/{id}/faults",
        "Rehearse a fault on the webhook's next events: duplicate, late, out-of-order, fail-first",
        {
          body: { rows: FAULT_ROWS },
        },
      ),
      describeRoute("Sandbox", "GET /sandbox/v1/webhooks/{id}/faults", "The fault the webhook's next events rehearse", {
        query: [["entityId", "HEX32", "R"]],
      }),
      describeRoute("Sandbox", "DELETE /sandbox/v1/webhooks/{id}/faults", "End the webhook's fault", {
        query: [["entityId", "HEX32", "R"]],
      }),
      describeRoute(
        "Sandbox",
        "POST /sandbox/v1/checkouts/{id}/faults",
        "Rehearse a fault on the shopper's next attempts of the checkout: error-before-commit, error-after-commit, drop-after-commit, latency",
        { body: { rows: CHECKOUT_FAULT_ROWS } },
      ),
      describeRoute("Sandbox", "GET /sandbox/v1/checkouts/{id}/faults", "The fault the shopper's next attempts of the checkout rehearse", {
        query: [["entityId", "HEX32", "R"]],
      }),
      describeRoute("Sandbox", "DELETE /sandbox/v1/checkouts/{id}/faults", "End the checkout's fault", {
        query: [["entityId", "HEX32", "R"]],
      }),
    ],
  };
}
