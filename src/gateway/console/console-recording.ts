import type { FastifyInstance } from "fastify";
import type { ConsoleKit } from "./console-kit.ts";
import { loginPage } from "./console-page.ts";

/**
 * `GET /sandbox/console/recording?entityId=…`: the entity's session as a fixture file to download — what
 * `payment-widgets record` writes (GET /sandbox/v1/recording), for `payment-widgets replay` in the merchant's CI.
 * Only an entity of the session's token.
 */
export function recordingRoutes(app: FastifyInstance, { ctx, session, api, html }: ConsoleKit) {
  app.get("/sandbox/console/recording", async (req, reply) => {
    const s = session(req);
    if (!s) return html(reply, 401, loginPage());
    const entityId = (req.query as Record<string, string | undefined>).entityId ?? "";
    if (!(ctx.tokens.get(s.token) ?? []).includes(entityId)) return html(reply, 404, loginPage("No such entity for your token."));
    const { status, body } = await api(s.token, "GET", `/sandbox/v1/recording?entityId=${encodeURIComponent(entityId)}`);
    if (status !== 200) return html(reply, status, loginPage("The recording could not be read."));
    const stamp = new Date(ctx.now(entityId)).toISOString().replace(/[:.]/g, "-");
    return reply
      .headers({
        "content-type": "application/json; charset=utf-8",
        "content-disposition": `attachment; filename="session-${stamp}.json"`,
        "cache-control": "no-store",
        "x-content-type-options": "nosniff",
      })
      .send(`${JSON.stringify(body.recording, null, 2)}\n`);
  });
}
