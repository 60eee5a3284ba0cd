import type { FastifyInstance } from "fastify";
import { CODES } from "../../shared/result-codes.ts";
import { envelope } from "../http/envelope.ts";
import { merchantCall } from "../http/merchant-scope.ts";
import type { SpecRow } from "../params/spec-table.ts";
import { ENTITY_ROW, sandboxParams } from "../sandbox/sandbox-request.ts";
import type { RequestLog } from "./request-log.ts";

export const RECORDING_ROWS: readonly SpecRow[] = [ENTITY_ROW, ["from", "AN64", "O"], ["to", "AN64", "O"]];

/** One request of a recorded session, as the replay sends it again (replay/replay.ts). */
export interface RecordedStep {
  readonly at: string;
  readonly method: string;
  readonly path: string;
  /** The query's and the body's parameters, card data masked as the log keeps them. */
  readonly params: Readonly<Record<string, string>>;
  readonly status: number;
  readonly answer?: unknown;
}

export interface Recording {
  readonly version: 1;
  readonly entityId: string;
  readonly from: string | null;
  readonly to: string | null;
  readonly steps: readonly RecordedStep[];
}

const instant = (v: string | undefined) => (v === undefined ? undefined : Date.parse(v));

/**
 * `GET /sandbox/v1/recording?entityId&from&to` (ISO 8601, sandbox time; both optional): the entity's session as a
 * fixture — every merchant-API request in the window with its answer, in order, clock moves included — from the
 * request log (this process's, card data masked). `payment-widgets replay` sends it to another sandbox and reports
 * each answer that differs.
 */
export function recordingRoutes(app: FastifyInstance, log: RequestLog) {
  app.get("/sandbox/v1/recording", (req, reply) => {
    const m = merchantCall(req);
    const p = sandboxParams(req, reply, m, RECORDING_ROWS, "query");
    if (!p) return reply;
    const from = instant(p.from);
    const to = instant(p.to);
    const errors = (["from", "to"] as const)
      .filter((n) => p[n] !== undefined && Number.isNaN(instant(p[n])))
      .map((name) => ({ name, value: p[name] ?? "", message: "expected an ISO 8601 time such as 2026-11-28T10:00:00Z" }));
    if (errors.length > 0) return reply.code(400).send(envelope(m.now, { code: CODES.invalidRequest, parameterErrors: errors }));
    const entityId = p.entityId ?? "";
    const steps: RecordedStep[] = log
      .since(entityId, undefined, Number.MAX_SAFE_INTEGER)
      .filter((e) => (from === undefined || Date.parse(e.at) >= from) && (to === undefined || Date.parse(e.at) <= to))
      .map((e) => ({
        at: e.at,
        method: e.method,
        path: e.path,
        params: e.params,
        status: e.status,
        ...(e.answer !== undefined ? { answer: e.answer } : {}),
      }));
    const recording: Recording = { version: 1, entityId, from: p.from ?? null, to: p.to ?? null, steps };
    return reply.header("cache-control", "no-store").send(envelope(m.now, { code: CODES.requestOk }, { recording }));
  });
}
