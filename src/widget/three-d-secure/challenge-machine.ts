import { isChallengeEnd } from "../../shared/message-guards.ts";
import type { ChallengeEnd } from "../../shared/protocol.ts";

/**
 * The 3-D Secure challenge as a state machine (DESIGN §5): it opens (the ACS page is loading), shows
 * (loaded), and ends exactly once, by the relay page's message, by the checkout's expiry when no
 * answer came, or by wpwl.unload(). Whatever arrives after the end is ignored.
 */
export type ChallengeState = "opening" | "showing" | "ended";

export type ChallengeEvent =
  | { readonly type: "loaded" }
  | { readonly type: "answered"; readonly status: ChallengeEnd["status"] }
  | { readonly type: "expired" }
  | { readonly type: "destroyed" };

/** How a challenge ended, for the pay flow: the relay's status, or "expired" (no answer before the checkout's end). */
export type ChallengeOutcome = ChallengeEnd["status"] | "expired";

const TRANSITIONS: Readonly<Record<ChallengeState, Partial<Record<ChallengeEvent["type"], ChallengeState>>>> = {
  opening: { loaded: "showing", answered: "ended", expired: "ended", destroyed: "ended" },
  showing: { answered: "ended", expired: "ended", destroyed: "ended" },
  ended: {},
};

/** The next state, or undefined when the event does not apply in this state (it is ignored). */
export function challengeStep(state: ChallengeState, event: ChallengeEvent): ChallengeState | undefined {
  return TRANSITIONS[state][event.type];
}

/** How long a challenge may wait for its answer: until the checkout expires (a little after), at least a minute. */
export function challengeTimeout(expiresAt: number | undefined, now: number, lifetime: number): number {
  const left = expiresAt === undefined || Number.isNaN(expiresAt) ? lifetime : expiresAt - now;
  return Math.max(left, 60_000) + 5_000;
}

/**
 * The relay page's message, if this one is it: from the challenge's window, a `challengeEnd` of the
 * protocol, from the gateway's origin, with this widget's channel. Anything else is not for us.
 */
export function challengeAnswer(
  e: Pick<MessageEvent, "source" | "origin" | "data">,
  expected: { readonly source: unknown; readonly origin: string; readonly channel: string },
): ChallengeEnd["status"] | undefined {
  if (e.source !== expected.source || e.origin !== expected.origin) return undefined;
  const msg: unknown = e.data;
  return isChallengeEnd(msg) && msg.channel === expected.channel ? msg.status : undefined;
}

/** The one check of where a challenge may lead: a page of the gateway's origin (its ACS). */
export function isGatewayPage(url: string, gatewayOrigin: string): boolean {
  try {
    const u = new URL(url);
    return u.origin === gatewayOrigin && (u.protocol === "https:" || u.protocol === "http:");
  } catch {
    return false;
  }
}
