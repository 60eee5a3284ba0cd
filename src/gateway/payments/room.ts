import { type GatewayCore, plugin, type Room } from "../room.ts";
import { scheduleStore } from "../schedules/schedule-store.ts";
import { autoChargebackJob } from "./auto-chargeback-job.ts";
import { chargebackRoutes } from "./chargebacks-api.ts";
import { paymentRoutes } from "./payments-api.ts";
import { registrationRoutes } from "./registrations-api.ts";

/** Server-to-server payments, registrations and chargebacks (spec 5), and the sandbox's automatic chargebacks. */
export function paymentsRoom(core: GatewayCore): Room {
  const { ctx } = core;
  return {
    plugin: plugin("payments", (app) => {
      app.register(
        core.merchantApi((api) => {
          paymentRoutes(api, ctx);
          registrationRoutes(api, ctx, scheduleStore(core.db), core.events.outbox);
          chargebackRoutes(api, ctx);
        }),
      );
    }),
    jobs: [autoChargebackJob(core.db, ctx)],
  };
}
