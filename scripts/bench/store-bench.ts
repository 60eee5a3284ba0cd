import { startGateway } from "../../demo/stack.ts";
import { postgresBin, startThrowawayPostgres } from "../../src/gateway/store/throwaway-postgres.ts";
import { type LoadResult, load } from "./gateway-load.ts";
import { debitBody } from "./test-card.ts";

export interface StoreBench {
  /** POST /v1/payments on PostgreSQL with 1 and 2 gateway processes, or why it was not measured. */
  readonly postgres: { readonly oneProcess: LoadResult; readonly twoProcesses: LoadResult } | { readonly skipped: string };
}

export interface StoreBenchOptions {
  readonly token: string;
  readonly entityId: string;
  readonly dist: string;
  readonly connections: number;
  readonly seconds: number;
  readonly step: (text: string) => void;
}

/**
 * POST /v1/payments (approved card DB) on PostgreSQL, with one gateway process and with two on one
 * port (`--workers 2`), on a throwaway server of this machine with fsync on — as durable as the
 * SQLite file's synchronous = FULL it is compared with. Each run has a schema of its own.
 */
export async function benchStores(o: StoreBenchOptions): Promise<StoreBench> {
  if (!postgresBin()) return { postgres: { skipped: "no PostgreSQL server binaries on this machine" } };
  o.step("PostgreSQL: a throwaway server (fsync on) for the store comparison");
  const server = await startThrowawayPostgres({ durable: true });
  const debit = debitBody(o.entityId);
  const run = async (workers: number): Promise<LoadResult> => {
    const db = `${server.url}?options=${encodeURIComponent(`-c search_path=bench_${workers}`)}`;
    const gateway = await startGateway(0, {
      GATEWAY_DB: db,
      GATEWAY_DIST: o.dist,
      GATEWAY_RATE_LIMIT: "0",
      GATEWAY_WORKERS: String(workers),
    });
    try {
      o.step(`POST /v1/payments on PostgreSQL, ${workers} process${workers > 1 ? "es" : ""}, ${o.connections} connections, ${o.seconds} s`);
      return await load({
        url: `${gateway.url}/v1/payments`,
        body: debit,
        headers: { authorization: `Bearer ${o.token}` },
        connections: o.connections,
        seconds: o.seconds,
      });
    } finally {
      gateway.child.kill("SIGTERM");
      await new Promise((resolve) => gateway.child.once("exit", resolve));
    }
  };
  try {
    const oneProcess = await run(1);
    const twoProcesses = await run(2);
    return { postgres: { oneProcess, twoProcesses } };
  } finally {
    await server.stop();
  }
}
