import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { createCheckout, type GatewayAccount } from "../../demo/gateway-api.ts";
import { type Stack, startStack } from "../../demo/stack.ts";
import { DEFAULT_ENTITY_ID, DEFAULT_TOKEN } from "../../src/gateway/config.ts";
import { benchDist } from "./bench-dist.ts";

/** The shop and a gateway serving a copy of a dist/ (with the floor's frame document) on a throwaway database. */
export interface BenchStack {
  readonly stack: Stack;
  /** The copy of dist/ the gateway serves (benchDist). */
  readonly served: string;
  readonly account: GatewayAccount;
  /** The throwaway folder of the stack's database, for other databases of the run too (removed by stop). */
  readonly dbDir: string;
  /** A new checkout's id: created before a timed load, so the page never waits for the gateway to make one. */
  newCheckout(): Promise<string>;
  /** Stops both servers, then removes the copy and the database. */
  stop(): Promise<void>;
}

/** `reference`: the merchant reference's prefix of the checkouts it creates (BENCH-…, CMP-…). */
export async function startBenchStack(dist: string, reference: string): Promise<BenchStack> {
  const served = benchDist(dist);
  const dbDir = mkdtempSync(join(tmpdir(), "wpwl-bench-db-"));
  const stack = await startStack({
    gatewayPort: 0,
    shopPort: 0,
    db: join(dbDir, "gateway.sqlite"),
    env: { GATEWAY_DIST: served, GATEWAY_RATE_LIMIT: "0" },
  });
  const account = { url: stack.gatewayUrl, token: DEFAULT_TOKEN, entityId: DEFAULT_ENTITY_ID };
  return {
    stack,
    served,
    account,
    dbDir,
    newCheckout: async () =>
      (await createCheckout(account, { amount: "49.99", currency: "EUR", reference: `${reference}-${randomBytes(6).toString("hex")}` })).id,
    async stop() {
      await stack.stop();
      rmSync(dirname(served), { recursive: true, force: true });
      rmSync(dbDir, { recursive: true, force: true });
    },
  };
}
