import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startStack } from "../demo/stack.ts";

/** Starts the gateway (own process, fresh SQLite file) and the demo shop on free loopback ports. */
export default async function globalSetup() {
  if (!existsSync("dist/paymentWidgets.js")) throw new Error("dist/ is missing: run `npm run build` before the e2e tests");
  const db = join(mkdtempSync(join(tmpdir(), "wpwl-e2e-")), "gateway.sqlite");
  const stack = await startStack({ gatewayPort: 0, shopPort: 0, db });
  process.env.E2E_GATEWAY_URL = stack.gatewayUrl;
  process.env.E2E_SHOP_URL = stack.shopUrl;
  process.env.E2E_DB = db;
  return async () => {
    await stack.stop();
  };
}
