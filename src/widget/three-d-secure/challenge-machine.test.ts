import { describe, expect, it } from "vitest";
import { PROTOCOL } from "../../shared/protocol-constants.ts";
import {
  type ChallengeEvent,
  type ChallengeState,
  challengeAnswer,
  challengeStep,
  challengeTimeout,
  isGatewayPage,
} from "./challenge-machine.ts";

const EVENTS: Record<string, ChallengeEvent> = {
  loaded: { type: "loaded" },
  answered: { type: "answered", status: "authenticated" },
  expired: { type: "expired" },
  destroyed: { type: "destroyed" },
};

describe("the 3-D Secure challenge state machine", () => {
  it.each<[ChallengeState, string, ChallengeState | undefined]>([
    ["opening", "loaded", "showing"],
    ["opening", "answered", "ended"],
    ["opening", "expired", "ended"],
    ["opening", "destroyed", "ended"],
    ["showing", "loaded", undefined],
    ["showing", "answered", "ended"],
    ["showing", "expired", "ended"],
    ["showing", "destroyed", "ended"],
    // Ends once: a late answer, the timer, a second unload are ignored.
    ["ended", "answered", undefined],
    ["ended", "expired", undefined],
    ["ended", "destroyed", undefined],
    ["ended", "loaded", undefined],
  ])("%s + %s → %s", (state, event, next) => {
    expect(challengeStep(state, EVENTS[event] as ChallengeEvent)).toBe(next);
  });
});

describe("challengeTimeout", () => {
  const NOW = 1_000_000_000_000;
  it.each<[string, number | undefined, number]>([
    ["until the checkout expires, plus 5 s", NOW + 20 * 60_000, 20 * 60_000 + 5_000],
    ["at least a minute", NOW + 10_000, 65_000],
    ["an expired checkout: a minute", NOW - 1, 65_000],
    ["unknown expiry: the checkout lifetime", undefined, 30 * 60_000 + 5_000],
    ["unreadable expiry: the checkout lifetime", Number.NaN, 30 * 60_000 + 5_000],
  ])("%s", (_what, expiresAt, wait) => {
    expect(challengeTimeout(expiresAt, NOW, 30 * 60_000)).toBe(wait);
  });
});

describe("challengeAnswer: the one message that ends a challenge", () => {
  const frame = {};
  const expected = { source: frame, origin: "https://gw.example", channel: "a".repeat(32) };
  const end = { p: PROTOCOL, type: "challengeEnd", channel: "a".repeat(32), status: "failed" };
  it.each<[string, Pick<MessageEvent, "source" | "origin" | "data">, string | undefined]>([
    ["the relay's message", { source: frame as MessageEventSource, origin: "https://gw.example", data: end }, "failed"],
    ["from another window", { source: {} as MessageEventSource, origin: "https://gw.example", data: end }, undefined],
    ["from another origin", { source: frame as MessageEventSource, origin: "https://evil.example", data: end }, undefined],
    [
      "another widget's channel",
      { source: frame as MessageEventSource, origin: "https://gw.example", data: { ...end, channel: "b".repeat(32) } },
      undefined,
    ],
    [
      "an unknown status",
      { source: frame as MessageEventSource, origin: "https://gw.example", data: { ...end, status: "paid" } },
      undefined,
    ],
    ["not our protocol", { source: frame as MessageEventSource, origin: "https://gw.example", data: "challengeEnd" }, undefined],
  ])("%s → %s", (_what, e, status) => {
    expect(challengeAnswer(e, expected)).toBe(status);
  });
});

describe("isGatewayPage", () => {
  it.each<[string, boolean]>([
    ["https://gw.example/v1/threeDSecure/acs/x", true],
    ["https://gw.example.evil.example/acs", false],
    ["https://gw.example@evil.example/acs", false],
    ["http://gw.example/acs", false],
    ["javascript:alert(1)", false],
    ["/relative", false],
  ])("%s → %s", (url, ok) => {
    expect(isGatewayPage(url, "https://gw.example")).toBe(ok);
  });
});
