import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach } from "vitest";
import { encodeParams } from "../../shared/form-params.ts";
import { DEFAULT_ENTITY_ID, DEFAULT_TOKEN, readConfig } from "../config.ts";
import { buildServer, type ServerOptions } from "../server.ts";
import { newSchema, pooledSchema } from "./postgres-schemas.ts";

/** Shared by the gateway's route tests: a gateway on a movable clock, and form requests to it. */
export const AUTH = { authorization: `Bearer ${DEFAULT_TOKEN}` };
export const FORM = { "content-type": "application/x-www-form-urlencoded; charset=UTF-8" };
export const ENTITY = DEFAULT_ENTITY_ID;
/** 15 June 2026, 12:00 UTC. */
export const START = Date.UTC(2026, 5, 15, 12, 0, 0);
export const MINUTE = 60_000;

export type Params = Record<string, string>;

export interface Json {
  id?: string;
  referencedId?: string;
  registrationId?: string;
  paymentType?: string;
  paymentBrand?: string;
  amount?: string;
  currency?: string;
  testMode?: string;
  card?: Record<string, string>;
  risk?: { score?: string };
  customParameters?: Record<string, string>;
  customer?: Record<string, string>;
  resultDetails?: Record<string, string>;
  result: {
    code: string;
    description: string;
    avsResponse?: string;
    cvvResponse?: string;
    parameterErrors?: { name: string; value: string; message: string }[];
  };
  buildNumber: string;
  timestamp: string;
  ndc: string;
}

export class Clock {
  t = START;
  now = () => this.t;
  advance(ms: number) {
    this.t += ms;
  }
}

/**
 * A new, empty database for one test gateway: SQLite in memory, or — in the `postgres` test project
 * (vite.config.ts) — a schema of its own in the run's PostgreSQL server. `file` is where a SQLite
 * database lives when the test restarts its gateway on it (a PostgreSQL schema outlives its gateway).
 */
export function testDatabase(file = ":memory:"): string {
  const server = postgresServer();
  return server ? newSchema(server) : file;
}

/**
 * The database of a gateway the harness starts: as testDatabase(), but on PostgreSQL a schema migrated
 * once per file and emptied between tests (testing/postgres-schemas.ts).
 */
function harnessDatabase(): string {
  const server = postgresServer();
  return server ? pooledSchema(server) : ":memory:";
}

function postgresServer(): string | undefined {
  if (process.env.GATEWAY_TEST_STORE !== "postgres") return undefined;
  const server = process.env.GATEWAY_TEST_POSTGRES;
  if (!server) throw new Error("the postgres test project runs without its server (GATEWAY_TEST_POSTGRES)");
  return server;
}

export function gateway(clock: Clock, env: Record<string, string> = {}, options: ServerOptions = {}) {
  return buildServer(readConfig({ GATEWAY_DB: env.GATEWAY_DB ?? harnessDatabase(), GATEWAY_DIST: "/nonexistent", ...env }), {
    now: clock.now,
    ...options,
  });
}

export function post(app: FastifyInstance, url: string, params: Params, headers: Record<string, string> = AUTH) {
  return app.inject({ method: "POST", url, headers: { ...FORM, ...headers }, payload: encodeParams(params) });
}

export function get(app: FastifyInstance, url: string, headers: Record<string, string> = AUTH) {
  return app.inject({ method: "GET", url, headers });
}

export const VISA_CARD: Params = {
  "card.number": "4200000000000000",
  "card.expiryMonth": "12",
  "card.expiryYear": "2030",
  "card.cvv": "123",
  "card.holder": "Jane Jones",
};

/**
 * How answers show VISA_CARD (spec 2.30): bin, last 4 digits, holder and expiry, and what the issuer of the
 * sandbox's BIN 420000 says (simulator/test-bins.ts), which merchants read as card.binCountry and card.type.
 */
export const SHOWN_VISA_CARD = {
  bin: "420000",
  last4Digits: "0000",
  holder: "Jane Jones",
  expiryMonth: "12",
  expiryYear: "2030",
  binCountry: "DE",
  type: "CREDIT",
} as const;

export const DEBIT: Params = { entityId: ENTITY, amount: "92.00", currency: "EUR", paymentType: "DB", paymentBrand: "VISA", ...VISA_CARD };

/** A fresh gateway on its own clock for each test of the file, closed after it. */
export function gatewayPerTest(env: Record<string, string> = {}) {
  let current: { readonly clock: Clock; readonly app: FastifyInstance } | undefined;
  beforeEach(() => {
    const clock = new Clock();
    current = { clock, app: gateway(clock, env).app };
  });
  afterEach(async () => {
    await current?.app.close();
    current = undefined;
  });
  const now = () => {
    if (!current) throw new Error("gatewayPerTest: only inside a test");
    return current;
  };
  return {
    get app(): FastifyInstance {
      return now().app;
    },
    get clock(): Clock {
      return now().clock;
    },
  };
}
