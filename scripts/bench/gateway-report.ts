import type { GatewayBench } from "./gateway-bench.ts";
import type { LoadResult } from "./gateway-load.ts";
import type { StoreBench } from "./store-bench.ts";

/** Issue 21's goals for the gateway: payments per second, and the ratio to the same run's floor. */
export const GATEWAY_GOALS = { paymentsPerSecond: 5000, floorRatio: 6 } as const;

const mb = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? "n/a" : `${(n / 2 ** 20).toFixed(1)} MB`);
const rate = (l: LoadResult) =>
  `${l.perSecond.toFixed(0)}/s (${l.requests} requests, p50 ${l.p50Ms} ms, p99 ${l.p99Ms} ms${l.non2xx + l.errors > 0 ? `, ${l.non2xx} not 2xx, ${l.errors} errors` : ""})`;

/** How many times slower than the floor. */
export const floorRatio = (g: GatewayBench, l: LoadResult) => g.floor.perSecond / Math.max(l.perSecond, 1);

/** The gateway's rows of the bench table: each endpoint against the floor of the same run, and memory. */
export function gatewayRows(g: GatewayBench): string[][] {
  const floor = rate(g.floor);
  const row = (measure: string, l: LoadResult, goal: string) => [
    "gateway",
    measure,
    rate(l),
    floor,
    `${floorRatio(g, l).toFixed(1)}× the floor`,
    goal,
  ];
  const p = g.payments;
  const paymentGoal = `≥ ${GATEWAY_GOALS.paymentsPerSecond}/s and ≤ ${GATEWAY_GOALS.floorRatio}×: ${
    p.perSecond >= GATEWAY_GOALS.paymentsPerSecond && floorRatio(g, p) <= GATEWAY_GOALS.floorRatio ? "ok" : "not yet"
  }`;
  return [
    row(`POST /v1/payments (approved card DB, file database), ${g.connections} connections`, p, paymentGoal),
    row(`POST /v1/checkouts, ${g.connections} connections`, g.checkouts, ""),
    row(`the widget's POST /v1/checkouts/{id}/payment (a fresh checkout each), ${g.connections} connections`, g.widgetPayments, ""),
    [
      "gateway",
      `memory of the gateway process: peak RSS under the load; RSS before and after ${g.memory.payments} more payments`,
      `peak ${mb(g.memory.peakBytes)}; ${mb(g.memory.beforeBytes)} → ${mb(g.memory.afterBytes)}`,
      "",
      "",
      "",
    ],
    [
      "gateway",
      `back office with ${g.backOffice.payments} payments stored: GET /v1/query by merchantTransactionId (median of 20); a sandbox clock move of one minute, with its time-driven work (median of 5)`,
      `query ${g.backOffice.queryMs.toFixed(1)} ms; clock move ${g.backOffice.clockMoveMs.toFixed(1)} ms`,
      "",
      "",
      "indexes, not scans: flat as payments grow",
    ],
  ];
}

/** POST /v1/payments on PostgreSQL with one and two processes, against the SQLite file of the same run. */
export function storeRows(g: GatewayBench, s: StoreBench): string[][] {
  if ("skipped" in s.postgres) return [["gateway", "POST /v1/payments on PostgreSQL", `not measured: ${s.postgres.skipped}`, "", "", ""]];
  const sqlite = g.payments.perSecond;
  const row = (measure: string, l: LoadResult) => [
    "gateway",
    measure,
    rate(l),
    `SQLite file: ${sqlite.toFixed(0)}/s`,
    `${(l.perSecond / Math.max(sqlite, 1)).toFixed(2)}× SQLite`,
    "",
  ];
  return [
    row(`POST /v1/payments on PostgreSQL (same machine, fsync on), 1 process, ${g.connections} connections`, s.postgres.oneProcess),
    row(`POST /v1/payments on PostgreSQL, 2 processes on one port (--workers 2), ${g.connections} connections`, s.postgres.twoProcesses),
  ];
}

/** Answers that were not approved or not answered: a bench run with them is not a measurement. */
export function gatewayFailures(g: GatewayBench, s?: StoreBench): string[] {
  const postgres = s && !("skipped" in s.postgres) ? s.postgres : undefined;
  return (
    [
      ["floor", g.floor],
      ["POST /v1/payments", g.payments],
      ["POST /v1/checkouts", g.checkouts],
      ["widget payments", g.widgetPayments],
      ...(postgres
        ? ([
            ["PostgreSQL, 1 process", postgres.oneProcess],
            ["PostgreSQL, 2 processes", postgres.twoProcesses],
          ] as const)
        : []),
    ] as const
  )
    .filter(([, l]) => l.non2xx + l.errors > 0)
    .map(([name, l]) => `gateway: ${name} had ${l.non2xx} answers that were not 2xx and ${l.errors} errors`);
}
