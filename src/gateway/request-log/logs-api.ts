import type { FastifyInstance } from "fastify";
import { CODES } from "../../shared/result-codes.ts";
import { envelope } from "../http/envelope.ts";
import { merchantCall } from "../http/merchant-scope.ts";
import type { SpecRow } from "../params/spec-table.ts";
import { ENTITY_ROW, sandboxParams } from "../sandbox/sandbox-request.ts";
import { LOG_CAPACITY, type RequestLog } from "./request-log.ts";

export const LOG_ROWS: readonly SpecRow[] = [ENTITY_ROW, ["after", "N12", "O"], ["limit", `N4:1-${LOG_CAPACITY}`, "O"]];

/**
 * `GET /sandbox/v1/logs` (bearer token; `entityId`, optional `after` and `limit`): the merchant API's recent
 * requests for the entity and its shoppers' steps, with their answers, card data masked (request-log.ts). Without `after`, the latest
 * `limit` (default 50); with it, the first `limit` after that sequence number — `last` of one answer is the
 * `after` of the next, so a reader polling it sees every request once (`payment-widgets logs --follow`).
 */
export function logsRoutes(app: FastifyInstance, log: RequestLog) {
  app.get("/sandbox/v1/logs", (req, reply) => {
    const m = merchantCall(req);
    const p = sandboxParams(req, reply, m, LOG_ROWS, "query");
    if (!p) return reply;
    const after = p.after === undefined ? undefined : Number(p.after);
    const requests = log.since(p.entityId ?? "", after, Number(p.limit ?? 50));
    const last = requests.at(-1)?.seq ?? after ?? log.last;
    return reply.header("cache-control", "no-store").send(envelope(m.now, { code: CODES.requestOk }, { requests, last }));
  });
}
