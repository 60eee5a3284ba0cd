import { describe, expect, it } from "vitest";
import {
  isBinInfo,
  isChallengeEnd,
  isChannelId,
  isConnectMessage,
  isFrameEvent,
  isPaymentOutcome,
  isPayParams,
  isReadyMessage,
  isWidgetCommand,
} from "./message-guards.ts";
import {
  binInfo,
  challengeEnd,
  channelId,
  connectMessage,
  frameEvent,
  PROTOCOL,
  paymentOutcome,
  payParams,
  readyMessage,
  widgetCommand,
} from "./protocol.ts";

/**
 * The frames check messages with the guards, the zod schemas are the reference: both must agree
 * on every message that can cross postMessage (anything structuredClone keeps).
 */
interface Pair {
  readonly name: string;
  readonly guard: (v: unknown) => boolean;
  readonly schema: { safeParse(v: unknown): { success: boolean } };
  readonly valid: readonly unknown[];
}

const CHANNEL = "0123456789abcdef0123456789abcdef";
const OUTCOME = { kind: "approved", httpStatus: 200, code: "000.100.110", description: "ok", last4: "0000" };
const PENDING = {
  kind: "pending",
  httpStatus: 200,
  code: "000.200.000",
  description: "",
  redirect: { url: "https://acs.example/c", method: "POST", parameters: [{ name: "n", value: "v" }] },
};
const CHALLENGE = {
  kind: "pending",
  httpStatus: 200,
  code: "000.200.000",
  description: "transaction pending",
  redirect: { url: "https://gateway.example/v1/threeds/0123", method: "GET", parameters: [{ name: "a", value: "b" }] },
};
const DECLINE = { kind: "rejected", httpStatus: 400, code: "200.300.404", description: "bad", parameters: ["card.holder"] };

const PAIRS: readonly Pair[] = [
  { name: "channelId", guard: isChannelId, schema: channelId, valid: [CHANNEL, "f".repeat(32)] },
  {
    name: "readyMessage",
    guard: isReadyMessage,
    schema: readyMessage,
    valid: [
      { p: PROTOCOL, type: "ready", channel: CHANNEL, field: "cardNumber" },
      { p: PROTOCOL, type: "ready", channel: CHANNEL, field: "cvv" },
      { p: PROTOCOL, type: "ready", channel: CHANNEL, field: "expiry" },
      { p: PROTOCOL, type: "ready", channel: CHANNEL, field: "cardHolder" },
    ],
  },
  { name: "connectMessage", guard: isConnectMessage, schema: connectMessage, valid: [{ p: PROTOCOL, type: "connect", channel: CHANNEL }] },
  { name: "paymentOutcome", guard: isPaymentOutcome, schema: paymentOutcome, valid: [OUTCOME, DECLINE, PENDING, CHALLENGE] },
  {
    name: "challengeEnd",
    guard: isChallengeEnd,
    schema: challengeEnd,
    valid: [
      { p: PROTOCOL, type: "challengeEnd", channel: CHANNEL, status: "authenticated" },
      { p: PROTOCOL, type: "challengeEnd", channel: CHANNEL, status: "cancelled" },
    ],
  },
  {
    name: "frameEvent",
    guard: isFrameEvent,
    schema: frameEvent,
    valid: [
      { type: "state", isEmpty: false, isValid: true, isPotentiallyValid: true, brands: ["VISA"] },
      { type: "state", isEmpty: true, isValid: false, isPotentiallyValid: true, errorKey: "cardNumberError", brands: [] },
      { type: "focus" },
      { type: "blur" },
      { type: "enter" },
      { type: "result", outcome: OUTCOME },
      { type: "result", outcome: DECLINE },
      {
        type: "state",
        isEmpty: false,
        isValid: false,
        isPotentiallyValid: true,
        brands: ["MADA", "VISA"],
        bin: { brands: ["MADA", "VISA"], type: "DEBIT", country: "SA" },
      },
      { type: "state", isEmpty: false, isValid: true, isPotentiallyValid: true, brands: ["VISA"], bin: { brands: [] } },
    ],
  },
  {
    name: "binInfo",
    guard: isBinInfo,
    schema: binInfo,
    valid: [
      { brands: ["CARTEBANCAIRE", "VISA"], type: "CREDIT", country: "FR" },
      { brands: ["MAESTRO", "MASTER"], type: "PREPAID" },
      { brands: ["VISA"], country: "US" },
      { brands: [] },
    ],
  },
  {
    name: "payParams",
    guard: isPayParams,
    schema: payParams,
    valid: [{}, { "card.holder": "Jane Doe", "card.expiryMonth": "12", "customParameters[ref]": "A-1", "cart.items[0].name": "x" }],
  },
  {
    name: "widgetCommand",
    guard: isWidgetCommand,
    schema: widgetCommand,
    valid: [
      { type: "config", brands: ["VISA", "MASTER"], placeholder: "Card number", label: "Card number", locale: "en", dir: "ltr" },
      {
        type: "config",
        brands: ["VISA"],
        placeholder: "CVV",
        label: "CVV",
        locale: "de",
        dir: "ltr",
        mask: true,
        format: false,
        placeholderStyle: { color: "#555", "font-size": "15px" },
      },
      { type: "config", brands: ["MADA", "VISA"], placeholder: "", label: "Card number", locale: "ar", dir: "rtl", binlist: true },
      { type: "config", brands: [], placeholder: "MM / YY", label: "Expiry date", locale: "en", dir: "ltr", anyDate: true },
      { type: "brand", brand: "AMEX" },
      { type: "brand" },
      { type: "invalid", invalid: true, message: "Invalid card number" },
      { type: "focus" },
      { type: "pay", params: { "card.holder": "Jane Doe", "card.expiryYear": "2030" } },
      { type: "pay", params: { registrationId: "8a82944a4cc25ebf014cc2c782423202" }, target: "payment" },
      { type: "pay", params: {}, target: "registration" },
    ],
  },
];

/** An array with a hole at index 0 (structured clone keeps holes). */
function sparse(): unknown[] {
  const a: unknown[] = [];
  a[1] = "VISA";
  return a;
}

/** Values of every kind structured clone carries, plus edge cases of the checks (lengths, literals). */
const ODD: readonly unknown[] = [
  undefined,
  null,
  true,
  false,
  0,
  -1,
  1.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  10n,
  "",
  "x",
  "x".repeat(11),
  "x".repeat(12),
  "x".repeat(40),
  "x".repeat(41),
  "x".repeat(129),
  "x".repeat(2049),
  "1234",
  "12345",
  "card.number",
  "card.cvv",
  "__proto__",
  "constructor",
  PROTOCOL,
  "wpwl/2",
  CHANNEL,
  CHANNEL.toUpperCase(),
  "ready",
  "connect",
  "state",
  "result",
  "pay",
  "config",
  "cvv",
  "rtl",
  "approved",
  "DEBIT",
  "SA",
  "sa",
  "S1",
  [],
  ["VISA"],
  [1],
  Array(13).fill("VISA"),
  sparse(),
  {},
  { type: "focus" },
  new Date(0),
  /re/,
  new Map([["a", "b"]]),
  new Set(["a"]),
  new Error("e"),
  new Uint8Array(2),
  new ArrayBuffer(2),
];

/** A small deterministic PRNG, so a failure names a seed that reproduces it. */
function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;

/** One to three random edits anywhere in the value: replace, delete, add a key, or wrap it. */
function mutate(r: () => number, value: unknown, depth = 0): unknown {
  const roll = r();
  if (roll < 0.08 || depth > 3) return pick(r, ODD);
  if (Array.isArray(value)) {
    const copy = [...value];
    if (copy.length > 0 && roll < 0.6) copy[Math.floor(r() * copy.length)] = mutate(r, pick(r, copy), depth + 1);
    else if (roll < 0.8) copy.push(pick(r, ODD));
    else copy.splice(0, 1);
    return copy;
  }
  if (typeof value === "object" && value !== null && !(value instanceof Date)) {
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    const keys = Object.keys(copy);
    const key = keys.length > 0 ? pick(r, keys) : "type";
    if (roll < 0.55) copy[key] = mutate(r, copy[key], depth + 1);
    else if (roll < 0.7) delete copy[key];
    else if (roll < 0.85) copy[String(pick(r, ODD))] = pick(r, ODD);
    else return [copy];
    return copy;
  }
  if (typeof value === "string" && roll < 0.5) return value + pick(r, ["", "x", "\n", "0", "A", " "]);
  return pick(r, ODD);
}

const agree = (p: Pair, v: unknown) => expect({ value: v, guard: p.guard(v) }).toEqual({ value: v, guard: p.schema.safeParse(v).success });

describe.each(PAIRS)("$name: guard and zod schema", (p) => {
  it.each(p.valid.map((v) => [v]))("both accept %j", (v) => {
    expect(p.guard(v)).toBe(true);
    expect(p.schema.safeParse(v).success).toBe(true);
  });

  it.each(ODD.map((v) => [v]))("agree on the odd value %s", (v) => agree(p, structuredClone(v)));

  it.each(p.valid.map((v, i) => [i, v]))("agree on every one-key change of valid message %i", (_i, v) => {
    if (typeof v !== "object" || v === null) return;
    const base = v as Record<string, unknown>;
    for (const key of [...Object.keys(base), "type", "extra"]) {
      for (const odd of ODD) agree(p, structuredClone({ ...base, [key]: odd }));
      const { [key]: _dropped, ...rest } = base;
      agree(p, structuredClone(rest));
    }
  });

  it("agree on 3000 random mutations of the valid messages (seeded)", () => {
    const r = prng(0x77b1 + p.name.length);
    let rejected = 0;
    for (let i = 0; i < 3000; i++) {
      let v: unknown = pick(r, p.valid);
      const edits = 1 + Math.floor(r() * 3);
      for (let e = 0; e < edits; e++) v = mutate(r, v);
      const cloned = structuredClone(v);
      agree(p, cloned);
      if (!p.guard(cloned)) rejected++;
    }
    expect(rejected).toBeGreaterThan(300);
  });
});

describe("the one deliberate difference", () => {
  it("a __proto__ pay parameter, which zod drops, is refused by the guard", () => {
    const params = JSON.parse('{"__proto__": "x", "card.holder": "Jane"}') as unknown;
    expect(payParams.safeParse(params).success).toBe(true);
    expect(isPayParams(params)).toBe(false);
  });
});
