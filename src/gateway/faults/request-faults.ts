import type { FastifyReply, onRequestHookHandler, onSendHookHandler } from "fastify";
import { CODES } from "../../shared/result-codes.ts";
import { envelope } from "../http/envelope.ts";

/** The header a merchant's server sends to rehearse a fault on one request of the merchant API. */
export const FAULT_HEADER = "x-sandbox-fault";

/** One fault a request may ask for, with what a correct integration does about it (docs/faults.md). */
export interface RequestFault {
  readonly name: "error-before-commit" | "error-after-commit" | "drop-after-commit" | "latency";
  readonly does: string;
  readonly correct: string;
}

/**
 * The request faults, as data (docs/faults.md is written from the same words): each is scoped to the one request
 * that carries the header, in the merchant API only (bearer token) — the widget's endpoints never read it, and a
 * shopper's browser cannot send it there.
 */
export const REQUEST_FAULTS: readonly RequestFault[] = Object.freeze([
  {
    name: "error-before-commit",
    does: "answers 503 at once: nothing is done, nothing is stored",
    correct: "retry (with the same Idempotency-Key): the first try did not happen",
  },
  {
    name: "error-after-commit",
    does: "does the work and stores it, then answers 500 instead of the result",
    correct: "do not assume failure: retry with the same Idempotency-Key (the same payment comes back) or query by merchantTransactionId",
  },
  {
    name: "drop-after-commit",
    does: "does the work and stores it, then closes the connection without an answer (a timeout, a reset)",
    correct: "the payment may exist: retry with the same Idempotency-Key, or query by merchantTransactionId before paying again",
  },
  {
    name: "latency",
    does: "latency=<ms> (1 to 30000): does the work, then answers that much later",
    correct: "give your client a timeout, and after it act as after a dropped answer",
  },
] satisfies RequestFault[]);

export const MAX_LATENCY_MS = 30_000;

export type ChosenFault = { readonly name: RequestFault["name"]; readonly ms?: number };

/**
 * Whether the request's answer is dropped (drop-after-commit): Fastify then never runs its onResponse hooks (the
 * response never finishes), so a hook that logs answered requests logs this one from onSend, after `apply`.
 */
export const answerDropped = (req: { readonly sandboxFault?: ChosenFault }): boolean => req.sandboxFault?.name === "drop-after-commit";

/** A chosen fault as the request log names it: error-after-commit, latency=300. */
export const faultLabel = (f: ChosenFault | undefined): string | undefined => (f ? `${f.name}${f.ms ? `=${f.ms}` : ""}` : undefined);

declare module "fastify" {
  interface FastifyRequest {
    /** The fault this merchant request asked for (X-Sandbox-Fault), once checked. */
    sandboxFault?: ChosenFault;
    /** The route's answer a fault replaced or dropped, for the request log (what the gateway did, though the client never heard). */
    withheldAnswer?: string;
  }
}

/** The header's value as a fault, or why it is not one. */
export function readFault(value: string): ChosenFault | string {
  const latency = /^latency=(\d{1,5})$/.exec(value);
  if (latency) {
    const ms = Number(latency[1]);
    return ms >= 1 && ms <= MAX_LATENCY_MS ? { name: "latency", ms } : `latency takes 1 to ${MAX_LATENCY_MS} ms`;
  }
  const found = REQUEST_FAULTS.find((f) => f.name === value && f.name !== "latency");
  return found
    ? { name: found.name }
    : `expected one of ${REQUEST_FAULTS.map((f) => (f.name === "latency" ? "latency=<ms>" : f.name)).join(", ")}`;
}

/** error-before-commit's answer: a 503 before the route ran — nothing was done, nothing stored. */
export function failBeforeCommit(reply: FastifyReply, now: number) {
  return reply
    .code(503)
    .header("x-sandbox-fault", "error-before-commit")
    .send(envelope(now, { code: CODES.internalError, description: "sandbox fault error-before-commit: nothing was done" }));
}

/**
 * The hooks that run the faults in the merchant API's scope (http/merchant-scope.ts): `choose` after the token is
 * checked (a malformed header is a 400; error-before-commit answers before the route runs), `apply` when the
 * route's answer is about to go (its work committed): replaced by a 500, held back, or never sent.
 */
export function requestFaultHooks(now: () => number): { choose: onRequestHookHandler; apply: onSendHookHandler } {
  const choose: onRequestHookHandler = (req, reply, done) => {
    const header = req.headers[FAULT_HEADER];
    if (header === undefined) return done();
    const fault = typeof header === "string" ? readFault(header.trim()) : "send the header once";
    if (typeof fault === "string") {
      const error = { name: "X-Sandbox-Fault", value: String(header).slice(0, 64), message: fault };
      return void reply.code(400).send(envelope(req.merchantCall?.now ?? now(), { code: CODES.invalidRequest, parameterErrors: [error] }));
    }
    req.sandboxFault = fault;
    if (fault.name === "error-before-commit") return void failBeforeCommit(reply, req.merchantCall?.now ?? now());
    done();
  };
  const apply: onSendHookHandler = (req, reply, payload, done) => {
    const fault = req.sandboxFault;
    if (!fault || fault.name === "error-before-commit") return done(null, payload);
    if (fault.name === "latency") {
      setTimeout(() => done(null, payload), fault.ms).unref();
      return;
    }
    if (typeof payload === "string") req.withheldAnswer = payload;
    if (fault.name === "error-after-commit") {
      void reply.code(500).header("x-sandbox-fault", fault.name);
      return done(
        null,
        JSON.stringify(
          envelope(req.merchantCall?.now ?? now(), {
            code: CODES.internalError,
            description: "sandbox fault error-after-commit: the work was done",
          }),
        ),
      );
    }
    // drop-after-commit: the work is stored; the client gets no answer at all.
    req.raw.socket?.destroy();
    done(null, payload);
  };
  return { choose, apply };
}
