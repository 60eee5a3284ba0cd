import type { FastifyReply, FastifyRequest } from "fastify";
import { CODES } from "../../shared/result-codes.ts";
import { envelope } from "../http/envelope.ts";
import { sendReply } from "../http/send-reply.ts";
import type { Store } from "../store/store.ts";
import { IDEMPOTENCY_KEY } from "./idempotent-attempt.ts";
import type { Reply } from "./settle-payment.ts";

/**
 * `Idempotency-Key` on the merchant API's payment operations (POST /v1/payments, POST /v1/payments/{id}): after a
 * lost answer (a timeout, a dropped connection, a 500 — faults/request-faults.ts rehearses each), the merchant's
 * server retries with the same key and gets the first answer again, with `idempotent-replayed: true` — one
 * request, one payment. Lookup, operation and save are one transaction (as the widget's attempts:
 * idempotent-attempt.ts); the scope is the entity and the endpoint, so one key on another endpoint is another
 * request. A repeated key answers the first request's answer whatever the body: keep one key per operation.
 */
export function idempotentReply(
  req: FastifyRequest,
  reply: FastifyReply,
  store: Store,
  scope: string,
  now: number,
  run: () => Reply,
): FastifyReply {
  const key = req.headers["idempotency-key"];
  if (key === undefined) return sendReply(reply, run());
  if (typeof key !== "string" || !IDEMPOTENCY_KEY.test(key)) {
    const error = { name: "Idempotency-Key", value: "", message: "expected 8 to 64 letters, digits or hyphens" };
    return reply.code(400).send(envelope(now, { code: CODES.invalidRequest, parameterErrors: [error] }));
  }
  const outcome = store.atomically((): { replayed: { status: number; text: string } } | { answered: Reply } => {
    const first = store.idempotentAnswer(scope, key);
    if (first) return { replayed: { status: first.http_status, text: first.response } };
    const r = run();
    const text = r.json ?? JSON.stringify(r.body);
    store.saveIdempotentAnswer(scope, key, now, r.status, text);
    return { answered: { ...r, json: text } };
  });
  if ("replayed" in outcome) {
    return reply
      .code(outcome.replayed.status)
      .header("idempotent-replayed", "true")
      .type("application/json; charset=utf-8")
      .send(outcome.replayed.text);
  }
  return sendReply(reply, outcome.answered);
}
