import { type GatewayCore, plugin, type Room } from "../room.ts";
import { caseListener } from "./case-listener.ts";
import { caseStore } from "./case-store.ts";
import { caseRoutes } from "./cases-api.ts";
import { tiebackJob } from "./tieback-job.ts";

/** Fraud cases a payment in review opens, the merchant's decisions, and the tiebacks that report them. */
export function fraudCasesRoom(core: GatewayCore): Room {
  const cases = caseStore(core.db);
  // A payment the fraud check sends to review opens a case, in the same transaction.
  core.ctx.store.listen(caseListener(cases));
  const tiebacks = tiebackJob(cases, core.ctx.now, core.fetch, core.ctx.config.webhookTimeoutMs);
  return {
    plugin: plugin("fraud cases", (app) => {
      app.register(core.merchantApi((api) => caseRoutes(api, cases, tiebacks)));
    }),
    jobs: [tiebacks],
  };
}
