import { resolve } from "node:path";
import { DEFAULT_TOKEN } from "../src/gateway/config.ts";
import { startStack } from "./stack.ts";

/**
 * `npm run demo`: the sandbox gateway on http://127.0.0.1:8080 (PORT) and the demo shop on http://localhost:3000
 * (SHOP_PORT). A port in use is said in one line naming the variable that moves it, not as a stack trace.
 */
const stack = await startStack({
  gatewayPort: Number(process.env.PORT ?? 8080),
  shopPort: Number(process.env.SHOP_PORT ?? 3000),
  localPages: true,
  // Without its gateway the shop would answer every checkout with a 500: say why and stop.
  onGatewayExit(code, signal) {
    console.error(
      `[demo] the sandbox gateway stopped (${signal ?? `exit code ${code}`}); the shop cannot create checkouts without it. Stopping: run npm run demo again.`,
    );
    process.exit(1);
  },
  // The demo customer's saved cards survive a restart (next to the gateway's .data/gateway.sqlite).
  shopData: resolve(".data", "demo"),
}).catch((err: unknown) => {
  const e = err as { code?: string; port?: number; message?: string };
  if (e.code === "EADDRINUSE" || /EADDRINUSE/.test(e.message ?? ""))
    console.error(
      `[demo] a port is in use (${e.message?.match(/:(\d+)/)?.[1] ?? e.port ?? "?"}): set PORT (the gateway, default 8080) or SHOP_PORT (the shop, default 3000) to free ones, e.g. PORT=8081 SHOP_PORT=3001 npm run demo`,
    );
  else console.error(`[demo] could not start: ${e.message ?? String(err)}`);
  process.exit(1);
});
console.log(`
  Demo shop:       ${stack.shopUrl}/   ← open this, pay with 4200 0000 0000 0000, any future expiry, CVV 123
  Sandbox gateway: ${stack.gatewayUrl}
  Console:         ${stack.gatewayUrl}/sandbox/console   (sign in with the token below)
  Bearer token:    ${process.env.SANDBOX_TOKEN === undefined ? DEFAULT_TOKEN : "your SANDBOX_TOKEN"}
  Stop with Ctrl+C.
`);
const stop = () => void stack.stop().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
