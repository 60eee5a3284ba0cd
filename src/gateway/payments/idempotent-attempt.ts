import type { FastifyReply, FastifyRequest } from "fastify";
import { CODES } from "../../shared/result-codes.ts";
import { envelope } from "../http/envelope.ts";
import type { Store } from "../store/db.ts";

/** A client-chosen attempt id (the frames and the widget send a UUID). */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9-]{8,64}$/;

/** An attempt's answer, sent once the transaction that made it has committed. */
export interface Answered {
  readonly status: number;
  readonly body: unknown;
  /** `body` serialized, when it was already (a payment's stored answer) or had to be (stored under the key): sent as it is. */
  readonly json?: string;
}

/**
 * Answers a new attempt: the answer is stored under its key (if it has one) in the attempt's transaction.
 * `json`: the body as already serialized (a payment stores its answer so): neither storing nor sending
 * serializes it again.
 */
export type Answer = (status: number, body: unknown, json?: string) => Answered;

/**
 * The `Idempotency-Key` of the widget's attempt endpoints (payment, registration): a malformed key is
 * a parameter error; a key seen before on this checkout gets its first answer again (a retry after
 * a lost answer: one attempt, one charge); a new key runs `attempt`, whose answer is stored under it.
 * Lookup, attempt and save are one IMMEDIATE transaction: two processes on one database receiving
 * the same retry at once make one payment, and the second gets the first's answer (not "already paid").
 * The reply is sent after the commit.
 */
export function idempotentAttempt(
  req: FastifyRequest,
  reply: FastifyReply,
  store: Store,
  checkoutId: string,
  now: number,
  attempt: (answer: Answer) => Answered,
): FastifyReply {
  const key = req.headers["idempotency-key"];
  if (key !== undefined && (typeof key !== "string" || !IDEMPOTENCY_KEY.test(key))) {
    const message = "expected 8 to 64 letters, digits or hyphens";
    return reply
      .code(400)
      .send(envelope(now, { code: CODES.invalidRequest, parameterErrors: [{ name: "Idempotency-Key", value: "", message }] }));
  }
  const outcome = store.atomically((): Answered & { replayed?: string } => {
    const first = key === undefined ? undefined : store.idempotentAnswer(checkoutId, key);
    if (first) return { status: first.http_status, body: undefined, replayed: first.response };
    return attempt((status, body, json) => {
      if (key === undefined) return { status, body, json };
      const text = json ?? JSON.stringify(body);
      store.saveIdempotentAnswer(checkoutId, key, now, status, text);
      return { status, body, json: text };
    });
  });
  if (outcome.replayed !== undefined) {
    return reply.code(outcome.status).header("idempotent-replayed", "true").type("application/json; charset=utf-8").send(outcome.replayed);
  }
  // The same bytes and headers as Fastify's own serialization of the body (http/send-reply.ts).
  if (outcome.json !== undefined) return reply.code(outcome.status).type("application/json; charset=utf-8").send(outcome.json);
  return reply.code(outcome.status).send(outcome.body);
}
