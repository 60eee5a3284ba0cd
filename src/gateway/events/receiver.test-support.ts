import { createDecipheriv } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach } from "vitest";
import type { GatewayRuntime } from "../server.ts";
import { Clock, gateway } from "../testing/test-harness.ts";

/** What a loopback receiver got: one request. */
export interface Received {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** How the receiver answers the n-th request (0-based): a status, or "hang" (never answers). */
export type Behaviour = (n: number) => number | "hang";

/** A merchant's webhook receiver on a free loopback port. Stop it with `close()`. */
export async function receiver(behaviour: Behaviour = () => 200) {
  const got: Received[] = [];
  const hanging = new Set<() => void>();
  let mode = behaviour;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const n = got.length;
      got.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      const answer = mode(n);
      if (answer === "hang") {
        hanging.add(() => res.destroy());
        return;
      }
      res.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    got,
    set: (b: Behaviour) => {
      mode = b;
    },
    close: async () => {
      for (const end of hanging) end();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Decrypts a webhook notification as a merchant would, from the documented recipe only: AES-256-GCM,
 * key = the webhook's secret (64 hex), IV and tag from the X-Initialization-Vector and
 * X-Authentication-Tag headers (hex), the body hex (format text) or {"encryptedBody": hex} (json).
 */
export function decrypt(secret: string, r: Received): { type: string; action?: string; payload: Record<string, unknown> } {
  const hex = String(r.headers["content-type"]).startsWith("application/json")
    ? (JSON.parse(r.body) as { encryptedBody: string }).encryptedBody
    : r.body;
  const decipher = createDecipheriv(
    "aes-256-gcm",
    Buffer.from(secret, "hex"),
    Buffer.from(String(r.headers["x-initialization-vector"]), "hex"),
  );
  decipher.setAuthTag(Buffer.from(String(r.headers["x-authentication-tag"]), "hex"));
  const plain = Buffer.concat([decipher.update(Buffer.from(hex, "hex")), decipher.final()]).toString("utf8");
  return JSON.parse(plain) as { type: string; action?: string; payload: Record<string, unknown> };
}

export type Receiver = Awaited<ReturnType<typeof receiver>>;

/**
 * A gateway on a test clock and, when a test asks, a loopback receiver: both stopped after each
 * test. Call once at the top of a test file.
 */
export function gatewayFixture() {
  let gw: GatewayRuntime | undefined;
  let hook: Receiver | undefined;
  afterEach(async () => {
    await gw?.app.close();
    await hook?.close();
    gw = undefined;
    hook = undefined;
  });
  return {
    start(env: Record<string, string> = {}): GatewayRuntime {
      gw = gateway(new Clock(), env);
      return gw;
    },
    async listen(behaviour?: Behaviour): Promise<Receiver> {
      hook = await receiver(behaviour);
      return hook;
    },
    /** Forgets the receiver (a test that closed it itself). */
    dropReceiver(): void {
      hook = undefined;
    },
    get gw(): GatewayRuntime {
      if (!gw) throw new Error("start() the gateway first");
      return gw;
    },
    get hook(): Receiver {
      if (!hook) throw new Error("listen() first");
      return hook;
    },
  };
}
