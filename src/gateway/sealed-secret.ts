import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/**
 * Card secrets at rest (summary-page data): AES-256-GCM under a key that exists only in this
 * process's memory, made at start-up and never written anywhere. The database file, its WAL and any
 * backup hold ciphertext only; after a restart the key is gone and the ciphertext can no longer be
 * opened by anyone (crypto-shredding), so no card number or CVV is ever readable from disk.
 */
export interface Sealer {
  seal(plaintext: string): string;
  /** The plaintext, or undefined for a value sealed under another key (an earlier process) or altered. */
  open(sealed: string): string | undefined;
}

export function memorySealer(key: Buffer = randomBytes(32)): Sealer {
  return {
    seal(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
      return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64")}`;
    },
    open(sealed) {
      if (!sealed.startsWith("v1.")) return undefined;
      const raw = Buffer.from(sealed.slice(3), "base64");
      if (raw.length < 28) return undefined;
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
      } catch {
        return undefined;
      }
    },
  };
}
