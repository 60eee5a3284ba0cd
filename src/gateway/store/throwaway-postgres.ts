import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { finishLibpq, loadLibpq } from "./load-libpq.ts";

/**
 * A PostgreSQL server of its own for tests and the benchmark: a new cluster in a temporary folder,
 * listening on a free loopback port, removed when stopped. It runs the server binaries of the
 * machine's PostgreSQL installation (Debian's `postgresql` package, or PG_BIN); as root it runs them
 * as the `postgres` user, since the server refuses to run as root.
 */
export interface ThrowawayPostgres {
  /** postgres://… of the `gateway` database. */
  readonly url: string;
  readonly port: number;
  stop(): Promise<void>;
}

/** The folder of `initdb` and `postgres`: PG_BIN, else the newest /usr/lib/postgresql/N/bin, else pg_config's. */
export function postgresBin(): string | undefined {
  const candidates: string[] = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  if (existsSync("/usr/lib/postgresql")) {
    const versions = readdirSync("/usr/lib/postgresql").filter((v) => /^\d+$/.test(v));
    for (const v of versions.sort((a, b) => Number(b) - Number(a))) candidates.push(`/usr/lib/postgresql/${v}/bin`);
  }
  try {
    candidates.push(execFileSync("pg_config", ["--bindir"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim());
  } catch {
    // no pg_config on PATH
  }
  return candidates.find((dir) => existsSync(join(dir, "initdb")) && existsSync(join(dir, "postgres")));
}

/** The uid and gid to run the server as: ours, or the `postgres` user's when we are root. */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((l) => l.startsWith("postgres:"));
  if (!line) throw new Error("PostgreSQL refuses to run as root and there is no postgres user (apt-get install postgresql creates it)");
  const [, , uid, gid] = line.split(":");
  return { uid: Number(uid), gid: Number(gid) };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export interface ThrowawayOptions {
  /** fsync on (a benchmark comparing with SQLite's synchronous = FULL); off by default, for speed in tests. */
  readonly durable?: boolean;
  readonly maxConnections?: number;
}

export async function startThrowawayPostgres(options: ThrowawayOptions = {}): Promise<ThrowawayPostgres> {
  const bin = postgresBin();
  if (!bin) throw new Error("No PostgreSQL server binaries found (apt-get install postgresql, or set PG_BIN)");
  const user = serverUser();
  const dir = mkdtempSync(join(tmpdir(), "gateway-pg-"));
  if (user) chownSync(dir, user.uid, user.gid);
  const data = join(dir, "data");
  const run = { ...user, stdio: "pipe" as const, env: { ...process.env, LC_ALL: "C" } };
  try {
    execFileSync(join(bin, "initdb"), ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C", "--no-sync"], run);
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed: ${String((err as { stderr?: Buffer }).stderr ?? err)}`);
  }
  const port = await freePort();
  const durability = options.durable ? [] : ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"];
  const server: ChildProcess = spawn(
    join(bin, "postgres"),
    ["-D", data, "-p", String(port), "-h", "127.0.0.1", "-k", dir, "-c", `max_connections=${options.maxConnections ?? 200}`, ...durability],
    run,
  );
  let log = "";
  server.stderr?.on("data", (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  const stop = async () => {
    if (server.exitCode === null) server.kill("SIGINT");
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  const admin = `postgresql://postgres@127.0.0.1:${port}/postgres`;
  for (let tries = 0; ; tries++) {
    const pq = new (loadLibpq())();
    try {
      pq.connectSync(admin);
      pq.exec("CREATE DATABASE gateway");
      const created = pq.resultStatus() === "PGRES_COMMAND_OK";
      finishLibpq(pq);
      if (created) break;
    } catch {
      // not accepting connections yet
    }
    if (server.exitCode !== null || tries > 200) {
      await stop();
      throw new Error(`PostgreSQL did not start: ${log}`);
    }
    await sleep(50);
  }
  return { url: `postgresql://postgres@127.0.0.1:${port}/gateway`, port, stop };
}
