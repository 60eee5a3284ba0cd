import type { FastifyInstance } from "fastify";
import { CODES } from "../../shared/result-codes.ts";
import { envelope } from "../http/envelope.ts";
import { merchantCall } from "../http/merchant-scope.ts";
import type { SpecRow } from "../params/spec-table.ts";
import type { SandboxClock } from "./clock.ts";
import type { DueWork } from "./due-work.ts";
import { afterDuration } from "./iso-duration.ts";
import { sandboxParams } from "./sandbox-request.ts";

export const CLOCK_READ: readonly SpecRow[] = [["entityId", "HEX32", "O"]];
/** `advance`: an ISO 8601 duration (sandbox/iso-duration.ts). */
export const CLOCK_MOVE: readonly SpecRow[] = [
  ["advance", "AN32", "R"],
  ["entityId", "HEX32", "O"],
];

/**
 * The sandbox clock (bearer token): `GET /sandbox/v1/clock` → `{now, offset}` (ISO time, ms ahead of
 * the machine); `POST /sandbox/v1/clock` with `advance` (ISO 8601 duration) moves it forward and
 * answers once everything due on the way has run, in order (sandbox/due-work.ts). The clock is the token's
 * account's: its entities move together, every other account's time stands (sandbox/clock.ts).
 */
export function sandboxRoutes(app: FastifyInstance, clock: SandboxClock, work: () => DueWork) {
  const clockAnswer = (entities: readonly string[]) => {
    const now = clock.accountNow(entities);
    return envelope(now, { code: CODES.requestOk }, { now: new Date(now).toISOString(), offset: clock.offset(entities) });
  };
  app.get("/sandbox/v1/clock", (req, reply) => {
    const m = merchantCall(req);
    if (!sandboxParams(req, reply, m, CLOCK_READ, "query")) return reply;
    return reply.header("cache-control", "no-store").send(clockAnswer(m.entities));
  });
  app.post("/sandbox/v1/clock", async (req, reply) => {
    const m = merchantCall(req);
    const params = sandboxParams(req, reply, m, CLOCK_MOVE, "body");
    if (!params) return reply;
    const target = afterDuration(m.now, params.advance ?? "");
    if ("error" in target) {
      const error = { name: "advance", value: (params.advance ?? "").slice(0, 32), message: target.error };
      return reply.code(400).send(envelope(m.now, { code: CODES.invalidRequest, parameterErrors: [error] }));
    }
    await work().advanceTo(m.entities, target.at);
    return reply.header("cache-control", "no-store").send(clockAnswer(m.entities));
  });
}
