import cluster from "node:cluster";
import { randomBytes } from "node:crypto";
import type { GatewayConfig } from "./config.ts";
import { describeDatabase, isPostgresUrl, openStore } from "./store/db.ts";
import { tlsMaterial } from "./tls.ts";

/**
 * `npm run gateway -- --workers N` (or GATEWAY_WORKERS=N): N gateway processes serving one port
 * (Node's cluster: the primary accepts connections and hands them round-robin to the workers).
 * They share the PostgreSQL database, and through it every invariant (one payment per checkout,
 * refunds within the capture, idempotent retries, one clock, work claimed by one process).
 *
 * Refused on SQLite: several processes on one file stay correct (IMMEDIATE transactions wait for
 * one another), but they take turns for every write, so a second process only adds waiting.
 */
export function workersArgument(argv: readonly string[]): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === "--workers") return argv[i + 1] ?? "";
    if (arg.startsWith("--workers=")) return arg.slice("--workers=".length);
  }
  return undefined;
}

/** Why this configuration cannot run several processes, or undefined when it can. */
export function workersRefusal(config: GatewayConfig): string | undefined {
  if (config.workers <= 1 || isPostgresUrl(config.db)) return undefined;
  return (
    `--workers ${config.workers} needs PostgreSQL (GATEWAY_DB=postgres://user:password@host:port/database): ` +
    `${describeDatabase(config.db)} is one file, whose writers take turns, so more processes would only wait for one another.`
  );
}

/** The primary: prepares what the workers share once (schema, certificate), then keeps N workers running. */
export async function runPrimary(config: GatewayConfig): Promise<void> {
  const refusal = workersRefusal(config);
  if (refusal) throw new Error(refusal);
  openStore(config.db).close(); // migrations once, and a clear error before any worker starts
  await tlsMaterial(config.tls, config.host); // a generated certificate is made once, not by N workers at once
  let stopping = false;
  let ready = 0;
  // Summary-page card data sealed by one worker is opened by another: one key for all, handed over the
  // cluster's IPC channel (never a file, never the environment); gone with the primary.
  const sealingKey = (config.sealingKey ?? randomBytes(32)).toString("hex");
  // The lead worker does what only one may; a lead that ends is replaced by a lead.
  cluster.on("message", (worker, m: { type?: string }) => {
    if (m?.type === "sealing-key?") worker.send({ type: "sealing-key", key: sealingKey });
  });
  const fork = (lead: boolean) => cluster.fork({ GATEWAY_WORKERS: String(config.workers), GATEWAY_LEAD_WORKER: lead ? "1" : "" });
  cluster.on("listening", (worker, address) => {
    if (++ready === config.workers) {
      const pids = Object.values(cluster.workers ?? {}).map((w) => w?.process.pid);
      console.log(
        `[gateway] ${config.workers} processes serve port ${address.port} (pids ${pids.join(", ")}), sharing ${describeDatabase(config.db)}`,
      );
    }
    void worker;
  });
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    console.error(`[gateway] process ${worker.process.pid} ended (${signal ?? code}); starting another`);
    const lead = leads.delete(worker.id);
    const next = fork(lead);
    if (lead) leads.add(next.id);
  });
  const leads = new Set<number>();
  for (let i = 0; i < config.workers; i++) {
    const worker = fork(i === 0);
    if (i === 0) leads.add(worker.id);
  }
  const stop = () => {
    stopping = true;
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill("SIGTERM");
    setTimeout(() => process.exit(0), 5_000).unref();
    cluster.on("exit", () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

/** In a worker: the sealing key, asked of the primary (runPrimary) once this worker listens for the answer. */
export function receiveSealingKey(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("no sealing key from the primary process")), 10_000);
    process.once("message", (m: { type?: string; key?: string }) => {
      clearTimeout(timer);
      if (m?.type === "sealing-key" && typeof m.key === "string" && /^[0-9a-f]{64}$/.test(m.key)) resolve(Buffer.from(m.key, "hex"));
      else reject(new Error("an unexpected first message from the primary process"));
    });
    process.send?.({ type: "sealing-key?" });
  });
}

/** Whether this process does what only one may (the start-up banner, FTP, the start-up webhook): a single process, or the lead worker. */
export function isLeadProcess(): boolean {
  return !cluster.isWorker || process.env.GATEWAY_LEAD_WORKER === "1";
}

export const isClusterPrimary = (config: GatewayConfig): boolean => config.workers > 1 && cluster.isPrimary;
