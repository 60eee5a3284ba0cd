import type { FastifyInstance } from "fastify";
import { CODES } from "../../shared/result-codes.ts";
import type { WebhookStore } from "../events/webhook-store.ts";
import { deliveryView } from "../events/webhooks-api.ts";
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
  /**
   * shopper: a step of the shopper's browser (the widget's payment, the 3-D Secure page, the bank page), sent again
   * without the token; console: an action pressed in the console, sent again as the merchant's request it was.
   */
  readonly by?: "shopper" | "console";
  /** The headers that change the answer (an idempotency key, a rehearsed fault, the widget's own). */
  readonly headers?: Readonly<Record<string, string>>;
  /** The fault the request rehearsed (X-Sandbox-Fault, or its checkout's): a dropped answer replays as none. */
  readonly fault?: string;
}

/** One event the session made the gateway send (a delivery to a webhook or a notificationUrl), as the replay compares it. */
export interface RecordedEvent {
  readonly at: string;
  readonly receiver: "webhook" | "notificationUrl";
  readonly url: string;
  readonly type: string;
  readonly action: string | null;
  /** The payment's or registration's id. */
  readonly resourceId: string;
  /** How its delivery ended (DELIVERED, PENDING, FAILED): the receiver's doing, not compared. */
  readonly status: string;
  readonly attempts: number;
  readonly fault: string | null;
}

export interface Recording {
  readonly version: 1;
  readonly entityId: string;
  readonly from: string | null;
  readonly to: string | null;
  readonly steps: readonly RecordedStep[];
  /** The events the session made the gateway send, oldest first (test notifications aside). */
  readonly events?: readonly RecordedEvent[];
}

/** The most events a recording holds: the entity's latest deliveries. */
const EVENT_LIMIT = 1000;

const instant = (v: string | undefined) => (v === undefined ? undefined : Date.parse(v));

/**
 * `GET /sandbox/v1/recording?entityId&from&to` (ISO 8601, sandbox time; both optional): the entity's session as a
 * fixture — every merchant-API request in the window with its answer, in order, clock moves included, and the
 * shopper's steps between them (shopper-steps.ts: the widget's payments, the 3-D Secure and bank pages) — from the
 * request log (this process's, card data masked); and the events the gateway sent in the window (from the outbox,
 * every process's). `payment-widgets replay` sends it to another sandbox and reports
 * each answer that differs.
 */
export function recordingRoutes(app: FastifyInstance, log: RequestLog, webhooks: Pick<WebhookStore, "entityDeliveries">) {
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
        ...(e.by ? { by: e.by } : {}),
        ...(e.headers ? { headers: e.headers } : {}),
        ...(e.fault ? { fault: e.fault } : {}),
      }));
    // The events of the window (of the session's first step on, without one), as the outbox recorded them.
    const start = from ?? (steps[0] ? Date.parse(steps[0].at) : Number.POSITIVE_INFINITY);
    const events: RecordedEvent[] = webhooks
      .entityDeliveries(entityId, undefined, EVENT_LIMIT)
      .filter((d) => d.type !== "TEST" && d.created_at >= start && (to === undefined || d.created_at <= to))
      .reverse()
      .map((d) => {
        // The delivery as GET /sandbox/v1/deliveries shows it, without its payload (the replay compares no payloads).
        const { createdAt, receiver, url, type, action, resourceId, status, attempts, fault } = deliveryView(d);
        return { at: createdAt ?? "", receiver, url, type, action, resourceId, status, attempts, fault };
      });
    const recording: Recording = { version: 1, entityId, from: p.from ?? null, to: p.to ?? null, steps, events };
    return reply.header("cache-control", "no-store").send(envelope(m.now, { code: CODES.requestOk }, { recording }));
  });
}
