import { hash, randomInt } from "node:crypto";

/**
 * The short id (spec 2.29 shortId, AN14: 12 digits in three groups) of a payment stored by an earlier
 * version, or of an answer that is no payment (the summary page's saved data): derived from its id.
 * Settlement records of payments stored before `newShortId` read it from here (pinned by the test).
 */
export function shortIdOf(id: string): string {
  const digits = BigInt(`0x${hash("sha256", id, "hex").slice(0, 16)}`)
    .toString()
    .padStart(12, "0")
    .slice(-12);
  return `${digits.slice(0, 4)}.${digits.slice(4, 8)}.${digits.slice(8, 12)}`;
}

const TAG = String(randomInt(10_000)).padStart(4, "0");
let next = randomInt(100_000_000);

/**
 * A new payment's short id, stored with it (`payments.short_id`): 4 digits drawn at start, then a
 * counter from a random start, so that the short ids one process gives sort in creation order and the
 * index the query by shortId reads takes each new one on its last page. A hash of the id put each on a
 * random page: with 120,000 payments stored, 105 → 64 µs a row for the payments table alone, and under
 * autocannon 361–371 → 301–334 µs of CPU a payment (docs/size-and-speed.md).
 */
export function newShortId(): string {
  const n = String(next).padStart(8, "0");
  next = (next + 1) % 100_000_000;
  return `${TAG}.${n.slice(0, 4)}.${n.slice(4)}`;
}

export const SHORT_ID = /^\d{4}\.\d{4}\.\d{4}$/;
