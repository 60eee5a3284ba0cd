import { randomBytes } from "node:crypto";
import { encryptNotification } from "../events/webhook-crypto.ts";

/** What the receiver should do with a request: take it (2xx in time), or refuse it (4xx). */
export type Expected = "accepted" | "refused";

/** The webhook a check sends to, and the event it sends as the genuine one. */
export interface CheckTarget {
  readonly secret: string;
  readonly format: "json" | "text";
  /** The genuine event, as JSON: `{"type", "action", "payload"}`. */
  readonly event: string;
}

/** The body and headers of one request of a check. */
export interface CheckRequest {
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

export interface CheckCase {
  readonly name: string;
  /** What is sent, in the report's words. */
  readonly sends: string;
  readonly expected: Expected;
  /** What a receiver that answers otherwise should change. */
  readonly advice: string;
  /** The request, from the target and the genuine request sent first (the replay repeats it byte for byte). */
  readonly request: (target: CheckTarget, genuine: CheckRequest) => CheckRequest;
}

/** An event encrypted with `secret` in the webhook's format, as the gateway's deliveries send it (events/delivery-worker.ts). */
export function encrypted(secret: string, format: CheckTarget["format"], plaintext: string): CheckRequest {
  const { body, iv, tag } = encryptNotification(secret, plaintext);
  return wrapped(format, body, iv, tag);
}

function wrapped(format: CheckTarget["format"], hexBody: string, iv: string, tag: string): CheckRequest {
  const headers = { "x-initialization-vector": iv, "x-authentication-tag": tag };
  return format === "text"
    ? { headers: { ...headers, "content-type": "text/plain; charset=utf-8" }, body: hexBody }
    : { headers: { ...headers, "content-type": "application/json; charset=utf-8" }, body: JSON.stringify({ encryptedBody: hexBody }) };
}

/** The hex ciphertext of a request, whichever its format. */
const cipherHex = (r: CheckRequest) => (r.body.startsWith("{") ? (JSON.parse(r.body) as { encryptedBody: string }).encryptedBody : r.body);
const hexFlip = (hex: string, at: number) => hex.slice(0, at) + (hex[at] === "0" ? "1" : "0") + hex.slice(at + 1);
const REFUSE = "decrypt with the webhook's key before anything else, and answer 4xx (400) when the tag does not verify";

/**
 * The receiver check, in the order it sends: the genuine notification first, then what a receiver meets on
 * a real day — the same event again, a replay, a type it does not know — and what a forger could send. A
 * 5xx or no answer is never right: it tells the gateway to try again, and a forgery's answer is a refusal.
 */
export const CHECK_CASES: readonly CheckCase[] = [
  {
    name: "genuine",
    sends: "a PAYMENT event encrypted with the webhook's key, in its format",
    expected: "accepted",
    advice: "answer 2xx as soon as the event is decrypted and stored, within the gateway's timeout, then do the work",
    request: (_t, genuine) => genuine,
  },
  {
    name: "duplicate",
    sends: "the same event again, encrypted anew (a retry after an answer that got lost)",
    expected: "accepted",
    advice: "a retried event is normal: answer 2xx, and process each event once (by its payload's id and its action)",
    request: (t) => encrypted(t.secret, t.format, t.event),
  },
  {
    name: "replay",
    sends: "the genuine request once more, byte for byte",
    expected: "accepted",
    advice: "the same request can arrive twice: answer 2xx and let your once-per-event rule make it harmless",
    request: (_t, genuine) => genuine,
  },
  {
    name: "unknown type",
    sends: "a correctly encrypted event of a type your receiver has never seen",
    expected: "accepted",
    advice: "answer 2xx to types you do not handle: a refusal is retried for days, and new types will come",
    request: (t) => encrypted(t.secret, t.format, JSON.stringify({ type: "SANDBOX_FUTURE_TYPE", action: "CREATED", payload: {} })),
  },
  {
    name: "tampered body",
    sends: "the genuine ciphertext with one hexadecimal digit changed",
    expected: "refused",
    advice: REFUSE,
    request: (t, genuine) => {
      const hex = cipherHex(genuine);
      return wrapped(
        t.format,
        hexFlip(hex, Math.floor(hex.length / 2)),
        genuine.headers["x-initialization-vector"] ?? "",
        genuine.headers["x-authentication-tag"] ?? "",
      );
    },
  },
  {
    name: "wrong tag",
    sends: "the genuine ciphertext with an authentication tag of another message",
    expected: "refused",
    advice: REFUSE,
    request: (t, genuine) =>
      wrapped(
        t.format,
        cipherHex(genuine),
        genuine.headers["x-initialization-vector"] ?? "",
        randomBytes(16).toString("hex").toUpperCase(),
      ),
  },
  {
    name: "wrong key",
    sends: "the event encrypted with a key that is not the webhook's",
    expected: "refused",
    advice: "use the key you registered the webhook with (secret=), and refuse what another key made",
    request: (t) => encrypted(randomBytes(32).toString("hex"), t.format, t.event),
  },
  {
    name: "unencrypted",
    sends: "the event as plain JSON, without the IV and tag headers (what anyone can post)",
    expected: "refused",
    advice: "never take an event that is not encrypted: anyone who knows the URL can post one",
    request: (t) => ({ headers: { "content-type": "application/json; charset=utf-8" }, body: t.event }),
  },
  {
    name: "malformed",
    sends: "a body that is not JSON, sent as JSON (the wrapped format, which a receiver should read too), with made-up headers",
    expected: "refused",
    advice: "catch every error of reading the body (JSON, hex, the headers) and answer 400: a crash or a 5xx asks for retries",
    request: () => ({
      headers: {
        "content-type": "application/json; charset=utf-8",
        "x-initialization-vector": "zz",
        "x-authentication-tag": "zz",
      },
      body: "{not a notification",
    }),
  },
];
