import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startStack } from "../demo/stack.ts";

/** Starts the gateway (own process, fresh SQLite file) and the demo shop on free loopback ports. */
export default async function globalSetup() {
  if (!existsSync("dist/paymentWidgets.js")) throw new Error("dist/ is missing: run `npm run build` before the e2e tests");
  const dir = mkdtempSync(join(tmpdir(), "wpwl-e2e-"));
  const db = join(dir, "gateway.sqlite");
  // A fresh folder per run: the shop's saved cards start empty.
  const stack = await startStack({ gatewayPort: 0, shopPort: 0, db, shopData: join(dir, "shop") });
  process.env.E2E_GATEWAY_URL = stack.gatewayUrl;
  process.env.E2E_SHOP_URL = stack.shopUrl;
  process.env.E2E_DB = db;
  return async () => {
    await stack.stop();
  };
}
