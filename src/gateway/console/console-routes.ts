import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { GatewayContext } from "../context.ts";
import { formBody } from "../http/form-body.ts";
import { publicOrigin } from "../http/public-origin.ts";
import { THROTTLED } from "../http/route-flags.ts";
import { CONSOLE_HEADER, CONSOLE_MARK } from "../request-log/console-mark.ts";
import type { ConsoleData } from "./console-data.ts";
import type { ConsoleKit } from "./console-kit.ts";
import { CONSOLE_CSS, type ConsoleView, consolePage, loginPage, RESULT_FILTERS } from "./console-page.ts";
import { recordingRoutes } from "./console-recording.ts";
import { csrfToken, readCookie, SESSION_COOKIE, SESSION_MS, sessionCookie, sessionToken, validCsrf } from "./console-session.ts";
import type { ConsoleSessions } from "./session-store.ts";
import { storyRoutes } from "./story-routes.ts";

/** No script at all, styles from the gateway, forms only to the gateway, never framed. */
const CONSOLE_CSP = "default-src 'none'; style-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";
const ID = /^[0-9a-f]{32}$/;

/** Each console action: the sandbox API call it makes with the session's token (the console is a client of the API). */
const ACTIONS: Readonly<
  Record<
    string,
    {
      readonly method: "POST" | "DELETE";
      readonly path: (p: Record<string, string>) => string | undefined;
      readonly fields: readonly string[];
      readonly done: string;
    }
  >
> = {
  advance: {
    method: "POST",
    path: () => "/sandbox/v1/clock",
    fields: ["advance"],
    done: "The clock moved; everything due on the way ran.",
  },
  redeliver: {
    method: "POST",
    path: (p) => idPath("/sandbox/v1/webhooks/deliveries/", p.id, "/redeliver"),
    fields: ["entityId"],
    done: "The delivery is sent again.",
  },
  decide: {
    method: "POST",
    path: (p) => idPath("/sandbox/v1/cases/", p.id, "/decision"),
    fields: ["entityId", "decision", "userid", "note", "cancelreason"],
    done: "The decision is recorded; its tieback (if configured) is on its way.",
  },
  resubmit: {
    method: "POST",
    path: (p) => idPath("/sandbox/v1/tiebacks/failed/", p.id, "/resubmit"),
    fields: ["entityId"],
    done: "The tieback was resubmitted.",
  },
  "delete-tieback": {
    method: "DELETE",
    path: (p) => idPath("/sandbox/v1/tiebacks/failed/", p.id, ""),
    fields: [],
    done: "The failed tieback is deleted.",
  },
};

function idPath(prefix: string, id: string | undefined, suffix: string): string | undefined {
  return id !== undefined && ID.test(id) ? `${prefix}${id}${suffix}` : undefined;
}

/**
 * The sandbox console (`/sandbox/console`): sign in with the bearer token once, then a session cookie
 * derived from it (HttpOnly, SameSite=Strict, 8 hours of the machine's time: moving the sandbox clock
 * does not end it). Pages are server-rendered HTML with plain
 * forms; each action is a sandbox API call made with the session's token, CSRF-checked.
 */
export function consoleRoutes(app: FastifyInstance, ctx: GatewayContext, data: ConsoleData, sessions: ConsoleSessions) {
  const tokens = () => ctx.tokens.keys();
  const secure = (req: FastifyRequest) => publicOrigin(req, ctx).startsWith("https:");
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .headers({
        "content-security-policy": CONSOLE_CSP,
        "cache-control": "no-store",
        "referrer-policy": "same-origin",
        "x-frame-options": "DENY",
      })
      .type("text/html; charset=utf-8")
      .send(body);
  /** The session's token and cookie, or the bearer token of the request (curl). */
  const session = (req: FastifyRequest) => {
    const cookie = readCookie(req.headers.cookie);
    const found = sessionToken(cookie, tokens(), Date.now());
    if (found && cookie && sessions.active(found.id, Date.now())) return { token: found.token, cookie, id: found.id };
    const auth = req.headers.authorization;
    const bearer = typeof auth === "string" && auth.startsWith("Bearer ") ? auth.slice(7) : undefined;
    return bearer !== undefined && ctx.tokens.has(bearer) ? { token: bearer, cookie: `bearer.${bearer.length}`, id: undefined } : undefined;
  };
  const api = async (token: string, method: "GET" | "POST" | "DELETE", url: string, payload?: Record<string, string>) => {
    const res = await app.inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${token}`,
        [CONSOLE_HEADER]: CONSOLE_MARK,
        ...(payload ? { "content-type": "application/x-www-form-urlencoded; charset=UTF-8" } : {}),
      },
      ...(payload ? { payload: new URLSearchParams(payload).toString() } : {}),
    });
    return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
  };

  app.get("/sandbox/console.css", (_req, reply) =>
    reply.type("text/css; charset=utf-8").header("cache-control", "no-cache").send(CONSOLE_CSS),
  );

  app.get("/sandbox/console", async (req, reply) => {
    const s = session(req);
    if (!s) return html(reply, 401, loginPage());
    const entities = ctx.tokens.get(s.token) ?? [];
    const query = req.query as Record<string, string | undefined>;
    const entityId = query.entityId !== undefined && entities.includes(query.entityId) ? query.entityId : (entities[0] ?? "");
    const e = encodeURIComponent(entityId);
    const [clock, deliveries, cases, failed] = await Promise.all([
      api(s.token, "GET", "/sandbox/v1/clock"),
      api(s.token, "GET", `/sandbox/v1/deliveries?entityId=${e}`),
      api(s.token, "GET", `/sandbox/v1/cases?entityId=${e}`),
      api(s.token, "GET", `/sandbox/v1/tiebacks/failed?entityId=${e}`),
    ]);
    const now = ctx.now(entityId || undefined);
    const search = (query.q ?? "").trim().slice(0, 255);
    const result = RESULT_FILTERS.find((r) => r === query.result) ?? "all";
    const done = query.done !== undefined ? ACTIONS[query.done]?.done : undefined;
    const view: ConsoleView = {
      entityId,
      entities,
      now,
      offsetMs: Number(clock.body.offset ?? 0),
      csrf: csrfToken(s.token, s.cookie),
      notice: done ? { ok: true, text: done } : query.error ? { ok: false, text: query.error.slice(0, 300) } : undefined,
      payments: data.payments(entityId, search),
      search,
      result,
      checkouts: data.checkouts(entityId, now),
      deliveries: (deliveries.body.deliveries ?? []) as ConsoleView["deliveries"],
      cases: (cases.body.cases ?? []) as ConsoleView["cases"],
      failedTiebacks: (failed.body.tiebacks ?? []) as ConsoleView["failedTiebacks"],
    };
    return html(reply, 200, consolePage(view));
  });

  const kit: ConsoleKit = { ctx, data, session, api, html };
  storyRoutes(app, kit);
  recordingRoutes(app, kit);

  /** A browser says where a form came from (Origin; Sec-Fetch-Site): only the console's own pages may post. */
  const fromConsole = (req: FastifyRequest) => {
    const origin = req.headers.origin;
    const site = req.headers["sec-fetch-site"];
    return (origin === undefined || origin === publicOrigin(req, ctx)) && (site === undefined || site === "same-origin" || site === "none");
  };

  app.post("/sandbox/console/session", THROTTLED, (req, reply) => {
    // Login CSRF: a page on another site must not sign its visitor into the console (under the attacker's token).
    if (!fromConsole(req)) return html(reply, 403, loginPage("The console refused a sign-in it did not ask for: sign in here."));
    const token = formBody(req.body).token ?? "";
    if (!ctx.tokens.has(token)) return html(reply, 401, loginPage("That is not the gateway's bearer token."));
    const now = Date.now();
    const cookie = sessionCookie(token, now, sessions.open(now, now + SESSION_MS));
    const attributes = `Path=/sandbox/console; HttpOnly; SameSite=Strict; Max-Age=${SESSION_MS / 1000}${secure(req) ? "; Secure" : ""}`;
    return reply.code(303).header("set-cookie", `${SESSION_COOKIE}=${cookie}; ${attributes}`).header("location", "/sandbox/console").send();
  });

  app.post("/sandbox/console/logout", (req, reply) => {
    const s = session(req);
    if (!s || !validCsrf(s.token, s.cookie, formBody(req.body).csrf)) return html(reply, 403, loginPage("Sign in again."));
    if (s.id) sessions.end(s.id, Date.now());
    return reply
      .code(303)
      .header("set-cookie", `${SESSION_COOKIE}=; Path=/sandbox/console; HttpOnly; SameSite=Strict; Max-Age=0`)
      .header("location", "/sandbox/console")
      .send();
  });

  app.post<{ Params: { name: string } }>("/sandbox/console/actions/:name", async (req, reply) => {
    const s = session(req);
    const body = formBody(req.body);
    const sameOrigin = fromConsole(req) && req.headers["sec-fetch-site"] !== "none";
    if (!s || !sameOrigin || !validCsrf(s.token, s.cookie, body.csrf))
      return html(reply, 403, loginPage("The console refused a form it did not make: sign in again."));
    const a = ACTIONS[req.params.name];
    const path = a?.path(body);
    const entityId = body.entityId ?? "";
    const back = (q: string) =>
      reply
        .code(303)
        .header("location", `/sandbox/console?entityId=${encodeURIComponent(entityId)}&${q}`)
        .send();
    if (!a || !path) return back(`error=${encodeURIComponent("unknown console action")}`);
    const fields = Object.fromEntries(a.fields.map((f) => [f, body[f] ?? ""]).filter(([, v]) => v !== ""));
    const res = await api(
      s.token,
      a.method,
      a.method === "DELETE" ? `${path}?entityId=${encodeURIComponent(entityId)}` : path,
      a.method === "DELETE" ? undefined : fields,
    );
    if (res.status < 300) return back(`done=${req.params.name}`);
    const result = res.body.result as { description?: string; parameterErrors?: { name: string; message: string }[] } | undefined;
    const first = result?.parameterErrors?.[0];
    return back(`error=${encodeURIComponent(first ? `${first.name} ${first.message}` : (result?.description ?? `HTTP ${res.status}`))}`);
  });
}
