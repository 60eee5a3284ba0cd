import { hash } from "node:crypto";

/** A payment's short id (spec 2.29 shortId, AN14): 12 digits in three groups, derived from its id. */
export function shortIdOf(id: string): string {
  const digits = BigInt(`0x${hash("sha256", id, "hex").slice(0, 16)}`)
    .toString()
    .padStart(12, "0")
    .slice(-12);
  return `${digits.slice(0, 4)}.${digits.slice(4, 8)}.${digits.slice(8, 12)}`;
}

export const SHORT_ID = /^\d{4}\.\d{4}\.\d{4}$/;
