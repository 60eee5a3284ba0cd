import { type GatewayCore, plugin, type Room } from "../room.ts";
import { entityCredentialRoutes } from "./entity-credentials-api.ts";
import { expiryJob } from "./expiry-job.ts";
import { sandboxRoutes } from "./sandbox-api.ts";

/** Sandbox controls: each account's clock (`/sandbox/v1/clock`), its entities' credentials, and checkout expiry. */
export function sandboxRoom(core: GatewayCore): Room {
  return {
    plugin: plugin("sandbox", (app) => {
      app.register(
        core.merchantApi((api) => {
          sandboxRoutes(api, core.ctx.clock, core.work);
          entityCredentialRoutes(api, core.ctx);
        }),
      );
    }),
    jobs: [expiryJob(core.db, core.ctx)],
  };
}
