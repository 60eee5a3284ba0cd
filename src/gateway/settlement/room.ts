import { type GatewayCore, plugin, type Room } from "../room.ts";
import { reportRoutes } from "./reports-api.ts";
import { settlementJob } from "./settlement-job.ts";
import { type SettlementStore, settlementStore } from "./settlement-store.ts";

/** Settlement at each entity's sandbox midnight, and the reports over it (aggregations, reconciliation files). */
export function settlementRoom(core: GatewayCore): Room & { readonly settlements: SettlementStore } {
  const settlements = settlementStore(core.db);
  return {
    plugin: plugin("settlement", (app) => {
      app.register(core.merchantApi((api) => reportRoutes(api, settlements)));
    }),
    jobs: [settlementJob(core.ctx, settlements)],
    settlements,
  };
}
