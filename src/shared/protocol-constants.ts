/**
 * The dependency-free constants of the frame message protocol. protocol.ts (zod schemas, the
 * reference) and message-guards.ts (the guards the frames run) both build on these.
 */
export const PROTOCOL = "wpwl/1";

/** The hosted fields; "expiry" and "cardHolder" only with wpwlOptions.enableSAQACompliance. */
export const FIELD_KINDS = ["cardNumber", "cvv", "expiry", "cardHolder"] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

/** A channel id: 32 lower-case hex characters, fresh per widget instance. */
export const CHANNEL_ID = /^[0-9a-f]{32}$/;

/** Parameter names the widget may hand to the number frame: never card.number or card.cvv. */
export const PAY_PARAM_NAME = /^(?!card\.(number|cvv)$)[A-Za-z0-9_.[\]-]{1,128}$/;

/** A pending payment's redirect (3-D Secure, banks, wallets): an absolute http(s) address, at most this many parameters. */
export const REDIRECT_URL = /^https?:\/\/[^\s/]+/;
export const MAX_REDIRECT_PARAMETERS = 50;

/** How a 3-D Secure challenge ended, as the gateway's relay page tells the widget. */
export const CHALLENGE_ENDS = ["authenticated", "failed", "cancelled"] as const;
/** A CSS property name in a style map sent to a frame (iframeStyles). */
export const STYLE_NAME = /^[a-z-]{1,32}$/;
