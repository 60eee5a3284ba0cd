import { describe, expect, it } from "vitest";
import { PROTOCOL } from "../../shared/protocol-constants.ts";
import { isHandshakeFor } from "./handshake-check.ts";

const frame = {} as MessageEventSource;
const CHANNEL = "c".repeat(32);
const expected = { source: frame, origin: "https://gw.example", channel: CHANNEL, field: "cardNumber" };
const ready = { p: PROTOCOL, type: "ready", channel: CHANNEL, field: "cardNumber" };

describe("a hosted field's handshake, as the page checks it", () => {
  it.each<[string, Pick<MessageEvent, "source" | "origin" | "data">, boolean]>([
    ["the field's own handshake", { source: frame, origin: "https://gw.example", data: ready }, true],
    [
      "from another window (a third-origin opener, another frame)",
      { source: {} as MessageEventSource, origin: "https://gw.example", data: ready },
      false,
    ],
    ["from another origin", { source: frame, origin: "https://evil.example", data: ready }, false],
    ["another form's channel", { source: frame, origin: "https://gw.example", data: { ...ready, channel: "d".repeat(32) } }, false],
    ["another field", { source: frame, origin: "https://gw.example", data: { ...ready, field: "cvv" } }, false],
    ["another protocol", { source: frame, origin: "https://gw.example", data: { ...ready, p: "wpwl/0" } }, false],
    ["not an object", { source: frame, origin: "https://gw.example", data: "ready" }, false],
  ])("%s → %s", (_what, e, ok) => {
    expect(isHandshakeFor(e, expected)).toBe(ok);
  });

  it("before the iframe exists, nothing is a handshake", () => {
    expect(isHandshakeFor({ source: null, origin: "https://gw.example", data: ready }, { ...expected, source: null })).toBe(false);
  });
});
