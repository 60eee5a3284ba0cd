import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { DEFAULT_ENTITY_ID, DEFAULT_TOKEN } from "../src/gateway/config.ts";
import { buildShop } from "./server.ts";

export interface StackOptions {
  readonly gatewayPort: number;
  readonly shopPort: number;
  /** GATEWAY_DB for the gateway process. */
  readonly db?: string;
  readonly env?: NodeJS.ProcessEnv;
  /** The gateway process ended by itself (not through stop() or restartGateway()): the shop cannot take payments any more. */
  readonly onGatewayExit?: (code: number | null, signal: NodeJS.Signals | null) => void;
  /** The shop's data folder (its saved cards); without it, the shop keeps them in memory. */
  readonly shopData?: string;
  /**
   * Also frame the hosted fields on any local page (http://localhost:* and http://127.0.0.1:*): `npm run demo` does,
   * so a reader's own test page on its own port works against the demo's gateway (README "Integrating the widget").
   */
  readonly localPages?: boolean;
}

export interface Stack {
  /** The gateway's origin, on 127.0.0.1. */
  readonly gatewayUrl: string;
  /** The shop's origin, on localhost: a different site from the gateway, as in production. */
  readonly shopUrl: string;
  /** The gateway process's id (npm run bench reads its peak memory from /proc). */
  readonly gatewayPid: number | undefined;
  /** Kills the gateway process and starts a new one on the same port and database (as a deploy or crash would). */
  restartGateway(signal?: NodeJS.Signals): Promise<void>;
  stop(): Promise<void>;
}

/** How much of the gateway's output before it listens is kept for the error message. */
const STARTUP_LOG = 16_384;

const GATEWAY_MAIN = fileURLToPath(new URL("../src/gateway/main.ts", import.meta.url));

/** Starts the gateway as its own process and resolves with its origin once it listens. */
export function startGateway(port: number, env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", GATEWAY_MAIN], {
      env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    // What the gateway prints until it listens (for the error when it does not); afterwards its output is
    // still read, so that a full pipe never stalls it, but no longer kept (a long run would grow it without end).
    let out = "";
    let listening = false;
    const timer = setTimeout(() => reject(new Error(`gateway did not start within 30 s:\n${out}`)), 30_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      if (listening) return;
      out = (out + chunk.toString()).slice(-STARTUP_LOG);
      const m = /listening on (http:\/\/[^\s]+)/.exec(out);
      if (m?.[1]) {
        listening = true;
        out = "";
        clearTimeout(timer);
        resolve({ child, url: m[1] });
      }
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`gateway exited with code ${code}:\n${out}`));
    });
  });
}

/**
 * Gateway + shop on two origins (127.0.0.1 and localhost). The shop listens first so that the
 * gateway's hosted fields can be limited to being framed by the shop (FRAME_ANCESTORS).
 */
export async function startStack(o: StackOptions): Promise<Stack> {
  const account = {
    url: "",
    token: o.env?.SANDBOX_TOKEN ?? process.env.SANDBOX_TOKEN ?? DEFAULT_TOKEN,
    entityId: o.env?.SANDBOX_ENTITY_ID ?? process.env.SANDBOX_ENTITY_ID ?? DEFAULT_ENTITY_ID,
  };
  // The shop's webhook (GATEWAY_WEBHOOK_URL): the gateway registers it at start with this key, the shop decrypts with it.
  const webhookSecret = o.env?.GATEWAY_WEBHOOK_SECRET ?? randomBytes(32).toString("hex").toUpperCase();
  const shop = buildShop(account, { ...(o.shopData ? { dataDir: o.shopData } : {}), webhookSecret });
  await shop.listen({ port: o.shopPort, host: "localhost" });
  const port = (shop.server.address() as import("node:net").AddressInfo).port;
  const shopUrl = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = {
    FRAME_ANCESTORS: o.localPages ? `${shopUrl} http://localhost:* http://127.0.0.1:*` : shopUrl,
    GATEWAY_WEBHOOK_URL: `${shopUrl}/webhooks`,
    GATEWAY_WEBHOOK_SECRET: webhookSecret,
    ...o.env,
    ...(o.db ? { GATEWAY_DB: o.db } : {}),
  };
  let gateway = await startGateway(o.gatewayPort, env).catch(async (err: unknown) => {
    await shop.close();
    throw err;
  });
  account.url = gateway.url;
  let expected = false;
  const watch = (child: ChildProcess) =>
    child.once("exit", (code, signal) => {
      if (!expected) o.onGatewayExit?.(code, signal);
    });
  watch(gateway.child);
  return {
    gatewayUrl: gateway.url,
    shopUrl,
    get gatewayPid() {
      return gateway.child.pid;
    },
    async restartGateway(signal: NodeJS.Signals = "SIGKILL") {
      expected = true;
      const exited = new Promise((r) => gateway.child.once("exit", r));
      gateway.child.kill(signal);
      await exited;
      gateway = await startGateway(Number(new URL(gateway.url).port), env);
      expected = false;
      watch(gateway.child);
    },
    async stop() {
      expected = true;
      await shop.close();
      const exited = new Promise((r) => gateway.child.once("exit", r));
      gateway.child.kill("SIGTERM");
      await exited;
    },
  };
}
