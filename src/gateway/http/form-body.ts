import type { FastifyInstance } from "fastify";
import { MAX_NAME_LENGTH, MAX_VALUE } from "../params/param-names.ts";

/**
 * Request bodies are application/x-www-form-urlencoded (spec 2.1). The parser keeps them flat:
 * nesting happens only when a response echoes them. A repeated name keeps its last value. Fastify's
 * built-in JSON and text parsers are removed, so a body of any other content type gets 415; an empty
 * body is no parameters whatever its content type (a Ruby client sends `Content-Type: application/json`
 * on every request, a DELETE without a body too).
 *
 * No name longer than MAX_NAME_LENGTH and no value longer than MAX_VALUE gets past the parser (400):
 * every check after it, patterns included, runs on bounded input.
 */
/** The most of a request body the gateway reads (a form's parameters), in bytes. */
export const BODY_LIMIT = 256 * 1024;

export function registerFormParser(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: BODY_LIMIT }, (_req, body, done) => {
    const out: Record<string, string> = Object.create(null);
    for (const [k, v] of new URLSearchParams(body as string)) {
      if (k.length > MAX_NAME_LENGTH || v.length > MAX_VALUE) {
        const what =
          k.length > MAX_NAME_LENGTH
            ? `a parameter name longer than ${MAX_NAME_LENGTH} characters`
            : `the value of ${k} is longer than ${MAX_VALUE} characters`;
        done(Object.assign(new Error(what), { statusCode: 400 }), undefined);
        return;
      }
      out[k] = v;
    }
    done(null, out);
  });
  app.addContentTypeParser("*", { parseAs: "string", bodyLimit: BODY_LIMIT }, (_req, body, done) => {
    if (body === "") done(null, {});
    else done(Object.assign(new Error("unsupported content type"), { statusCode: 415 }), undefined);
  });
}

/**
 * The body's parameters. One sent with an empty value is a parameter not sent (params/canonical-input.ts:
 * client libraries and shop forms send every field they know, the missing ones empty), on every route;
 * `keepEmpty` leaves that to validateRequest, which names a required one that was sent empty.
 */
export function formBody(body: unknown, keepEmpty = false): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof body !== "object" || body === null) return out;
  // for…in, not Object.entries: the parser's objects have no prototype (so nothing inherited to skip), and
  // V8 keeps such objects as dictionaries, which Object.entries walks three times slower (1.1 against 3.3 µs).
  for (const name in body) {
    const value = (body as Record<string, unknown>)[name];
    if (typeof value !== "string" || (!keepEmpty && value === "")) continue;
    // A field, never the prototype: `__proto__` stays a name for validation to refuse.
    if (name === "__proto__") Object.defineProperty(out, name, { value, enumerable: true, writable: true, configurable: true });
    else out[name] = value;
  }
  return out;
}

/** A parsed query string's parameters as strings (the first of a repeated one). */
export function queryParams(query: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof query !== "object" || query === null) return out;
  for (const [k, v] of Object.entries(query)) out[k] = Array.isArray(v) ? String(v[0] ?? "") : String(v);
  return out;
}
