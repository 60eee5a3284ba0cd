import { createCipheriv, randomBytes } from "node:crypto";

/** A webhook's secret: the AES-256 key, as 64 hexadecimal characters. */
export const SECRET_FORMAT = /^[0-9a-fA-F]{64}$/;

export function newSecret(): string {
  return randomBytes(32).toString("hex").toUpperCase();
}

/**
 * Encrypts a notification: AES-256-GCM with the webhook's key, a random 12-byte IV; the receiver
 * gets the ciphertext as hex and the IV and the authentication tag as hex headers
 * (X-Initialization-Vector, X-Authentication-Tag).
 */
export function encryptNotification(secretHex: string, plaintext: string): { body: string; iv: string; tag: string } {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", Buffer.from(secretHex, "hex"), iv);
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return {
    body: body.toString("hex").toUpperCase(),
    iv: iv.toString("hex").toUpperCase(),
    tag: cipher.getAuthTag().toString("hex").toUpperCase(),
  };
}
