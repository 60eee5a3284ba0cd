import { resolve } from "node:path";
import { startStack } from "./stack.ts";

/** `npm run demo`: the sandbox gateway on http://127.0.0.1:8080 and the demo shop on http://localhost:3000. */
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
});
console.log(`
  Demo shop:       ${stack.shopUrl}/   ← open this, pay with 4200 0000 0000 0000, any future expiry, CVV 123
  Sandbox gateway: ${stack.gatewayUrl}
  Stop with Ctrl+C.
`);
const stop = () => void stack.stop().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
