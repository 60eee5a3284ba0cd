import { createDecipheriv } from "node:crypto";
import type { FastifyInstance } from "fastify";
/** A decrypted notification, as the shop's listeners read it. */
export type Notification = { type?: unknown; action?: unknown; payload?: unknown };

/**
 * Decrypts a webhook notification (docs/webhooks-and-time.md): AES-256-GCM, the key is the webhook's secret
 * (64 hex), IV and authentication tag come hex-encoded in X-Initialization-Vector and
 * X-Authentication-Tag, the body is the hex ciphertext (text/plain) or {"encryptedBody": hex}
 * (application/json). Throws when the notification was not made with the secret.
 */
export function decryptNotification(secret: string, headers: Record<string, unknown>, body: unknown): unknown {
  const hex = typeof body === "string" ? body : ((body as { encryptedBody?: string }).encryptedBody ?? "");
  const iv = Buffer.from(String(headers["x-initialization-vector"]), "hex");
  const decipher = createDecipheriv("aes-256-gcm", Buffer.from(secret, "hex"), iv);
  decipher.setAuthTag(Buffer.from(String(headers["x-authentication-tag"]), "hex"));
  const plain = Buffer.concat([decipher.update(Buffer.from(hex, "hex")), decipher.final()]);
  return JSON.parse(plain.toString("utf8"));
}

/**
 * POST /webhooks: the shop's webhook receiver. A notification that does not decrypt with the shop's
 * secret is refused (400) and changes nothing; a good one goes to the listeners (orders, subscriptions) and is answered
 * 200 — also when it repeats (deliveries are at least once).
 */
export function webhookReceiver(
  app: FastifyInstance,
  secret: string | undefined,
  listeners: readonly ((event: Notification) => unknown)[],
) {
  app.post("/webhooks", (req, reply) => {
    if (!secret) return reply.code(404).send();
    let event: unknown;
    try {
      event = decryptNotification(secret, req.headers, req.body);
    } catch {
      return reply.code(400).send();
    }
    for (const listen of listeners) listen(event as Notification);
    return reply.code(200).send();
  });
}
