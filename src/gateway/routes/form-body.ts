import type { FastifyInstance } from "fastify";

/**
 * Request bodies are application/x-www-form-urlencoded (spec 2.1). The parser keeps them flat:
 * nesting happens only when a response echoes them. A repeated name keeps its last value. Fastify's
 * built-in JSON and text parsers are removed, so any other content type gets 415.
 */
export function registerFormParser(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 256 * 1024 }, (_req, body, done) => {
    const out: Record<string, string> = Object.create(null);
    for (const [k, v] of new URLSearchParams(body as string)) out[k] = v;
    done(null, out);
  });
}

export function formBody(body: unknown): Record<string, string> {
  if (typeof body !== "object" || body === null) return {};
  return Object.fromEntries(Object.entries(body).filter((e): e is [string, string] => typeof e[1] === "string"));
}
