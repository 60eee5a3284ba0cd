import type { FastifyReply, FastifyRequest } from "fastify";
import type { Store } from "../db.ts";
import { envelope } from "../envelope.ts";

/** A client-chosen attempt id (the frames and the widget send a UUID). */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9-]{8,64}$/;

/** Already answered (a malformed key, or a replay), or the way to answer a new attempt. */
export type Attempt = { readonly sent: FastifyReply } | { readonly answer: (status: number, body: unknown) => FastifyReply };

/**
 * The `Idempotency-Key` of the widget's attempt endpoints (payment, registration): a malformed key is
 * a parameter error; a key seen before on this checkout gets its first answer again (a retry after
 * a lost answer: one attempt, one charge); a new key's answer is stored under it.
 */
export function idempotentAttempt(req: FastifyRequest, reply: FastifyReply, store: Store, checkoutId: string, now: number): Attempt {
  const key = req.headers["idempotency-key"];
  if (key !== undefined && (typeof key !== "string" || !IDEMPOTENCY_KEY.test(key))) {
    const message = "expected 8 to 64 letters, digits or hyphens";
    return {
      sent: reply
        .code(400)
        .send(envelope(now, { code: "200.300.404", parameterErrors: [{ name: "Idempotency-Key", value: "", message }] })),
    };
  }
  const first = key === undefined ? undefined : store.idempotentAnswer(checkoutId, key);
  if (first) {
    return {
      sent: reply
        .code(first.http_status)
        .header("idempotent-replayed", "true")
        .type("application/json; charset=utf-8")
        .send(first.response),
    };
  }
  return {
    answer: (status, body) => {
      if (key !== undefined) store.saveIdempotentAnswer(checkoutId, key, now, status, JSON.stringify(body));
      return reply.code(status).send(body);
    },
  };
}
