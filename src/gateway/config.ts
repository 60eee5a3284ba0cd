import { resolve } from "node:path";
import { type Account, readAccounts } from "./accounts.ts";
import { isSourceList } from "./csp-source.ts";
import type { InputMode } from "./params/tolerant-input.ts";
import type { UnknownParameters } from "./params/validate-request.ts";
import { readTlsSetting, type TlsSetting } from "./tls.ts";

/** Sandbox gateway settings, read once from the environment. Defaults are documented in the README. */
export interface GatewayConfig {
  readonly port: number;
  readonly host: string;
  /** SQLite file, or ":memory:". */
  readonly db: string;
  /** The bearer token merchants' servers send, and the one entity it may use. */
  readonly token: string;
  readonly entityId: string;
  /** Every account: SANDBOX_TOKEN's first, then GATEWAY_ACCOUNTS' (each token with its own entities). */
  readonly accounts: readonly Account[];
  /** Folder with the built widget, frames, stylesheet and locales (npm run build). */
  readonly distDir: string;
  /** CSP frame-ancestors for the hosted-field pages: space-separated origins, or "*". */
  readonly frameAncestors: string;
  /** The gateway's origin as browsers see it, when a TLS proxy sits in front (GATEWAY_PUBLIC_URL); else taken from each request. */
  readonly publicOrigin: string | undefined;
  /** HTTPS (spec 5.1): off by default on loopback; GATEWAY_TLS=1 or GATEWAY_TLS_CERT/GATEWAY_TLS_KEY. */
  readonly tls: TlsSetting;
  /** The reconciliation files' FTP server (spec 2.31): off unless GATEWAY_FTP_PORT is set (0 picks a free port). */
  readonly ftpPort: number | undefined;
  /**
   * GATEWAY_HTTPS_PORT: HTTPS on this port beside plain HTTP on PORT (the same gateway; https-beside.ts), for a
   * client that requires TLS while the others stay on HTTP. Its certificate: GATEWAY_TLS_CERT/KEY, else generated.
   */
  readonly httpsPort: number | undefined;
  /** Log requests (never bodies). */
  readonly logger: boolean;
  /** Parameter names the specification does not know: refused with 400 (default) or dropped. */
  readonly unknownParameters: UnknownParameters;
  /** Parameters the spec refuses but real clients send: refused (strict, default) or accepted with a warning (tolerant). */
  readonly inputMode: InputMode;
  /** Requests per second per operation and bearer token before 800.120.100; 0 turns throttling off. */
  readonly rateLimit: number;
  /** How often main.ts runs the time-driven work that is due (result-URL calls, expiry, webhook retries), in ms. */
  readonly sweepIntervalMs: number;
  /**
   * GATEWAY_SEALING_KEY (64 hex): the AES-256 key summary-page card data is sealed under, for separate
   * gateway processes on one database; unset, each process makes its own (a cluster's primary hands
   * one to its workers, never through a file or the environment).
   */
  readonly sealingKey: Buffer | undefined;
  /** GATEWAY_WORKERS or `--workers N`: processes serving one port (cluster.ts); more than 1 needs PostgreSQL. */
  readonly workers: number;
  /** A webhook delivery attempt not answered within this time failed (GATEWAY_WEBHOOK_TIMEOUT_MS, 30 s). */
  readonly webhookTimeoutMs: number;
  /** A webhook registered at start-up for the default entity (GATEWAY_WEBHOOK_URL), with its key (GATEWAY_WEBHOOK_SECRET, 64 hex; else a new one). */
  readonly webhookUrl: string | undefined;
  readonly webhookSecret: string | undefined;
}

/** Default throttle: far above what the demo and e2e suite send (about 40 checkouts in a burst). */
export const DEFAULT_RATE_LIMIT = 200;

function nonNegativeInt(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined || text === "") return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name}: expected a non-negative integer, got ${JSON.stringify(text)}`);
  return n;
}

export const DEFAULT_TOKEN = "c2FuZGJveDpwYXltZW50V2lkZ2V0cy1kZXZlbG9wbWVudA==";
export const DEFAULT_ENTITY_ID = "8a8294174b7ecb28014b9699220015ca";

function port(name: string, text: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new Error(`${name}: expected an integer from 0 to 65535, got ${JSON.stringify(text)}`);
  return n;
}

/**
 * GATEWAY_DB: a SQLite file's path, a `postgres://` / `postgresql://` URL, or `postgres` (the PG* variables). Anything
 * else written like a URL (`postgress://user:secret@host/db`) is refused — it would silently be a SQLite file of that
 * name — and the message names only its scheme, never its password.
 */
export function gatewayDb(value: string | undefined): string {
  if (value === undefined || value === "") return resolve(".data", "gateway.sqlite");
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):\/\//.exec(value)?.[1];
  if (scheme !== undefined && !/^postgres(ql)?$/i.test(scheme))
    throw new Error(
      `GATEWAY_DB: expected the path of a SQLite file, a postgres:// or postgresql:// URL, or "postgres" (the PG* variables); got a URL with the scheme "${scheme}:"`,
    );
  return value;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const entityId = env.SANDBOX_ENTITY_ID ?? DEFAULT_ENTITY_ID;
  if (!/^[0-9a-f]{32}$/.test(entityId)) {
    throw new Error(`SANDBOX_ENTITY_ID: expected 32 lower-case hexadecimal characters, got ${JSON.stringify(entityId)}`);
  }
  const token = env.SANDBOX_TOKEN ?? DEFAULT_TOKEN;
  if (!/^[A-Za-z0-9._~+/=-]{16,512}$/.test(token)) {
    throw new Error("SANDBOX_TOKEN: expected 16 to 512 characters of letters, digits and ._~+/=-");
  }
  return {
    port: port("PORT", env.PORT ?? "8080"),
    host: env.HOST ?? "127.0.0.1",
    db: gatewayDb(env.GATEWAY_DB),
    token,
    entityId,
    accounts: readAccounts(env.GATEWAY_ACCOUNTS, { token, entityIds: [entityId] }),
    distDir: resolve(env.GATEWAY_DIST ?? "dist"),
    frameAncestors: frameAncestors(env.FRAME_ANCESTORS),
    publicOrigin: env.GATEWAY_PUBLIC_URL ? new URL(env.GATEWAY_PUBLIC_URL).origin : undefined,
    tls: readTlsSetting(env.GATEWAY_HTTPS_PORT && !env.GATEWAY_TLS && !env.GATEWAY_TLS_CERT ? { ...env, GATEWAY_TLS: "1" } : env),
    ftpPort: env.GATEWAY_FTP_PORT ? port("GATEWAY_FTP_PORT", env.GATEWAY_FTP_PORT) : undefined,
    httpsPort: env.GATEWAY_HTTPS_PORT ? port("GATEWAY_HTTPS_PORT", env.GATEWAY_HTTPS_PORT) : undefined,
    logger: env.GATEWAY_LOG === "1",
    unknownParameters: unknownParameters(env.GATEWAY_UNKNOWN_PARAMETERS),
    inputMode: inputMode(env.GATEWAY_INPUT),
    rateLimit: nonNegativeInt("GATEWAY_RATE_LIMIT", env.GATEWAY_RATE_LIMIT, DEFAULT_RATE_LIMIT),
    sweepIntervalMs: nonNegativeInt("GATEWAY_SWEEP_MS", env.GATEWAY_SWEEP_MS, 5_000),
    workers: workers(env.GATEWAY_WORKERS),
    sealingKey: sealingKey(env.GATEWAY_SEALING_KEY),
    webhookTimeoutMs: nonNegativeInt("GATEWAY_WEBHOOK_TIMEOUT_MS", env.GATEWAY_WEBHOOK_TIMEOUT_MS, 30_000) || 30_000,
    webhookUrl: webhookUrl(env.GATEWAY_WEBHOOK_URL),
    webhookSecret: webhookSecret(env.GATEWAY_WEBHOOK_SECRET),
  };
}

function sealingKey(text: string | undefined): Buffer | undefined {
  if (text === undefined || text === "") return undefined;
  if (!/^[0-9a-fA-F]{64}$/.test(text)) throw new Error("GATEWAY_SEALING_KEY: expected 64 hexadecimal characters (an AES-256 key)");
  return Buffer.from(text, "hex");
}

function workers(text: string | undefined): number {
  if (text === undefined || text === "") return 1;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1 || n > 64)
    throw new Error(`GATEWAY_WORKERS (--workers): expected a number of processes from 1 to 64, got ${JSON.stringify(text)}`);
  return n;
}

function unknownParameters(text: string | undefined): UnknownParameters {
  if (text === undefined || text === "" || text === "reject") return "reject";
  if (text === "ignore") return "ignore";
  throw new Error(`GATEWAY_UNKNOWN_PARAMETERS: expected reject or ignore, got ${JSON.stringify(text)}`);
}

function inputMode(text: string | undefined): InputMode {
  if (text === undefined || text === "" || text === "strict") return "strict";
  if (text === "tolerant") return "tolerant";
  throw new Error(`GATEWAY_INPUT: expected strict or tolerant, got ${JSON.stringify(text)}`);
}

function webhookUrl(text: string | undefined): string | undefined {
  if (text === undefined || text === "") return undefined;
  const ok = URL.canParse(text) && ["http:", "https:"].includes(new URL(text).protocol);
  if (!ok) throw new Error(`GATEWAY_WEBHOOK_URL: expected an absolute http(s) URL, got ${JSON.stringify(text)}`);
  return text;
}

function webhookSecret(text: string | undefined): string | undefined {
  if (text === undefined || text === "") return undefined;
  if (!/^[0-9a-fA-F]{64}$/.test(text)) throw new Error("GATEWAY_WEBHOOK_SECRET: expected 64 hexadecimal characters (an AES-256 key)");
  return text.toUpperCase();
}

/** FRAME_ANCESTORS goes into the frames' CSP header: only a list of sources, never a second directive. */
function frameAncestors(text: string | undefined): string {
  if (text === undefined) return "*";
  if (!isSourceList(text)) {
    throw new Error(
      `FRAME_ANCESTORS: expected origins separated by spaces (https://shop.example http://localhost:3000), * or 'self', got ${JSON.stringify(text)}`,
    );
  }
  return text.trim();
}
