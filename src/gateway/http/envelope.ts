import { randomBytes, randomFillSync } from "node:crypto";
import { describeResult, type ResultCode } from "../../shared/result-codes.ts";
import { ownFields } from "../widget-api/own-fields.ts";

export const BUILD_NUMBER = "sandbox-0.1.0";

let lastMs = Number.NaN;
let lastTimestamp = "";
let lastSecond = Number.NaN;
let lastSecondText = "";

/**
 * yyyy-MM-dd HH:mm:ss.SSS+0000 (spec 2.30). The last one is kept (an answer writes the same instant several
 * times), and so is the last second's text: within a second only the milliseconds are written again.
 */
export function gatewayTimestamp(at: number): string {
  const ms = Math.floor(at);
  if (ms !== lastMs) {
    const second = Math.floor(ms / 1000);
    if (second !== lastSecond) {
      lastSecondText = new Date(second * 1000).toISOString().slice(0, 19).replace("T", " ");
      lastSecond = second;
    }
    const millis = ms - second * 1000;
    lastTimestamp = `${lastSecondText}.${millis < 10 ? "00" : millis < 100 ? "0" : ""}${millis}+0000`;
    lastMs = ms;
  }
  return lastTimestamp;
}

/**
 * Random ids (checkouts, registrations, tickets, ndc; the random part of orderedId): CSPRNG bytes drawn from a 4 KB pool refilled by one
 * randomFillSync, instead of one randomBytes call per id (a CPU profile of the payment endpoint
 * showed the per-call cost at about 4 %).
 */
const POOL = Buffer.alloc(4096);
let used = POOL.length;

export function hexId(bytes = 16): string {
  if (bytes > POOL.length) return randomBytes(bytes).toString("hex");
  if (used + bytes > POOL.length) {
    randomFillSync(POOL);
    used = 0;
  }
  const id = POOL.toString("hex", used, used + bytes);
  used += bytes;
  return id;
}

/**
 * Ids of the rows every payment writes (payments, spec: AN32; webhook deliveries), in creation order within one gateway process: 8 hex characters drawn at
 * start, the time in ms (12 hex), then 12 random hex characters. As the established gateway's ids do
 * (a host part, then the time), they sort by time, so a new payment's entries in the payments table's
 * key and the indexes that start with it land on the last page instead of a random one: a benchmark of
 * the payments table alone measured 116–127 → 72–103 µs a row (docs/size-and-speed.md). 80 of the 128
 * bits stay random: an id is still not guessable (and payment ids are read only with a merchant's token).
 */
const PROCESS_TAG = hexId(4);

/** The time in ms as 12 hex characters: the part of ordered ids that sorts them. */
const timeHex = () => Date.now().toString(16).padStart(12, "0");

export function orderedId(): string {
  return `${PROCESS_TAG}${timeHex()}${hexId(6)}`;
}

/**
 * The time in ms (12 hex characters), then 80 random bits (20): 32 hex characters that sort by creation
 * time, so a new row's entries in its table's key and in the indexes that start with the id land on the
 * last page instead of a random one, as payment ids do (`orderedId`; docs/size-and-speed.md). For ids
 * that are a capability (a checkout's lets a shopper's browser read and pay it; a registration's is the
 * stored card a checkout may offer): 80 random bits keep them unguessable.
 */
const timedId = () => `${timeHex()}${hexId(10)}`;

/** Checkout ids: 32 upper-case hex characters (`timedId`) plus a host suffix, 46 characters (spec 2.2). */
export function newCheckoutId(): string {
  return timedId().toUpperCase().concat(".sbx01-vm-tx01");
}

/**
 * Registration ids (a stored card's or account's token, spec 2.2 registrationId: AN32): 32 lower-case hex
 * characters (`timedId`). The tables alone (a registration and its payment per row, 10 per commit, the
 * last 10,000 of 100,000): 75–78 µs with random ids, 27–38 µs with these.
 */
export function newRegistrationId(): string {
  return timedId();
}

export function newNdc(): string {
  return `${hexId()}-sbx01`;
}

export interface ParameterError {
  readonly name: string;
  readonly value: string;
  readonly message: string;
}

export interface ResultBody {
  readonly code: ResultCode;
  readonly description: string;
  readonly parameterErrors?: readonly ParameterError[];
}

type Enveloped<T> = T & { result: ResultBody; buildNumber: string; timestamp: string; ndc: string };
type ResultInput = { code: ResultCode; description?: string; parameterErrors?: readonly ParameterError[] };

/** Every response carries result, buildNumber, timestamp and ndc. */
export function envelope<T extends Record<string, unknown> = Record<never, never>>(
  now: number,
  result: ResultInput,
  body: T = {} as T,
): Enveloped<T> {
  // As `{ ...body, result, buildNumber, … }`, without the spread (own-fields.ts).
  return sealed(ownFields(body), now, result);
}

/** `envelope` for an answer object the caller built for it and hands over: its fields are added to it, no copy. */
export function sealed<T extends Record<string, unknown>>(answer: T, now: number, result: ResultInput): Enveloped<T> {
  const shown = ownFields(result);
  shown.description = result.description ?? describeResult(result.code);
  const out = answer as Record<string, unknown>;
  out.result = shown;
  out.buildNumber = BUILD_NUMBER;
  out.timestamp = gatewayTimestamp(now);
  out.ndc = newNdc();
  return answer as Enveloped<T>;
}
