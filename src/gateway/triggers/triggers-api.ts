import type { FastifyInstance } from "fastify";
import { CODES, type ResultCode } from "../../shared/result-codes.ts";
import { ENTITY_ONLY } from "../fraud-cases/cases-api.ts";
import { envelope } from "../http/envelope.ts";
import { formBody } from "../http/form-body.ts";
import { merchantCall } from "../http/merchant-scope.ts";
import type { SpecRow } from "../params/spec-table.ts";
import { ENTITY_ROW, sandboxParams } from "../sandbox/sandbox-request.ts";
import { type ApiCall, type Json, runTrigger } from "./run-trigger.ts";
import { TRIGGER_NAMES, TRIGGERS, triggerNamed } from "./trigger-table.ts";

/** The trigger's own parameters; every other one is an override of the acting request. */
export const TRIGGER_ROWS: readonly SpecRow[] = [ENTITY_ROW, ["trigger", TRIGGER_NAMES.join("|"), "R"], ["for", "ID32", "O"]];
const OWN = new Set(TRIGGER_ROWS.map(([name]) => name));

type Result = { code: ResultCode; description?: string; parameterErrors?: [] };
const resultOf = (body: Json): Result => (body.result as Result | undefined) ?? { code: CODES.invalidRequest };

/**
 * `POST /sandbox/v1/triggers` (bearer token; `entityId`, `trigger`, optional `for`, any overrides): makes the
 * event a trigger names happen (trigger-table.ts) — through the gateway's own routes with the caller's own
 * token, so what is refused there is refused here — and answers each request it made, the acting request's
 * answer and the deliveries of the event. `GET /sandbox/v1/triggers` lists the triggers.
 */
export function triggerRoutes(app: FastifyInstance) {
  app.get("/sandbox/v1/triggers", (req, reply) => {
    const m = merchantCall(req);
    const p = sandboxParams(req, reply, m, ENTITY_ONLY, "query");
    if (!p) return reply;
    const triggers = TRIGGERS.map((t) => ({ name: t.name, sends: t.sends, summary: t.summary, for: t.on?.kind ?? null, fixed: t.fixed }));
    return reply.header("cache-control", "no-store").send(envelope(m.now, { code: CODES.requestOk }, { triggers }));
  });

  app.post("/sandbox/v1/triggers", async (req, reply) => {
    const m = merchantCall(req);
    const body = formBody(req.body);
    const own = Object.fromEntries(Object.entries(body).filter(([name]) => OWN.has(name)));
    const p = sandboxParams(req, reply, m, TRIGGER_ROWS, own);
    if (!p) return reply;
    const row = triggerNamed(p.trigger ?? "");
    if (!row) return reply;
    const overrides = Object.fromEntries(Object.entries(body).filter(([name]) => !OWN.has(name)));
    const refused = [
      ...row.fixed.filter((name) => Object.hasOwn(overrides, name)).map((name) => ({ name, message: `is set by the trigger ${row.name}` })),
      ...(p.for !== undefined && !row.on ? [{ name: "for", message: `${row.name} makes a new object: it takes no for` }] : []),
      ...(row.via === "bank-page"
        ? Object.keys(overrides)
            .filter((name) => name !== "decision")
            .map((name) => ({ name, message: "the bank page takes decision only" }))
        : []),
      ...(row.via === "bank-page" && overrides.decision !== undefined && !/^(approve|decline|cancel)$/.test(overrides.decision)
        ? [{ name: "decision", message: "is approve, decline or cancel" }]
        : []),
    ].map((e) => ({ ...e, name: e.name.slice(0, 128), value: String(overrides[e.name] ?? p[e.name] ?? "").slice(0, 64) }));
    if (refused.length > 0) return reply.code(400).send(envelope(m.now, { code: CODES.invalidRequest, parameterErrors: refused }));

    const authorization = req.headers.authorization ?? "";
    const api: ApiCall = async (method, url, form, headers = {}) => {
      const res = await app.inject({
        method,
        url,
        headers: {
          authorization,
          ...headers,
          ...(form ? { "content-type": "application/x-www-form-urlencoded; charset=UTF-8" } : {}),
        },
        ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
      });
      const json = res.headers["content-type"]?.toString().startsWith("application/json") ? res.json<Json>() : {};
      return { status: res.statusCode, body: json };
    };
    const entityId = p.entityId ?? "";
    const out = await runTrigger(row, { entityId, now: m.now, forId: p.for, overrides }, api);
    const head = { trigger: row.name, sends: row.sends, steps: out.steps };
    if (!out.ok) return reply.code(out.status).send(envelope(m.now, resultOf(out.answer), { ...head, answer: out.answer }));
    const [type, action] = row.sends.split(".");
    const listed = await api(
      "GET",
      `/sandbox/v1/deliveries?entityId=${encodeURIComponent(entityId)}&resourceId=${encodeURIComponent(out.resourceId)}`,
    );
    const deliveries = ((listed.body.deliveries ?? []) as Json[]).filter((d) => d.type === type && d.action === action);
    const tieback = row.sends === "TIEBACK" ? (out.answer.tieback ?? null) : undefined;
    // 200: the trigger did what it names and the event went out; each request's own status is in steps.
    return reply.send(
      envelope(m.now, resultOf(out.answer), {
        ...head,
        resourceId: out.resourceId,
        ...(out.made !== out.resourceId ? { made: out.made } : {}),
        answer: out.answer,
        ...(tieback === undefined ? { deliveries } : { tieback }),
      }),
    );
  });
}
