import type { FastifyInstance } from "fastify";
import { CODES } from "../../shared/result-codes.ts";
import { envelope, hexId } from "../http/envelope.ts";
import { notFound } from "../http/merchant-request.ts";
import { merchantCall } from "../http/merchant-scope.ts";
import type { SpecRow } from "../params/spec-table.ts";
import type { TimedJob } from "../sandbox/due-work.ts";
import { ENTITY_ROW, sandboxParams } from "../sandbox/sandbox-request.ts";
import { type CaseRow, type Decision, TIEBACK_KEYS, type TiebackConfig, type TiebackKey, type TiebackRow } from "./case-rows.ts";
import type { CaseStore } from "./case-store.ts";
import { tiebackBody } from "./tieback-body.ts";
import { mapParams } from "./tieback-config.ts";

export const DECIDE: readonly SpecRow[] = [
  ENTITY_ROW,
  ["decision", "APPROVE|CANCEL|PENDING", "R"],
  ["userid", "AN64", "O"],
  ["note", "AN1024", "O"],
  ["cancelreason", "AN255", "O"],
];
export const CONFIGURE: readonly SpecRow[] = [
  ENTITY_ROW,
  ["urls[0]", "URL", "R"],
  ["urls[1]", "URL", "O"],
  ["urls[2]", "URL", "O"],
  ["active", "N1:0-2", "O"],
  ["keys", "TIEBACK_KEYS", "O"],
  ["retries", "N1:0-5", "O"],
  ["retryWaitSeconds", "N3:1-300", "O"],
  ["passStatuses", "HTTP_STATUSES", "O"],
];
export const ENTITY_ONLY: readonly SpecRow[] = [ENTITY_ROW];
const LIST_LIMIT = 200;

type Id = { Params: { id: string } };
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export const caseView = (c: CaseRow) => ({
  id: c.id,
  paymentId: c.payment_id,
  merchantTransactionId: c.merchant_transaction_id,
  status: c.status,
  createdAt: iso(c.created_at),
  decidedAt: iso(c.decided_at),
  userid: c.userid,
  note: c.note,
  cancelreason: c.cancelreason,
});

export const tiebackView = (t: TiebackRow) => ({
  id: t.id,
  caseId: t.case_id,
  decision: t.decision,
  url: t.url,
  body: t.body,
  status: t.status,
  attempts: t.attempts,
  nextAttemptAt: iso(t.next_attempt_at),
  lastStatus: t.last_status,
  lastError: t.last_error,
  resubmitted: t.resubmitted === 1,
});

/**
 * Fraud cases and tiebacks (spec 3, 6.3), bearer token + entityId: the cases the fraud check opened,
 * an analyst's decision (APPROVE, CANCEL, PENDING), the entity's tieback configuration, the tiebacks
 * and the failed list (resubmit once, delete).
 */
/**
 * A tieback configuration as the API shows it: the headers' names, never their values (an Authorization or
 * X-Shop-Key the merchant's receiver checks is a credential; it is set, not read back — security round 3,
 * item 10). A value shows as its length and last two characters, enough to tell which one is set.
 */
function configView(config: TiebackConfig): TiebackConfig {
  const masked = (v: string) => `•••• (${v.length} characters${v.length >= 12 ? `, ending ${v.slice(-2)}` : ""})`;
  return { ...config, headers: Object.fromEntries(Object.entries(config.headers).map(([k, v]) => [k, masked(v)])) };
}

export function caseRoutes(app: FastifyInstance, cases: CaseStore, job: TimedJob) {
  const send = (entityId: string) => void job.run(entityId).catch(() => undefined);

  app.get("/sandbox/v1/cases", (req, reply) => {
    const m = merchantCall(req);
    const p = sandboxParams(req, reply, m, ENTITY_ONLY, "query");
    if (!p) return reply;
    return reply
      .header("cache-control", "no-store")
      .send(envelope(m.now, { code: CODES.requestOk }, { cases: cases.cases(p.entityId ?? "", LIST_LIMIT).map(caseView) }));
  });

  app.post<Id>("/sandbox/v1/cases/:id/decision", (req, reply) => {
    const m = merchantCall(req);
    const p = sandboxParams(req, reply, m, DECIDE, "body");
    if (!p) return reply;
    const c = cases.caseById(req.params.id);
    if (!c || c.entity_id !== p.entityId) return notFound(reply, m.now, "case");
    const decision = p.decision as Decision;
    if (p.cancelreason !== undefined && decision !== "CANCEL") {
      const error = { name: "cancelreason", value: p.cancelreason.slice(0, 64), message: "is sent with a CANCEL decision only" };
      return reply.code(400).send(envelope(m.now, { code: CODES.invalidRequest, parameterErrors: [error] }));
    }
    const decided = { decision, at: m.now, userid: p.userid ?? null, note: p.note ?? null, cancelreason: p.cancelreason ?? null };
    if (!cases.decide(c.id, decided)) {
      const description = `this case was decided ${c.status} already: APPROVE and CANCEL are final`;
      return reply.code(400).send(envelope(m.now, { code: CODES.invalidRequest, description }));
    }
    const after = cases.caseById(c.id) ?? c;
    const config = cases.config(c.entity_id);
    const url = config?.urls[config.active];
    let tieback: TiebackRow | undefined;
    if (config && url) {
      const id = hexId();
      cases.insertTieback({
        id,
        entity_id: c.entity_id,
        case_id: c.id,
        decision,
        url,
        body: tiebackBody(after, decision, m.now, config),
        headers: JSON.stringify(config.headers),
        pass_statuses: config.passStatuses.join(","),
        status: "PENDING",
        max_attempts: config.retries + 1,
        retry_wait_ms: config.retryWaitSeconds * 1000,
        next_attempt_at: m.now,
        created_at: m.now,
      });
      tieback = cases.tieback(id);
      send(c.entity_id);
    }
    return reply.send(envelope(m.now, { code: CODES.requestOk }, { ...caseView(after), tieback: tieback ? tiebackView(tieback) : null }));
  });

  app.post("/sandbox/v1/tieback", (req, reply) => {
    const m = merchantCall(req);
    const maps = mapParams(req.body);
    if ("errors" in maps) return reply.code(400).send(envelope(m.now, { code: CODES.invalidRequest, parameterErrors: maps.errors }));
    const p = sandboxParams(req, reply, m, CONFIGURE, maps.rest);
    if (!p) return reply;
    const urls = [p["urls[0]"], p["urls[1]"], p["urls[2]"]].filter((u): u is string => u !== undefined);
    const active = Number(p.active ?? 0);
    if (urls[active] === undefined) {
      const error = {
        name: "active",
        value: String(active),
        message: `names no URL: send urls[${active}] or an index from 0 to ${urls.length - 1}`,
      };
      return reply.code(400).send(envelope(m.now, { code: CODES.invalidRequest, parameterErrors: [error] }));
    }
    const config: TiebackConfig = {
      urls,
      active,
      keys: p.keys ? ([...new Set(p.keys.split(","))] as TiebackKey[]) : [...TIEBACK_KEYS],
      fixed: maps.fixed,
      headers: maps.headers,
      retries: Number(p.retries ?? 3),
      retryWaitSeconds: Number(p.retryWaitSeconds ?? 60),
      passStatuses: (p.passStatuses ?? "200").split(",").map(Number),
    };
    cases.setConfig(p.entityId ?? "", config);
    return reply.send(envelope(m.now, { code: CODES.requestOk }, { tieback: configView(config) }));
  });

  app.get("/sandbox/v1/tieback", (req, reply) => {
    const m = merchantCall(req);
    const p = sandboxParams(req, reply, m, ENTITY_ONLY, "query");
    if (!p) return reply;
    const config = cases.config(p.entityId ?? "");
    if (!config) return notFound(reply, m.now, "tieback configuration");
    return reply.send(envelope(m.now, { code: CODES.requestOk }, { tieback: configView(config) }));
  });

  for (const [path, status] of [
    ["/sandbox/v1/tiebacks", undefined],
    ["/sandbox/v1/tiebacks/failed", "FAILED"],
  ] as const) {
    app.get(path, (req, reply) => {
      const m = merchantCall(req);
      const p = sandboxParams(req, reply, m, ENTITY_ONLY, "query");
      if (!p) return reply;
      const tiebacks = cases.tiebacks(p.entityId ?? "", status, LIST_LIMIT).map(tiebackView);
      return reply.header("cache-control", "no-store").send(envelope(m.now, { code: CODES.requestOk }, { tiebacks }));
    });
  }

  app.post<Id>("/sandbox/v1/tiebacks/failed/:id/resubmit", async (req, reply) => {
    const m = merchantCall(req);
    const p = sandboxParams(req, reply, m, ENTITY_ONLY, "body");
    if (!p) return reply;
    const t = cases.tieback(req.params.id);
    if (!t || t.entity_id !== p.entityId || t.status !== "FAILED") return notFound(reply, m.now, "failed tieback");
    if (!cases.resubmit(t.id, m.now)) {
      return reply
        .code(400)
        .send(envelope(m.now, { code: CODES.invalidRequest, description: "a failed tieback is resubmitted once: delete it" }));
    }
    await job.run(t.entity_id);
    const after = cases.tieback(t.id);
    return reply.send(envelope(m.now, { code: CODES.requestOk }, after ? tiebackView(after) : {}));
  });

  app.delete<Id>("/sandbox/v1/tiebacks/failed/:id", (req, reply) => {
    const m = merchantCall(req);
    const p = sandboxParams(req, reply, m, ENTITY_ONLY, "query");
    if (!p) return reply;
    if (!cases.deleteTieback(req.params.id, p.entityId ?? "")) return notFound(reply, m.now, "failed tieback");
    return reply.send(envelope(m.now, { code: CODES.requestOk }, { id: req.params.id }));
  });
}
