import type { FastifyReply, FastifyRequest } from "fastify";
import { CODES } from "../../shared/result-codes.ts";
import { envelope } from "./envelope.ts";

/** RFC 9110: the scheme name is case-insensitive. */
const BEARER = /^Bearer +([A-Za-z0-9._~+/=-]{1,512}) *$/i;

/**
 * Merchant API authentication (spec 5): 401 when the Authorization header is missing or not a
 * Bearer token, 403 when the token is unknown. Returns the entities the token may act for.
 */
export function authenticate(
  req: FastifyRequest,
  reply: FastifyReply,
  tokens: ReadonlyMap<string, readonly string[]>,
  now: number,
): readonly string[] | undefined {
  const header = req.headers.authorization;
  const m = typeof header === "string" ? BEARER.exec(header) : null;
  if (!m?.[1]) {
    void reply.code(401).send(
      envelope(now, {
        code: CODES.notAuthenticated,
        description: "invalid authentication information: expected the header 'Authorization: Bearer <access token>'",
      }),
    );
    return undefined;
  }
  const entities = tokens.get(m[1]);
  if (!entities) {
    void reply.code(403).send(
      envelope(now, {
        code: CODES.notAuthorized,
        description: "invalid access token: use the token of your sandbox account (SANDBOX_TOKEN)",
      }),
    );
    return undefined;
  }
  return entities;
}
