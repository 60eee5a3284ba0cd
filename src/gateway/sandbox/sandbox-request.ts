import type { FastifyReply, FastifyRequest } from "fastify";
import { CODES } from "../../shared/result-codes.ts";
import { envelope } from "../http/envelope.ts";
import { formBody, queryParams } from "../http/form-body.ts";
import { entityForbidden, type MerchantRequest } from "../http/merchant-request.ts";
import { checkRows } from "../params/check-rows.ts";
import type { SpecRow } from "../params/spec-table.ts";

/** entityId, as every sandbox control takes it: required unless the row list says otherwise. */
export const ENTITY_ROW: SpecRow = ["entityId", "HEX32", "R"];

/**
 * The parameters of a sandbox control (`/sandbox/v1/…`), from the form body, the query string or
 * what the caller already took from them:
 * checked against the endpoint's rows — a name without a row is refused, never ignored — and the
 * entityId against the token. Sends 400 or 403 and answers undefined; else the parameters.
 */
export function sandboxParams(
  req: FastifyRequest,
  reply: FastifyReply,
  m: MerchantRequest,
  rows: readonly SpecRow[],
  from: "body" | "query" | Readonly<Record<string, string>>,
): Record<string, string> | undefined {
  const params = from === "body" ? formBody(req.body) : from === "query" ? queryParams(req.query) : { ...from };
  const known = new Set(rows.map(([name]) => name));
  const errors = [
    ...checkRows(params, rows),
    ...Object.keys(params)
      .filter((name) => !known.has(name))
      .map((name) => ({
        name: name.slice(0, 128),
        value: "",
        message: `is not a parameter of this endpoint: send ${[...known].join(", ")}`,
      })),
  ];
  if (errors.length > 0) {
    void reply.code(400).send(envelope(m.now, { code: CODES.invalidRequest, parameterErrors: errors }));
    return undefined;
  }
  if (params.entityId !== undefined && !m.entities.includes(params.entityId)) {
    void entityForbidden(reply, m.now);
    return undefined;
  }
  return params;
}
