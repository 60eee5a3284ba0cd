import type { FastifyInstance } from "fastify";
import { DateTime } from "luxon";
import { CODES } from "../../shared/result-codes.ts";
import type { GatewayContext } from "../context.ts";
import type { EventOutbox } from "../events/outbox.ts";
import { envelope, hexId } from "../http/envelope.ts";
import { formBody } from "../http/form-body.ts";
import { entityForbidden, notFound, queryEntityMatches } from "../http/merchant-request.ts";
import { merchantCall } from "../http/merchant-scope.ts";
import { formatSchema } from "../params/format-codes.ts";
import { OPERATIONS } from "../params/operations.ts";
import { validateRequest } from "../params/validate-request.ts";
import { jobExpression, schedule } from "./cron-expression.ts";
import type { ScheduleStore } from "./schedule-store.ts";
import { scheduleView } from "./schedule-view.ts";

type Id = { Params: { id: string } };

/** job.durationUnit with job.durationNumber (spec 2.26): the schedule ends that long after its start. */
function jobDuration(params: Readonly<Record<string, string>>, start: number): { end?: number } | { name: string; error: string } {
  const unit = params["job.durationUnit"];
  const count = params["job.durationNumber"];
  if (unit === undefined && count === undefined) return {};
  if (unit === undefined || count === undefined) {
    return {
      name: unit === undefined ? "job.durationUnit" : "job.durationNumber",
      error: "job.durationUnit and job.durationNumber are sent together",
    };
  }
  const key = `${unit.toLowerCase()}s` as "years" | "months" | "weeks" | "days" | "hours" | "minutes" | "seconds";
  return {
    end: DateTime.fromMillis(start, { zone: "utc" })
      .plus({ [key]: Number(count) })
      .toMillis(),
  };
}

/** yyyy-MM-dd HH:mm:ss (UTC) as ms. */
const dateTime = (v: string) => Date.parse(`${v.replace(" ", "T")}Z`);

/**
 * The sandbox's limits on schedules (security round 3, item 5): each run is a payment, and a move of the
 * clock runs every one that falls due — a schedule charging every second, or thousands of schedules,
 * turned one move into thousands of payments while shoppers waited. At most one run an hour per schedule
 * (recurring charges are daily to yearly; an hourly one still shows many runs after one move), and at most
 * MAX_ACTIVE_SCHEDULES active schedules per token.
 */
export const MIN_RUN_INTERVAL_MS = 60 * 60 * 1000;
export const MAX_ACTIVE_SCHEDULES = 100;

/** The shortest time between the first runs of a schedule (12 of them), or undefined when it runs once. */
function shortestGap(runs: ReturnType<typeof schedule>, first: number, end: number | undefined): number | undefined {
  let shortest: number | undefined;
  let at = first;
  for (let i = 0; i < 12; i++) {
    const next = runs.next(at, end);
    if (next === undefined) break;
    shortest = Math.min(shortest ?? Number.POSITIVE_INFINITY, next - at);
    at = next;
  }
  return shortest;
}

/**
 * Scheduled payments (spec 2.26, the established platform's paths): POST /scheduling/v1/schedules
 * (registrationId, amount, currency, paymentType, job.* or job.expression, job.startDate/endDate),
 * GET and DELETE /scheduling/v1/schedules/{id}. Each run is a payment over the registration on the
 * sandbox clock (schedules/schedule-job.ts); SCHEDULE events go out on creation and deletion.
 */
export function scheduleRoutes(app: FastifyInstance, ctx: GatewayContext, schedules: ScheduleStore, outbox: EventOutbox) {
  const bad = (now: number, name: string, value: string, message: string) =>
    envelope(now, { code: CODES.invalidRequest, parameterErrors: [{ name, value: value.slice(0, 256), message }] });

  app.post("/scheduling/v1/schedules", (req, reply) => {
    const m = merchantCall(req);
    const { registrationId, ...rest } = formBody(req.body, true);
    const { errors, params, warnings } = validateRequest(rest, OPERATIONS.schedule, ctx.config.unknownParameters, ctx.config.inputMode);
    if (warnings?.length) req.inputWarnings = warnings;
    if (registrationId === undefined || registrationId === "")
      errors.push({ name: "registrationId", value: "", message: "is required: the stored payment data each run charges" });
    else if (!formatSchema("ID32").safeParse(registrationId).success)
      errors.push({ name: "registrationId", value: registrationId.slice(0, 64), message: "expected 32 letters and digits" });
    if (errors.length > 0) return reply.code(400).send(envelope(m.now, { code: CODES.invalidRequest, parameterErrors: errors }));
    if (!m.entities.includes(params.entityId ?? "")) return entityForbidden(reply, m.now);
    const r = ctx.store.registration(registrationId ?? "");
    if (!r || r.entity_id !== params.entityId) {
      const why = ctx.store.registrationDeleted(registrationId ?? "", [params.entityId ?? ""])
        ? "was deleted"
        : "is not a registration of this entity";
      return reply.code(400).send(bad(m.now, "registrationId", registrationId ?? "", why));
    }
    const expression = jobExpression(params);
    const field = params["job.expression"] !== undefined ? "job.expression" : "job";
    let runs: ReturnType<typeof schedule>;
    try {
      runs = schedule(expression);
    } catch (err) {
      return reply.code(400).send(bad(m.now, field, expression, `is not a schedule: ${err instanceof Error ? err.message : String(err)}`));
    }
    const notice = Object.keys(params).find((k) => /^job\.notice/.test(k));
    if (notice) {
      const message = "notice periods are not simulated by the sandbox: end the schedule with job.endDate or job.duration*, or delete it";
      return reply.code(400).send(bad(m.now, notice, params[notice] ?? "", message));
    }
    const start = params["job.startDate"] ? dateTime(params["job.startDate"]) : m.now;
    const duration = jobDuration(params, start);
    if ("error" in duration) return reply.code(400).send(bad(m.now, duration.name, params[duration.name] ?? "", duration.error));
    const ends = [params["job.endDate"] ? dateTime(params["job.endDate"]) : undefined, duration.end].filter(
      (t): t is number => t !== undefined,
    );
    const end = ends.length > 0 ? Math.min(...ends) : undefined;
    if (end !== undefined && end <= start)
      return reply.code(400).send(bad(m.now, "job.endDate", params["job.endDate"] ?? "", "is not after the start"));
    const first = runs.next(Math.max(start - 1, m.now), end);
    if (first === undefined) return reply.code(400).send(bad(m.now, field, expression, "never runs between the start and the end date"));
    const gap = shortestGap(runs, first, end);
    if (gap !== undefined && gap < MIN_RUN_INTERVAL_MS) {
      const message = `runs every ${Math.round(gap / 1000)} seconds: a schedule runs at most once an hour (a recurring charge; move the sandbox clock to see many runs)`;
      return reply.code(400).send(bad(m.now, field, expression, message));
    }
    if (schedules.activeCount(m.entities) >= MAX_ACTIVE_SCHEDULES) {
      const message = `this token already has ${MAX_ACTIVE_SCHEDULES} active schedules, the sandbox's limit: delete some (DELETE /scheduling/v1/schedules/{id})`;
      return reply.code(400).send(envelope(m.now, { code: CODES.invalidRequest, description: message }));
    }
    const row = {
      id: hexId(),
      entity_id: r.entity_id,
      registration_id: r.id,
      params: JSON.stringify(params),
      expression,
      end_at: end ?? null,
      next_run_at: first,
      created_at: m.now,
    };
    const view = ctx.store.atomically(() => {
      schedules.insert(row);
      const v = scheduleView({ ...row, deleted_at: null });
      outbox.emit({ entityId: row.entity_id, type: "SCHEDULE", action: "CREATED", resourceId: row.id, payload: v });
      return v;
    });
    return reply.send(envelope(m.now, { code: CODES.approved }, view));
  });

  app.get<Id>("/scheduling/v1/schedules/:id", (req, reply) => {
    const m = merchantCall(req);
    const s = schedules.byId(req.params.id);
    if (!s || !queryEntityMatches(req.query, m.entities, s.entity_id)) return notFound(reply, m.now, "schedule");
    return reply
      .header("cache-control", "no-store")
      .send(envelope(m.now, { code: CODES.requestOk }, scheduleView(s, schedules.runs(s.id))));
  });

  app.delete<Id>("/scheduling/v1/schedules/:id", (req, reply) => {
    const m = merchantCall(req);
    const s = schedules.byId(req.params.id);
    if (
      !s ||
      !queryEntityMatches(req.query, m.entities, s.entity_id) ||
      !deleteSchedule(ctx, schedules, outbox, s.id, s.entity_id, m.now)
    ) {
      return notFound(reply, m.now, "schedule");
    }
    const after = schedules.byId(s.id) ?? s;
    return reply.send(envelope(m.now, { code: CODES.requestOk }, scheduleView(after, schedules.runs(s.id))));
  });
}

/** Deletes a live schedule and sends its SCHEDULE DELETED event, in one transaction; false when it was not live. */
export function deleteSchedule(
  ctx: GatewayContext,
  schedules: ScheduleStore,
  outbox: EventOutbox,
  id: string,
  entityId: string,
  at: number,
): boolean {
  return ctx.store.atomically(() => {
    if (!schedules.delete(id, entityId, at)) return false;
    const s = schedules.byId(id);
    if (s) outbox.emit({ entityId, type: "SCHEDULE", action: "DELETED", resourceId: id, payload: scheduleView(s, schedules.runs(id)) });
    return true;
  });
}
