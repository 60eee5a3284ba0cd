import type { FastifyReply, FastifyRequest } from "fastify";
import { faultLabel } from "../faults/request-faults.ts";
import { formBody, queryParams } from "../http/form-body.ts";
import type { MerchantRequest } from "../http/merchant-request.ts";
import { fromConsole } from "./console-mark.ts";
import { maskAnswer, maskParams } from "./mask.ts";

/**
 * One request of the merchant API and its answer, as `GET /sandbox/v1/logs` shows it — or one step of the
 * shopper's (`by: "shopper"`, shopper-steps.ts): a payment or registration posted from the widget, an answer on the
 * 3-D Secure page or the bank page, which a recorded session needs to replay the checkout it belongs to.
 */
export interface LoggedRequest {
  /** Increasing in this process: `after=` the last one seen gives the newer ones. */
  readonly seq: number;
  /** The account's sandbox time when the request came (ISO 8601). */
  readonly at: string;
  readonly method: string;
  /** The path without its query string (the query's parameters are in `params`). */
  readonly path: string;
  /** The query's and the body's parameters, card data masked and credentials hidden (mask.ts). */
  readonly params: Readonly<Record<string, string>>;
  readonly status: number;
  readonly durationMs: number;
  /** The answer's result.code, when it has one. */
  readonly resultCode?: string;
  /** The answer's JSON, credentials hidden; a CSV or other text answer is not kept. */
  readonly answer?: unknown;
  /** The entity the request named (entityId), else undefined: it acted for the token's entities. */
  readonly entityId?: string;
  /** The entities of the token that made it. */
  readonly entities: readonly string[];
  /** The fault the request rehearsed (X-Sandbox-Fault, faults/request-faults.ts). */
  readonly fault?: string;
  /**
   * shopper: made by the shopper's browser (no token): the widget's frames, the 3-D Secure page, the bank page.
   * console: an action pressed in the sandbox console (console-mark.ts), with the signed-in token.
   */
  readonly by?: "shopper" | "console";
  /**
   * The answer a rehearsed fault kept from the client (error-after-commit, drop-after-commit), credentials hidden:
   * what the gateway did — the payment that was made — though the client got a 500 or nothing.
   */
  readonly withheld?: unknown;
  /** The request headers a replay must send again to be answered alike (KEPT_HEADERS), when it had any. */
  readonly headers?: Readonly<Record<string, string>>;
}

/** What the merchant scope hands the log once a request is answered. */
export interface AnsweredRequest {
  readonly call: MerchantRequest;
  readonly method: string;
  readonly url: string;
  readonly query: unknown;
  readonly body: unknown;
  readonly status: number;
  readonly durationMs: number;
  /** The answer as sent, when it was text. */
  readonly payload: string | undefined;
  readonly fault?: string | undefined;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly by?: "shopper";
  /** The answer's text as the route gave it, when a rehearsed fault replaced or dropped it. */
  readonly withheld?: string | undefined;
}

/**
 * The headers that change an answer, kept so a replay sends them again: the idempotency key (a retry gets the first
 * answer), a rehearsed fault, and the widget's own (where a 3-D Secure challenge returns to; the Accept header the
 * gateway adds to the shopper's browser data).
 */
const KEPT_HEADERS: readonly string[] = ["idempotency-key", "x-sandbox-fault", "wpwl-parent-origin", "wpwl-channel"];
const SHOPPER_HEADERS: readonly string[] = [...KEPT_HEADERS, "accept"];

function keptHeaders(r: AnsweredRequest): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  for (const name of r.by === "shopper" ? SHOPPER_HEADERS : KEPT_HEADERS) {
    const value = r.headers[name];
    if (typeof value === "string") out[name] = value.slice(0, 2048);
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** An answered request as the log takes it, from Fastify's request and reply: made by `call`, or by the shopper. */
export function answeredRequest(req: FastifyRequest, reply: FastifyReply, call: MerchantRequest, by?: "shopper"): AnsweredRequest {
  return {
    call,
    method: req.method,
    url: req.url,
    query: req.query,
    body: req.body,
    headers: req.headers,
    status: reply.statusCode,
    durationMs: reply.elapsedTime,
    payload: req.answerText,
    fault: faultLabel(req.sandboxFault),
    withheld: req.withheldAnswer,
    ...(by ? { by } : {}),
  };
}

/** The most requests one process keeps; older ones are dropped first. */
export const LOG_CAPACITY = 1000;
/** The largest answer kept whole; a longer one is kept as its result only. */
const ANSWER_LIMIT = 16 * 1024;

/**
 * The merchant API's recent requests and the shopper's steps (shopper-steps.ts), with answers, in this process's memory (a ring of LOG_CAPACITY): what
 * `payment-widgets logs` shows. Kept in memory on purpose — a row per request would cost every request a
 * write — so with several gateway processes on one database, each shows the requests it answered.
 * The log's own reads are not logged.
 */
export function requestLog(capacity = LOG_CAPACITY) {
  const entries: LoggedRequest[] = [];
  let seq = 0;
  return {
    record(r: AnsweredRequest): void {
      const path = r.url.split("?")[0] ?? r.url;
      // The log's own reads, and the recordings made from it, are not requests of the session; nor the console's reads.
      if (path.startsWith("/sandbox/v1/logs") || path.startsWith("/sandbox/v1/recording")) return;
      const byConsole = fromConsole(r.headers);
      if (byConsole && r.method === "GET") return;
      const by = byConsole ? "console" : r.by;
      const params = { ...queryParams(r.query), ...formBody(r.body) };
      const answer = parseAnswer(r.payload);
      const headers = keptHeaders(r);
      const result = (answer as { result?: { code?: unknown } } | undefined)?.result;
      const entityId = params.entityId && r.call.entities.includes(params.entityId) ? params.entityId : undefined;
      entries.push({
        seq: ++seq,
        at: new Date(r.call.now).toISOString(),
        method: r.method,
        path,
        params: maskParams(params),
        status: r.status,
        durationMs: Math.round(r.durationMs * 10) / 10,
        ...(typeof result?.code === "string" ? { resultCode: result.code } : {}),
        ...(answer !== undefined && (r.payload?.length ?? 0) <= ANSWER_LIMIT ? { answer: maskAnswer(answer) } : {}),
        ...(entityId ? { entityId } : {}),
        entities: r.call.entities,
        ...(r.fault ? { fault: r.fault } : {}),
        ...(by ? { by } : {}),
        ...(r.withheld !== undefined ? { withheld: maskAnswer(parseAnswer(r.withheld)) } : {}),
        ...(headers ? { headers } : {}),
      });
      if (entries.length > capacity) entries.splice(0, entries.length - capacity);
    },
    /**
     * The requests made for `entityId` (naming it, or by a token of it naming none), oldest first: the first
     * `limit` after `after`, or without it the latest `limit`.
     */
    since(entityId: string, after: number | undefined, limit: number): LoggedRequest[] {
      const mine = entries.filter(
        (e) =>
          (after === undefined || e.seq > after) &&
          (e.entityId === entityId || (e.entityId === undefined && e.entities.includes(entityId))),
      );
      return after === undefined ? mine.slice(-limit) : mine.slice(0, limit);
    },
    /** The newest sequence number: a reader starting now asks `after=` it. */
    get last(): number {
      return seq;
    },
  };
}

export type RequestLog = ReturnType<typeof requestLog>;

function parseAnswer(payload: string | undefined): unknown {
  if (payload === undefined || !payload.startsWith("{")) return undefined;
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    return undefined;
  }
}

/** What a rehearsed fault kept from the client, briefly: the result and the id the route had answered. */
export function withheldText(r: Pick<LoggedRequest, "withheld">): string {
  const w = r.withheld as { id?: unknown; result?: { code?: unknown } } | undefined;
  if (w === undefined || w === null || typeof w !== "object") return "";
  const code = typeof w.result?.code === "string" ? w.result.code : "-";
  return `; withheld from the client: ${code}${typeof w.id === "string" ? ` ${w.id}` : ""}`;
}
