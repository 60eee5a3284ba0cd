import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * notificationUrl posts (spec 2.3, deprecated; webhooks replace them) are signed so a receiver can tell them
 * from a forgery (security round 3, item 4): `X-Notification-Timestamp` (Unix seconds, the machine's time)
 * and `X-Notification-Signature: v1=<hex HMAC-SHA256 of "<timestamp>.<body>">`, keyed by the entity's
 * notification key. The key is HMAC-SHA256(account token, "notificationUrl|<entityId>") as hex — the
 * merchant's server can compute it from its token, or read it from GET /sandbox/v1/notification-key;
 * nobody without the token can. A receiver checks the signature over the raw body and refuses a
 * timestamp more than five minutes off (a replay). docs/webhooks-and-time.md has the receiver's code.
 */
export function notificationKey(token: string, entityId: string): string {
  return createHmac("sha256", token).update(`notificationUrl|${entityId}`).digest("hex");
}

export function notificationHeaders(key: string, body: string, nowSeconds: number): Record<string, string> {
  const timestamp = String(nowSeconds);
  return {
    "x-notification-timestamp": timestamp,
    "x-notification-signature": `v1=${createHmac("sha256", key).update(`${timestamp}.${body}`).digest("hex")}`,
  };
}

/** What a receiver does (docs/webhooks-and-time.md shows it): the signature matches and the timestamp is fresh. */
export function verifyNotification(key: string, body: string, headers: Record<string, string | undefined>, nowSeconds: number): boolean {
  const timestamp = headers["x-notification-timestamp"] ?? "";
  const signature = headers["x-notification-signature"] ?? "";
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(nowSeconds - Number(timestamp)) > 300) return false;
  const expected = `v1=${createHmac("sha256", key).update(`${timestamp}.${body}`).digest("hex")}`;
  return signature.length === expected.length && timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
}
