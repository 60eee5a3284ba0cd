import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { decryptNotification } from "../../demo/webhook-receiver.ts";
import { debitBody } from "./test-card.ts";

export interface WebhookLatencyOptions {
  readonly gatewayUrl: string;
  readonly token: string;
  readonly entityId: string;
  /** Payments sent at once. */
  readonly payments: number;
  /** Give up waiting for deliveries after this long. */
  readonly maxMs: number;
}

export interface WebhookLatencyResult {
  readonly payments: number;
  /** Per delivered event: from the payment's state change (its answer's timestamp) to the receiver having decrypted it, ms. */
  readonly latencies: number[];
  readonly missing: number;
}

/** The gateway's timestamp (yyyy-MM-dd HH:mm:ss.SSS+0000) as ms. */
const stamped = (t: string) => Date.parse(`${t.slice(0, 10)}T${t.slice(11, 23)}Z`);

/**
 * Webhook delivery latency under load: a loopback receiver registered as a PAYMENT webhook, then
 * `payments` server-to-server payments sent at once; each event's latency is the time from the state
 * change (the payment answer's timestamp, on the same machine's clock: a fresh gateway's sandbox
 * clock has no offset) to the receiver having decrypted it. The webhook is removed afterwards.
 */
export async function webhookLatency(o: WebhookLatencyOptions): Promise<WebhookLatencyResult> {
  const arrived = new Map<string, number>();
  let secret = "";
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const at = Date.now();
      try {
        // The established platform's default body is the hex ciphertext as text; {"encryptedBody"} with format=json.
        const text = Buffer.concat(chunks).toString();
        const json = String(req.headers["content-type"] ?? "").startsWith("application/json");
        const body = json ? (JSON.parse(text) as unknown) : text;
        const event = decryptNotification(secret, req.headers, body) as { type: string; payload: { id?: string; timestamp?: string } };
        if (event.type === "PAYMENT" && event.payload.id && event.payload.timestamp) {
          arrived.set(event.payload.id, at - stamped(event.payload.timestamp));
        }
      } catch {
        // The registration's test notification arrives before the secret is known.
      }
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const auth = { authorization: `Bearer ${o.token}`, "content-type": "application/x-www-form-urlencoded; charset=UTF-8" };
  let webhookId = "";
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
    const registered = await fetch(`${o.gatewayUrl}/sandbox/v1/webhooks`, {
      method: "POST",
      headers: auth,
      body: new URLSearchParams({ entityId: o.entityId, url, types: "PAYMENT" }).toString(),
    });
    const w = (await registered.json()) as { id?: string; secret?: string };
    if (!w.id || !w.secret) throw new Error(`webhook registration failed: HTTP ${registered.status}`);
    webhookId = w.id;
    secret = w.secret;
    const body = debitBody(o.entityId);
    const ids = await Promise.all(
      Array.from({ length: o.payments }, async () => {
        const res = await fetch(`${o.gatewayUrl}/v1/payments`, { method: "POST", headers: auth, body });
        return ((await res.json()) as { id?: string }).id;
      }),
    );
    const wanted = ids.filter((id): id is string => id !== undefined);
    const deadline = Date.now() + o.maxMs;
    while (Date.now() < deadline && wanted.some((id) => !arrived.has(id))) await new Promise((r) => setTimeout(r, 20));
    const latencies = wanted.flatMap((id) => (arrived.has(id) ? [arrived.get(id) as number] : []));
    return { payments: o.payments, latencies, missing: o.payments - latencies.length };
  } finally {
    if (webhookId) {
      await fetch(`${o.gatewayUrl}/sandbox/v1/webhooks/${webhookId}?entityId=${o.entityId}`, {
        method: "DELETE",
        headers: { authorization: auth.authorization },
      });
    }
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
