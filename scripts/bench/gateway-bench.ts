import { type LoadResult, load, startFloor } from "./gateway-load.ts";
import { rss } from "./memory.ts";
import { paymentForm } from "./test-card.ts";

export interface GatewayBenchOptions {
  readonly gatewayUrl: string;
  readonly token: string;
  readonly entityId: string;
  readonly gatewayPid: number | undefined;
  readonly connections: number;
  readonly seconds: number;
  /** Widget payments (one fresh checkout each). */
  readonly widgetPayments: number;
  /** Server-to-server payments after which the gateway's memory is measured again. */
  readonly memoryPayments: number;
  readonly step: (text: string) => void;
}

export interface GatewayBench {
  readonly connections: number;
  readonly floor: LoadResult;
  readonly payments: LoadResult;
  readonly checkouts: LoadResult;
  readonly widgetPayments: LoadResult;
  readonly memory: {
    readonly payments: number;
    readonly beforeBytes: number | undefined;
    readonly afterBytes: number | undefined;
    readonly peakBytes: number | undefined;
  };
  /** With every payment of the run stored: a merchant's query, and a clock move with its time-driven work (median ms). */
  readonly backOffice: { readonly payments: number; readonly queryMs: number; readonly clockMoveMs: number };
}

const form = (params: Record<string, string>) => new URLSearchParams(params).toString();

/**
 * The gateway against its floor, in one run (autocannon over keep-alive connections on loopback):
 * a bare Fastify route parsing the same form body; POST /v1/payments (approved card DB, the file
 * database); POST /v1/checkouts; the widget's POST /v1/checkouts/{id}/payment (a fresh checkout
 * each); then the gateway's memory after many more payments.
 */
export async function benchGateway(o: GatewayBenchOptions): Promise<GatewayBench> {
  const auth = { authorization: `Bearer ${o.token}` };
  const card = paymentForm();
  const debit = form({ entityId: o.entityId, amount: "49.99", currency: "EUR", paymentType: "DB", ...card });
  const checkout = form({ entityId: o.entityId, amount: "49.99", currency: "EUR", paymentType: "DB" });
  const floorServer = await startFloor();
  let floor: LoadResult;
  try {
    o.step(`floor: a bare Fastify form route, ${o.connections} connections, ${o.seconds} s`);
    floor = await load({ url: floorServer.url, body: debit, connections: o.connections, seconds: o.seconds });
  } finally {
    floorServer.stop();
  }
  const timed = (path: string, body: string) => {
    o.step(`POST ${path}, ${o.connections} connections, ${o.seconds} s`);
    return load({ url: `${o.gatewayUrl}${path}`, body, headers: auth, connections: o.connections, seconds: o.seconds });
  };
  const payments = await timed("/v1/payments", debit);
  const checkouts = await timed("/v1/checkouts", checkout);
  o.step(`the widget's payment endpoint: ${o.widgetPayments} checkouts, then one payment each`);
  const ids = await createCheckouts(o, checkout, o.widgetPayments);
  const widgetPayments = await load({
    url: o.gatewayUrl,
    body: form(card),
    headers: { origin: o.gatewayUrl },
    connections: o.connections,
    paths: ids.map((id) => `/v1/checkouts/${encodeURIComponent(id)}/payment`),
  });
  const before = o.gatewayPid === undefined ? undefined : rss(o.gatewayPid);
  o.step(`memory: ${o.memoryPayments} more payments`);
  await load({
    url: o.gatewayUrl,
    body: debit,
    headers: auth,
    connections: o.connections,
    paths: Array.from({ length: o.memoryPayments }, () => "/v1/payments"),
  });
  const after = o.gatewayPid === undefined ? undefined : rss(o.gatewayPid);
  const stored = payments.requests + widgetPayments.requests + o.memoryPayments;
  o.step(`back office at ${stored} payments: a query by merchantTransactionId, a clock move with its time-driven work`);
  // The order the query looks for (a query that finds nothing is a 404, "cannot find transaction").
  await call(o, "POST", "/v1/payments", `${debit}&merchantTransactionId=bench-query`);
  const backOffice = {
    payments: stored + 1,
    queryMs: await medianMs(20, () => call(o, "GET", `/v1/query?entityId=${o.entityId}&merchantTransactionId=bench-query`)),
    // Last: the load gateway's clock moves (nothing after this reads its timestamps).
    clockMoveMs: await medianMs(5, () => call(o, "POST", "/sandbox/v1/clock", form({ entityId: o.entityId, advance: "PT1M" }))),
  };
  return {
    connections: o.connections,
    floor,
    payments,
    checkouts,
    widgetPayments,
    memory: { payments: o.memoryPayments, beforeBytes: before?.current, afterBytes: after?.current, peakBytes: after?.peak },
    backOffice,
  };
}

/** One merchant API call; throws unless it is answered 200. */
async function call(o: GatewayBenchOptions, method: "GET" | "POST", path: string, body?: string): Promise<void> {
  const res = await fetch(`${o.gatewayUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${o.token}`,
      ...(body ? { "content-type": "application/x-www-form-urlencoded; charset=UTF-8" } : {}),
    },
    ...(body ? { body } : {}),
  });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${method} ${path}: HTTP ${res.status}`);
}

/** The median wall time of `n` sequential runs of `fn`, in ms. */
async function medianMs(n: number, fn: () => Promise<void>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b)[Math.floor(n / 2)] ?? Number.NaN;
}

async function createCheckouts(o: GatewayBenchOptions, body: string, n: number): Promise<string[]> {
  const ids: string[] = [];
  const one = async () => {
    const res = await fetch(`${o.gatewayUrl}/v1/checkouts`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded; charset=UTF-8", authorization: `Bearer ${o.token}` },
      body,
    });
    const id = ((await res.json()) as { id?: string }).id;
    if (id) ids.push(id);
  };
  for (let i = 0; i < n; i += 32) await Promise.all(Array.from({ length: Math.min(32, n - i) }, one));
  return ids;
}
