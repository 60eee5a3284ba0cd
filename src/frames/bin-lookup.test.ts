import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BinInfo } from "../shared/bin-info.ts";
import { BIN_DEBOUNCE_MS, BIN_TIMEOUT_MS, binLookup } from "./bin-lookup.ts";

const MADA: BinInfo = { brands: ["MADA", "VISA"], type: "DEBIT", country: "SA" };

/**
 * The gateway stand-in: each call is recorded and answered when the test says so (the real one is
 * fetch-bin-info.ts, exercised against the sandbox gateway in e2e/binlist.spec.ts).
 */
function gateway() {
  const calls: { bin: string; signal: AbortSignal; resolve: (i: BinInfo | undefined) => void; reject: (e: Error) => void }[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const fetchInfo = (bin: string, signal: AbortSignal) =>
    new Promise<BinInfo | undefined>((resolve, reject) => {
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const done = () => inFlight--;
      signal.addEventListener("abort", () => {
        done();
        reject(new Error("aborted"));
      });
      calls.push({
        bin,
        signal,
        resolve: (i) => {
          done();
          resolve(i);
        },
        reject: (e) => {
          done();
          reject(e);
        },
      });
    });
  return { calls, fetchInfo, maxInFlight: () => maxInFlight };
}

/** Lets the awaited answer settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe("binLookup (the number frame's BIN lookups)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(["", "4", "42867", "4286 7"])("asks nothing for %j (fewer than six digits)", async (digits) => {
    const gw = gateway();
    const lookup = binLookup(gw.fetchInfo, () => undefined);
    expect(lookup(digits.replace(/\D/g, ""))).toBeUndefined();
    await vi.advanceTimersByTimeAsync(BIN_DEBOUNCE_MS * 4);
    expect(gw.calls).toEqual([]);
  });

  it("asks once per BIN, after the quiet time, however many digits follow", async () => {
    const gw = gateway();
    const answered = vi.fn();
    const lookup = binLookup(gw.fetchInfo, answered);
    const number = "4286710000000001";
    for (let n = 6; n <= number.length; n++) {
      expect(lookup(number.slice(0, n))).toBeUndefined();
      await vi.advanceTimersByTimeAsync(20);
    }
    expect(gw.calls.map((c) => c.bin)).toEqual(["428671"]);
    gw.calls[0]?.resolve(MADA);
    await settle();
    expect(answered).toHaveBeenCalledTimes(1);
    expect(lookup(number)).toEqual(MADA);
    // Deleted below six digits and typed again: answered from memory, no second request.
    expect(lookup("42867")).toBeUndefined();
    expect(lookup("428671")).toEqual(MADA);
    await vi.advanceTimersByTimeAsync(BIN_DEBOUNCE_MS * 2);
    expect(gw.calls).toHaveLength(1);
  });

  it("waits for the shopper to settle on a BIN: an edit within the quiet time asks only for the last", async () => {
    const gw = gateway();
    const lookup = binLookup(gw.fetchInfo, () => undefined);
    lookup("420000");
    await vi.advanceTimersByTimeAsync(BIN_DEBOUNCE_MS - 10);
    lookup("428671");
    await vi.advanceTimersByTimeAsync(BIN_DEBOUNCE_MS - 10);
    expect(gw.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(10);
    expect(gw.calls.map((c) => c.bin)).toEqual(["428671"]);
  });

  it("never has more than one request in flight: a BIN typed meanwhile is asked for when the first ends", async () => {
    const gw = gateway();
    const answered = vi.fn();
    const lookup = binLookup(gw.fetchInfo, answered);
    lookup("420000");
    await vi.advanceTimersByTimeAsync(BIN_DEBOUNCE_MS);
    lookup("403550");
    await vi.advanceTimersByTimeAsync(BIN_DEBOUNCE_MS * 3);
    lookup("535110");
    await vi.advanceTimersByTimeAsync(BIN_DEBOUNCE_MS * 3);
    expect(gw.calls.map((c) => c.bin)).toEqual(["420000"]);
    gw.calls[0]?.resolve({ brands: ["VISA"], type: "CREDIT", country: "DE" });
    await settle();
    // The answer for a BIN no longer typed changes nothing on screen; the one typed now is asked for.
    expect(answered).not.toHaveBeenCalled();
    expect(gw.calls.map((c) => c.bin)).toEqual(["420000", "535110"]);
    expect(gw.maxInFlight()).toBe(1);
  });

  it.each<[string, (c: ReturnType<typeof gateway>["calls"][number]) => void]>([
    ["an unknown BIN", (c) => c.resolve(undefined)],
    ["an empty brand list", (c) => c.resolve({ brands: [] })],
    ["a network error", (c) => c.reject(new Error("offline"))],
  ])("%s leaves the local detection, silently, and is not asked again", async (_what, answer) => {
    const gw = gateway();
    const answered = vi.fn();
    const lookup = binLookup(gw.fetchInfo, answered);
    lookup("411111");
    await vi.advanceTimersByTimeAsync(BIN_DEBOUNCE_MS);
    const call = gw.calls[0];
    if (call) answer(call);
    await settle();
    expect(answered).not.toHaveBeenCalled();
    expect(lookup("4111111111111111")).toBeUndefined();
    lookup("41111");
    lookup("411111");
    await vi.advanceTimersByTimeAsync(BIN_DEBOUNCE_MS * 2);
    expect(gw.calls).toHaveLength(1);
  });

  it("abandons a slow lookup after the timeout and asks the next BIN", async () => {
    const gw = gateway();
    const answered = vi.fn();
    const lookup = binLookup(gw.fetchInfo, answered);
    lookup("428671");
    await vi.advanceTimersByTimeAsync(BIN_DEBOUNCE_MS);
    expect(gw.calls[0]?.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(BIN_TIMEOUT_MS);
    expect(gw.calls[0]?.signal.aborted).toBe(true);
    expect(lookup("4286710000000001")).toBeUndefined();
    expect(answered).not.toHaveBeenCalled();
    lookup("535110");
    await vi.advanceTimersByTimeAsync(BIN_DEBOUNCE_MS);
    expect(gw.calls.map((c) => c.bin)).toEqual(["428671", "535110"]);
  });
});
