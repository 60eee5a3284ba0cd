import { type GatewayCore, plugin, type Room } from "../room.ts";
import { scheduleJob } from "./schedule-job.ts";
import { scheduleStore } from "./schedule-store.ts";
import { scheduleRoutes } from "./schedules-api.ts";

/** Scheduled payments over a registration (`/scheduling/v1/schedules`), charged on the sandbox clock. */
export function schedulesRoom(core: GatewayCore): Room {
  const schedules = scheduleStore(core.db);
  return {
    plugin: plugin("schedules", (app) => {
      app.register(core.merchantApi((api) => scheduleRoutes(api, core.ctx, schedules, core.events.outbox)));
    }),
    jobs: [scheduleJob(core.ctx, schedules)],
  };
}
