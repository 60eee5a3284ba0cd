import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

export interface LoadResult {
  readonly requests: number;
  readonly perSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** Answers that were not 2xx, and connection errors or timeouts. */
  readonly non2xx: number;
  readonly errors: number;
}

export interface LoadOptions {
  readonly url: string;
  readonly body: string;
  readonly headers?: Record<string, string>;
  readonly connections: number;
  /** How long, or… */
  readonly seconds?: number;
  /** …exactly this many requests (one per entry of `paths`, when given). */
  readonly paths?: readonly string[];
}

const FORM = { "content-type": "application/x-www-form-urlencoded; charset=UTF-8" };

/**
 * HTTP load with autocannon (keep-alive connections, loopback only), bounded in time or count. A run of
 * a count is timed from its start to its last answer: autocannon ends it (and stamps its duration) only at
 * its next one-second sample, which made 5,000 requests answered in 2.2 s read as 3 s — a rate quantized
 * to 5,000 / whole seconds.
 */
export async function load(o: LoadOptions): Promise<LoadResult> {
  let next = 0;
  const paths = o.paths;
  let started = 0;
  let lastAnswer = 0;
  const r = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      {
        url: o.url,
        method: "POST",
        connections: o.connections,
        headers: { ...FORM, ...o.headers },
        body: o.body,
        ...(paths
          ? {
              amount: paths.length,
              requests: [{ method: "POST", setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] ?? "/" }) }],
            }
          : { duration: o.seconds ?? 10 }),
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
    run.on("start", () => {
      started = performance.now();
    });
    run.on("response", () => {
      lastAnswer = performance.now();
    });
  });
  const seconds = paths && lastAnswer > started && started > 0 ? (lastAnswer - started) / 1000 : r.duration || 1;
  return {
    requests: r.requests.total,
    perSecond: r.requests.total / seconds,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

/** Starts the floor (floor-server.ts) in its own process; its URL, and how to stop it. */
export async function startFloor(): Promise<{ url: string; stop(): void }> {
  const entry = fileURLToPath(new URL("./floor-server.ts", import.meta.url));
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", entry], { stdio: ["ignore", "pipe", "inherit"] });
  const address = await new Promise<string>((resolve, reject) => {
    child.stdout?.once("data", (d: Buffer) => resolve(d.toString().trim()));
    child.once("exit", (code) => reject(new Error(`the floor server ended (${code})`)));
  });
  return { url: `${address}/floor`, stop: () => child.kill() };
}
