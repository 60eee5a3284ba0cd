import { describe, expect, it } from "vitest";
import { channelId, connectMessage, frameEvent, PROTOCOL, paymentOutcome, payParams, readyMessage, widgetCommand } from "./protocol.ts";

const CHANNEL = "0123456789abcdef0123456789abcdef";

const OUTCOME = {
  kind: "approved",
  httpStatus: 200,
  code: "000.100.110",
  description: "Request successfully processed in 'Merchant in Integrator Test Mode'",
  last4: "0000",
};

describe("channelId", () => {
  it.each([[CHANNEL], ["0".repeat(32)], ["f".repeat(32)]])("accepts %s", (id) => {
    expect(channelId.safeParse(id).success).toBe(true);
  });

  it.each<[string, unknown]>([
    ["upper-case hex", CHANNEL.toUpperCase()],
    ["31 characters", CHANNEL.slice(1)],
    ["33 characters", `${CHANNEL}0`],
    ["non-hex letter", `g${CHANNEL.slice(1)}`],
    ["dashes (UUID)", "01234567-89ab-cdef-0123-456789abcdef"],
    ["trailing newline", `${CHANNEL}\n`],
    ["empty", ""],
    ["a number", 1234],
    ["undefined", undefined],
  ])("rejects %s", (_name, id) => {
    expect(channelId.safeParse(id).success).toBe(false);
  });
});

describe("readyMessage", () => {
  it.each([["cardNumber"], ["cvv"], ["expiry"], ["cardHolder"]])("accepts ready from the %s frame", (field) => {
    const msg = { p: PROTOCOL, type: "ready", channel: CHANNEL, field };
    expect(readyMessage.parse(msg)).toEqual(msg);
  });

  it("strips unknown properties", () => {
    const parsed = readyMessage.parse({ p: PROTOCOL, type: "ready", channel: CHANNEL, field: "cvv", extra: "x" });
    expect(parsed).toEqual({ p: PROTOCOL, type: "ready", channel: CHANNEL, field: "cvv" });
  });

  it.each<[string, unknown]>([
    ["wrong protocol", { p: "wpwl/2", type: "ready", channel: CHANNEL, field: "cvv" }],
    ["missing protocol", { type: "ready", channel: CHANNEL, field: "cvv" }],
    ["wrong type", { p: PROTOCOL, type: "connect", channel: CHANNEL, field: "cvv" }],
    ["junk type", { p: PROTOCOL, type: "junk", channel: CHANNEL, field: "cvv" }],
    ["bad channel", { p: PROTOCOL, type: "ready", channel: CHANNEL.toUpperCase(), field: "cvv" }],
    ["short channel", { p: PROTOCOL, type: "ready", channel: "abc", field: "cvv" }],
    ["unknown field", { p: PROTOCOL, type: "ready", channel: CHANNEL, field: "expiryDate" }],
    ["a page field name", { p: PROTOCOL, type: "ready", channel: CHANNEL, field: "card.holder" }],
    ["missing field", { p: PROTOCOL, type: "ready", channel: CHANNEL }],
    ["null", null],
    ["a string", "ready"],
    ["an array", [PROTOCOL, "ready", CHANNEL, "cvv"]],
  ])("rejects %s", (_name, msg) => {
    expect(readyMessage.safeParse(msg).success).toBe(false);
  });
});

describe("connectMessage", () => {
  it("accepts connect", () => {
    const msg = { p: PROTOCOL, type: "connect", channel: CHANNEL };
    expect(connectMessage.parse(msg)).toEqual(msg);
  });

  it.each<[string, unknown]>([
    ["wrong protocol", { p: "wpwl/0", type: "connect", channel: CHANNEL }],
    ["wrong type", { p: PROTOCOL, type: "ready", channel: CHANNEL }],
    ["junk type", { p: PROTOCOL, type: "hello", channel: CHANNEL }],
    ["bad channel", { p: PROTOCOL, type: "connect", channel: `${CHANNEL.slice(1)}G` }],
    ["missing channel", { p: PROTOCOL, type: "connect" }],
    ["undefined", undefined],
  ])("rejects %s", (_name, msg) => {
    expect(connectMessage.safeParse(msg).success).toBe(false);
  });
});

describe("frameEvent", () => {
  const state = { type: "state", isEmpty: false, isValid: true, isPotentiallyValid: true, brands: ["VISA"] };

  it.each<[string, unknown]>([
    ["state", state],
    ["state with errorKey", { ...state, isValid: false, errorKey: "cardNumberError" }],
    ["state with 12 brands", { ...state, brands: Array(12).fill("VISA") }],
    ["focus", { type: "focus" }],
    ["blur", { type: "blur" }],
    ["enter", { type: "enter" }],
    ["result", { type: "result", outcome: OUTCOME }],
  ])("accepts %s", (_name, event) => {
    expect(frameEvent.safeParse(event).success).toBe(true);
  });

  it.each<[string, unknown]>([
    ["junk type", { type: "junk" }],
    ["missing type", { isEmpty: true }],
    ["state without flags", { type: "state", brands: [] }],
    ["state with 13 brands", { ...state, brands: Array(13).fill("VISA") }],
    ["state with a long brand", { ...state, brands: ["X".repeat(33)] }],
    ["state with a long errorKey", { ...state, errorKey: "e".repeat(41) }],
    ["result with a bad outcome", { type: "result", outcome: { ...OUTCOME, last4: "4242424242424242" } }],
  ])("rejects %s", (_name, event) => {
    expect(frameEvent.safeParse(event).success).toBe(false);
  });
});

describe("payParams", () => {
  it.each([
    ["card.holder"],
    ["card.expiryMonth"],
    ["card.expiryYear"],
    ["paymentBrand"],
    ["amount"],
    ["customer.browser.userAgent"],
    ["customParameters[order.ref]"],
    ["cart.items[0].name"],
    ["x".repeat(128)],
  ])("accepts the key %j", (key) => {
    expect(payParams.safeParse({ [key]: "value" }).success).toBe(true);
  });

  it.each([["card.number"], ["card.cvv"], [""], ["x".repeat(129)], ["a b"], ["card.holder\n"], ["customParameters[<script>]"]])(
    "rejects the key %j",
    (key) => {
      expect(payParams.safeParse({ [key]: "value" }).success).toBe(false);
    },
  );

  it("rejects card.number among allowed keys", () => {
    const params = { "card.holder": "Jane Doe", "card.number": "4200000000000000" };
    expect(payParams.safeParse(params).success).toBe(false);
  });

  it.each<[string, unknown, boolean]>([
    ["empty string", "", true],
    ["2048 characters", "v".repeat(2048), true],
    ["2049 characters", "v".repeat(2049), false],
    ["a number", 42, false],
    ["null", null, false],
  ])("value %s → %s", (_name, value, success) => {
    expect(payParams.safeParse({ amount: value }).success).toBe(success);
  });
});

describe("widgetCommand", () => {
  it.each<[string, unknown]>([
    ["config", { type: "config", brands: ["VISA"], placeholder: "Card number", label: "Card", locale: "en", dir: "ltr" }],
    ["brand", { type: "brand", brand: "AMEX" }],
    ["brand cleared", { type: "brand" }],
    ["invalid", { type: "invalid", invalid: true, message: "Invalid card number" }],
    ["valid again", { type: "invalid", invalid: false, message: "" }],
    ["focus", { type: "focus" }],
    ["pay", { type: "pay", params: { "card.holder": "Jane Doe", "card.expiryMonth": "11", "card.expiryYear": "2026" } }],
    ["pay with a stored card", { type: "pay", params: { registrationId: "8a82944a4cc25ebf014cc2c782423202", "card.holder": "J" } }],
    ["register a card", { type: "pay", params: { "card.holder": "Jane Doe" }, target: "registration" }],
  ])("accepts %s", (_name, command) => {
    expect(widgetCommand.safeParse(command).success).toBe(true);
  });

  it.each<[string, unknown]>([
    ["junk type", { type: "junk" }],
    ["config with bad dir", { type: "config", brands: [], placeholder: "", label: "", locale: "en", dir: "up" }],
    ["pay with card.number", { type: "pay", params: { "card.number": "4200000000000000" } }],
    ["pay with card.cvv", { type: "pay", params: { "card.cvv": "123" } }],
    ["pay without params", { type: "pay" }],
    ["pay to an unknown target", { type: "pay", params: {}, target: "refund" }],
    ["invalid with a long message", { type: "invalid", invalid: true, message: "m".repeat(201) }],
    ["invalid without a flag", { type: "invalid", message: "x" }],
  ])("rejects %s", (_name, command) => {
    expect(widgetCommand.safeParse(command).success).toBe(false);
  });
});

describe("paymentOutcome", () => {
  it.each<[string, unknown]>([
    ["with last4", OUTCOME],
    ["without last4", { ...OUTCOME, last4: undefined }],
    ["with rejected parameters", { ...OUTCOME, kind: "rejected", httpStatus: 400, parameters: ["card.holder"] }],
    ["each kind: declined", { ...OUTCOME, kind: "declined" }],
    ["each kind: pending", { ...OUTCOME, kind: "pending" }],
    ["each kind: error", { ...OUTCOME, kind: "error" }],
  ])("accepts %s", (_name, outcome) => {
    expect(paymentOutcome.safeParse(outcome).success).toBe(true);
  });

  it.each([["123"], ["12345"], ["abcd"], ["12 4"], [""], ["4200000000000000"], ["0000\n"], ["\uff10".repeat(4)]])(
    "rejects last4 %j",
    (last4) => {
      expect(paymentOutcome.safeParse({ ...OUTCOME, last4 }).success).toBe(false);
    },
  );

  it.each<[string, unknown]>([
    ["unknown kind", { ...OUTCOME, kind: "approvedish" }],
    ["string httpStatus", { ...OUTCOME, httpStatus: "200" }],
    ["long code", { ...OUTCOME, code: "000.100.1100" }],
    ["long description", { ...OUTCOME, description: "d".repeat(256) }],
    ["missing code", { kind: "approved", httpStatus: 200, description: "" }],
  ])("rejects %s", (_name, outcome) => {
    expect(paymentOutcome.safeParse(outcome).success).toBe(false);
  });
});
