import { type GatewayCore, plugin, type Room } from "../room.ts";
import { caseRoutes } from "./cases-api.ts";
import { tiebackJob } from "./tieback-job.ts";

/** Fraud cases a payment in review opens, the merchant's decisions, and the tiebacks that report them. */
export function fraudCasesRoom(core: GatewayCore): Room {
  const tiebacks = tiebackJob(core.cases, core.ctx.now, core.fetch, core.ctx.config.webhookTimeoutMs);
  return {
    plugin: plugin("fraud cases", (app) => {
      app.register(core.merchantApi((api) => caseRoutes(api, core.cases, tiebacks)));
    }),
    jobs: [tiebacks],
  };
}
