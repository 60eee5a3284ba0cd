import { describe, expect, it } from "vitest";
import { outsideCode, RESULT_CODES } from "../../shared/result-codes.ts";
import { envelope, gatewayTimestamp } from "./envelope.ts";

describe("the answer envelope", () => {
  it("describes a code of the table from the table", () => {
    expect(envelope(0, { code: "200.300.404" }).result.description).toBe(RESULT_CODES["200.300.404"]);
  });

  it("takes an outside code only once its format is checked (a negative test's decline code)", () => {
    expect(outsideCode("800.100.171")).toBe("800.100.171");
    expect(outsideCode("800.100")).toBeUndefined();
    const code = outsideCode("800.100.171");
    if (code) expect(envelope(0, { code }).result.code).toBe("800.100.171");
  });

  it("refuses, at compile time, a code that is not in the table", () => {
    // @ts-expect-error a mistyped code (one digit short) is not a ResultCode: tsc -b fails if this compiles
    const r = envelope(0, { code: "200.300.40" });
    expect(r.result.code).toBe("200.300.40");
  });
});

describe("hexId", () => {
  it("draws distinct ids of the asked length from its pool, across refills", async () => {
    const { hexId } = await import("./envelope.ts");
    const ids = Array.from({ length: 1000 }, () => hexId());
    expect(new Set(ids).size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(hexId(8)).toMatch(/^[0-9a-f]{16}$/);
    expect(hexId(5000)).toHaveLength(10_000);
  });
});

/** Every id `make` gives for 5 ms, and when that ended. */
function burst(make: () => string): { ids: string[]; until: number } {
  const ids: string[] = [];
  const until = Date.now() + 5;
  while (Date.now() <= until) ids.push(make());
  return { ids, until };
}

describe("orderedId", () => {
  it("gives distinct 32-character hex ids that sort in creation order across milliseconds, with one process tag", async () => {
    const { orderedId } = await import("./envelope.ts");
    const { ids, until } = burst(orderedId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(ids.map((id) => id.slice(0, 8))).size).toBe(1);
    // By time: the first of each millisecond sorts after every id of the milliseconds before it.
    const times = ids.map((id) => Number.parseInt(id.slice(8, 20), 16));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times.at(-1)).toBeGreaterThan(times[0] ?? Number.POSITIVE_INFINITY);
    expect(Math.abs((times[0] ?? 0) - (until - 5))).toBeLessThan(1000);
  });
});

/** Ids of `timedId`'s kind (the time in ms, then 80 random bits) made within 5 ms: distinct, in time order, every random character drawn. */
function expectTimedIds(ids: readonly string[], until: number, hex32: (id: string) => string) {
  expect(new Set(ids).size).toBe(ids.length);
  const times = ids.map((id) => Number.parseInt(hex32(id).slice(0, 12), 16));
  expect(times).toEqual([...times].sort((a, b) => a - b));
  expect(Math.abs((times[0] ?? 0) - (until - 5))).toBeLessThan(1000);
  // Within one millisecond only the random part differs: 20 hex characters of it, all of them drawn.
  const first = ids[0] === undefined ? "" : hex32(ids[0]).slice(0, 12);
  const sameMs = ids.filter((id) => hex32(id).startsWith(first)).map((id) => hex32(id).slice(12, 32));
  expect(new Set(sameMs).size).toBe(sameMs.length);
  const seen = new Set(ids.flatMap((id) => [...hex32(id).slice(12, 32).toLowerCase()]));
  expect(seen.size).toBe(16);
}

describe("newCheckoutId", () => {
  it("gives 46-character ids (spec 2.2) that sort by creation time and keep 80 random bits", async () => {
    const { newCheckoutId } = await import("./envelope.ts");
    const { ids, until } = burst(newCheckoutId);
    for (const id of ids) expect(id).toMatch(/^[0-9A-F]{32}\.sbx01-vm-tx01$/);
    expectTimedIds(ids, until, (id) => id.slice(0, 32));
  });
});

describe("newRegistrationId", () => {
  it("gives 32-character lower-case hex ids (spec 2.2 registrationId) that sort by creation time and keep 80 random bits", async () => {
    const { newRegistrationId } = await import("./envelope.ts");
    const { ids, until } = burst(newRegistrationId);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
    expectTimedIds(ids, until, (id) => id);
  });
});

describe("gatewayTimestamp (spec 2.30: yyyy-MM-dd HH:mm:ss.SSS+0000)", () => {
  const expected = (ms: number) => `${new Date(ms).toISOString().replace("T", " ").replace("Z", "")}+0000`;
  const base = Date.UTC(2026, 10, 27, 23, 59, 58);
  it.each([
    ["within one second, in order", [base, base + 1, base + 9, base + 10, base + 99, base + 100, base + 999]],
    ["across seconds, a minute and a day", [base + 999, base + 1000, base + 1001, base + 2000, base + 2001, base - 1]],
    ["out of order and repeated", [base + 5, base + 5, base - 995, base + 5, base + 86_400_000, base]],
    ["at the epoch and a fraction of a millisecond", [0, 1, 999.9, 1000.5, base + 0.25]],
  ])("%s", (_what, instants) => {
    for (const ms of instants) expect(gatewayTimestamp(ms)).toBe(expected(Math.floor(ms)));
  });
});
