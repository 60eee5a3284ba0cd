import type { FastifyReply } from "fastify";
import type { Reply } from "../payments/settle-payment.ts";

/**
 * Sends a payment operation's answer: the stored answer's own bytes when the operation serialized
 * it once to store it (no second JSON.stringify per payment), else the body, serialized by Fastify.
 * The headers are the same either way.
 */
export function sendReply(reply: FastifyReply, r: Reply): FastifyReply {
  if (r.json === undefined) return reply.code(r.status).send(r.body);
  return reply.code(r.status).type("application/json; charset=utf-8").send(r.json);
}
