import { describe, expect, it } from "vitest";
import { type AttemptOutcome, type OutboundKind, outboundQueue } from "./outbound-queue.ts";

type Item = { id: string; url: string; skip?: string };

/** A kind over an in-memory list: what is claimed, and what each attempt recorded. */
function memoryKind(items: Item[], taken = new Set<string>()) {
  const recorded: [string, AttemptOutcome][] = [];
  const released: string[] = [];
  const kind: OutboundKind<Item> = {
    due: (limit) => items.filter((i) => !recorded.some(([id]) => id === i.id)).slice(0, limit),
    claim: (i) => {
      if (taken.has(i.id)) return false;
      taken.add(i.id);
      return true;
    },
    request: (i) => (i.skip ? { skip: i.skip } : { method: "POST", body: i.id }),
    record: (i, outcome) => void recorded.push([i.id, outcome]),
    release: (ids) => void released.push(...ids),
  };
  return { kind, recorded, released };
}

/** A fetch whose answers the test releases: how many are open at once, per URL. */
function heldFetch() {
  const open = new Map<string, number>();
  let most = new Map<string, number>();
  const waiting: (() => void)[] = [];
  const fetchFn = ((url: string, init: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      open.set(url, (open.get(url) ?? 0) + 1);
      most.set(url, Math.max(most.get(url) ?? 0, open.get(url) ?? 0));
      init.signal?.addEventListener("abort", () => reject(new Error("aborted")));
      waiting.push(() => {
        open.set(url, (open.get(url) ?? 1) - 1);
        resolve(new Response(null, { status: url.endsWith("/500") ? 500 : 200 }));
      });
    })) as unknown as typeof fetch;
  const releaseAll = async () => {
    while (waiting.length > 0) {
      for (const go of waiting.splice(0)) go();
      await new Promise((r) => setTimeout(r, 0));
    }
  };
  return { fetchFn, releaseAll, most: () => most, reset: () => (most = new Map()) };
}

const items = (n: number, url: (i: number) => string): Item[] => Array.from({ length: n }, (_, i) => ({ id: `i${i}`, url: url(i) }));

describe("the outbound queue (every call back: deliveries, tiebacks, the result-URL call)", () => {
  it("keeps to its concurrency in all and per receiver, and sends everything in the end", async () => {
    const list = items(30, (i) => `http://127.0.0.1/${i % 3 === 0 ? "slow" : `r${i}`}`);
    const { kind, recorded } = memoryKind(list);
    const held = heldFetch();
    const queue = outboundQueue(kind, { fetch: held.fetchFn, timeoutMs: 1_000, concurrency: 12, perReceiver: 4 });
    const drained = queue.drain();
    await new Promise((r) => setTimeout(r, 0));
    expect(queue.inFlight()).toBe(12);
    await held.releaseAll();
    await drained;
    expect(recorded).toHaveLength(30);
    expect(held.most().get("http://127.0.0.1/slow")).toBe(4);
    expect(recorded.every(([, o]) => "status" in o && o.status === 200)).toBe(true);
  });

  it("sends nothing another process claimed; a skipped item is recorded without a call", async () => {
    const list: Item[] = [
      { id: "mine", url: "http://127.0.0.1/a" },
      { id: "theirs", url: "http://127.0.0.1/b" },
      { id: "nowhere", url: "", skip: "no URL" },
    ];
    const { kind, recorded } = memoryKind(list, new Set(["theirs"]));
    const calls: string[] = [];
    const fetchFn = (async (url: string) => {
      calls.push(url);
      return new Response(null, { status: 204 });
    }) as unknown as typeof fetch;
    await outboundQueue(kind, { fetch: fetchFn, timeoutMs: 1_000, concurrency: 4, perReceiver: 4 }).drain();
    expect(calls).toEqual(["http://127.0.0.1/a"]);
    expect(recorded.sort()).toEqual([
      ["mine", { status: 204 }],
      ["nowhere", { skipped: "no URL" }],
    ]);
  });

  it("stopping aborts what is in flight, records none of it and gives the claims back", async () => {
    const { kind, recorded, released } = memoryKind(items(3, (i) => `http://127.0.0.1/${i}`));
    const held = heldFetch();
    const queue = outboundQueue(kind, { fetch: held.fetchFn, timeoutMs: 1_000, concurrency: 8, perReceiver: 8 });
    queue.pump();
    expect(queue.inFlight()).toBe(3);
    await queue.stop();
    expect([recorded, released.sort()]).toEqual([[], ["i0", "i1", "i2"]]);
    queue.pump();
    expect(queue.inFlight()).toBe(0);
  });

  it("an answer that does not come within the timeout is an attempt without a status", async () => {
    const { kind, recorded } = memoryKind(items(1, () => "http://127.0.0.1/never"));
    const never = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener("abort", () => reject(new Error("aborted"))),
      )) as unknown as typeof fetch;
    await outboundQueue(kind, { fetch: never, timeoutMs: 20, concurrency: 1, perReceiver: 1 }).drain();
    expect(recorded).toEqual([["i0", { error: "no answer within 20 ms" }]]);
  });
});
