import type { GatewayConfig } from "./config.ts";
import type { SandboxClock } from "./sandbox/clock.ts";
import type { Store } from "./store/db.ts";
import type { Asset } from "./widget-api/built-assets.ts";

/** What every route receives: settings, storage, built assets, credentials and the clock. */
export interface GatewayContext {
  readonly config: GatewayConfig;
  readonly store: Store;
  readonly assets: ReadonlyMap<string, Asset>;
  /** Bearer token → entity ids it may act for. */
  readonly tokens: ReadonlyMap<string, readonly string[]>;
  /** An entity's time on its account's sandbox clock (sandbox/clock.ts); no entity: the machine's time. */
  readonly now: (entityId: string | undefined) => number;
  readonly clock: SandboxClock;
}
