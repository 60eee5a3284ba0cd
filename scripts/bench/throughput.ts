import { APPROVED, paymentForm } from "./test-card.ts";

export interface ThroughputOptions {
  readonly gatewayUrl: string;
  readonly token: string;
  readonly entityId: string;
  readonly clients: number;
  /** Stop after this many pairs… */
  readonly maxPairs: number;
  /** …or after this long, whichever comes first. */
  readonly maxMs: number;
}

export interface ThroughputResult {
  readonly pairs: number;
  readonly failures: number;
  readonly elapsedMs: number;
  /** Per pair: checkout creation + payment, ms. */
  readonly latencies: number[];
}

const FORM = { "content-type": "application/x-www-form-urlencoded; charset=UTF-8" };

/** One merchant checkout (bearer token) then its payment as the frame sends it (same-origin Origin header). True when approved. */
async function pair(o: ThroughputOptions): Promise<boolean> {
  const created = await fetch(`${o.gatewayUrl}/v1/checkouts`, {
    method: "POST",
    headers: { ...FORM, authorization: `Bearer ${o.token}` },
    body: new URLSearchParams({ entityId: o.entityId, amount: "49.99", currency: "EUR", paymentType: "DB" }).toString(),
  });
  const { id } = (await created.json()) as { id?: string };
  if (!id) return false;
  const paid = await fetch(`${o.gatewayUrl}/v1/checkouts/${encodeURIComponent(id)}/payment`, {
    method: "POST",
    headers: { ...FORM, origin: o.gatewayUrl },
    body: new URLSearchParams(paymentForm()).toString(),
  });
  const json = (await paid.json()) as { result?: { code?: string } };
  return json.result?.code === APPROVED;
}

/** `clients` loops creating and paying checkouts over keep-alive HTTP, bounded in count and time. */
export async function gatewayThroughput(o: ThroughputOptions): Promise<ThroughputResult> {
  const latencies: number[] = [];
  let started = 0;
  let failures = 0;
  const t0 = performance.now();
  const client = async () => {
    while (started < o.maxPairs && performance.now() - t0 < o.maxMs) {
      started++;
      const s = performance.now();
      const ok = await pair(o).catch(() => false);
      latencies.push(performance.now() - s);
      if (!ok) failures++;
    }
  };
  await Promise.all(Array.from({ length: o.clients }, client));
  return { pairs: latencies.length, failures, elapsedMs: performance.now() - t0, latencies };
}
