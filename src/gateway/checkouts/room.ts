import { type GatewayCore, plugin, type Room } from "../room.ts";
import { checkoutRoutes } from "./checkouts-api.ts";
import { resultUrlJob, resultUrlScheduler } from "./result-url-scheduler.ts";

/** Checkouts (spec 4): the merchant's endpoints, and the automatic shopperResultUrl call 29 minutes in (spec 6.1). */
export function checkoutsRoom(core: GatewayCore): Room & { readonly scheduler: ReturnType<typeof resultUrlScheduler> } {
  const { ctx } = core;
  const accounts = ctx.config.accounts.flatMap((a) => a.entityIds);
  const scheduler = resultUrlScheduler(ctx.store, ctx.now, accounts, core.fetch, ctx.config.frameAncestors);
  return {
    plugin: plugin("checkouts", (app) => {
      app.register(core.merchantApi((api) => checkoutRoutes(api, ctx)));
    }),
    jobs: [resultUrlJob(scheduler)],
    scheduler,
  };
}
