import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { GatewayContext } from "../context.ts";
import { formBody } from "../http/form-body.ts";
import { esc } from "../http/html.ts";
import { type ChallengeAnswer, type ChallengeView, completeChallenge, findChallenge } from "../payments/three-d-secure-payment.ts";
import { acsPolicy, challengePage, relayPage, SIMULATOR_OUTCOMES } from "./acs-pages.ts";

type TxnRoute = { Params: { txn: string } };

/**
 * The sandbox ACS (issuer's 3-D Secure 2 challenge) at the redirect.url of a challenged payment:
 * GET (or a POST without an answer, as a merchant's redirect form sends it) shows the challenge;
 * the page's form posts the shopper's answer back, which settles the payment and shows the relay page.
 */
export function threeDSecureRoutes(app: FastifyInstance, ctx: GatewayContext) {
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .headers({
        "content-type": "text/html; charset=utf-8",
        "content-security-policy": acsPolicy(ctx.config.frameAncestors),
        "cache-control": "no-store",
        "referrer-policy": "no-referrer",
      })
      .send(body);
  /**
   * `inWindow`: the widget sent the shopper here in a window of its own (paymentTarget _top, _parent,
   * _self: `?wpwlTarget=window`, kept by the forms), so the relay page goes on to the result page even
   * when that window is a frame of another page, instead of messaging a widget that is gone.
   */
  const show = (reply: FastifyReply, c: ChallengeView, inWindow: boolean, status = 200, error?: string) => {
    if (c.state === "pending") return html(reply, status, challengePage(c, error, inWindow));
    const { widget: _gone, ...alone } = c;
    return html(reply, status, relayPage(inWindow ? alone : c));
  };
  const unknown = (reply: FastifyReply, txn: string) =>
    html(
      reply,
      404,
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Unknown authentication</title></head><body><main><h1>Unknown authentication</h1><p>No 3-D Secure authentication has the id ${esc(txn.slice(0, 64))}.</p></main></body></html>`,
    );

  /** A challenge opened after its checkout expired ends as timed out (never answerable late). */
  const current = (txn: string): ChallengeView | undefined => {
    const c = findChallenge(ctx, txn);
    return c && c.state === "pending" && ctx.now(c.entityId) >= c.expiresAt ? completeChallenge(ctx, c.id, { action: "expire" }) : c;
  };

  app.get<TxnRoute & { Querystring: { wpwlTarget?: string } }>("/v1/threeds/:txn", (req, reply) => {
    const c = current(req.params.txn);
    return c ? show(reply, c, req.query.wpwlTarget === "window") : unknown(reply, req.params.txn);
  });

  app.post<TxnRoute>("/v1/threeds/:txn", (req, reply) => {
    const body = formBody(req.body);
    const c = current(req.params.txn);
    if (!c) return unknown(reply, req.params.txn);
    const inWindow = body.wpwlTarget === "window";
    if (body.action === undefined || c.state !== "pending") return show(reply, c, inWindow);
    // Only the ACS page itself answers a challenge (a cross-site form could not, even knowing the id).
    if (!fromGatewayPage(req)) return show(reply, c, inWindow, 403, "Answer on this page: the request came from another site.");
    if (body.action === "submit" && (body.otp ?? "").trim() === "") return show(reply, c, inWindow, 400, "Enter the one-time code.");
    const answer = answerOf(body);
    if (!answer) return show(reply, c, inWindow, 400, "Choose one of the listed outcomes.");
    const ended = completeChallenge(ctx, c.id, answer);
    return ended ? show(reply, ended, inWindow) : unknown(reply, req.params.txn);
  });
}

/** A returnCode posted by a client that sends the simulator's outcome by its name (the page itself sends transStatus). */
const RETURN_CODES: readonly string[] = ["Card Default", "Approve", "Decline", "Cancel"];
const TRANS_STATUSES: readonly string[] = SIMULATOR_OUTCOMES.map((o) => o.value);

/** The shopper's answer: the one-time code form, cancel, or the test simulator's outcome (acs-pages.ts). */
function answerOf(body: Readonly<Record<string, string>>): ChallengeAnswer | undefined {
  if (body.action === "cancel") return { action: "cancel" };
  if (body.action === "submit") return { action: "submit", code: body.otp ?? "" };
  if (body.action !== "simulate") return undefined;
  const code = body.returnCode ?? "Approve";
  const status = body.transStatus ?? "Y";
  if (!RETURN_CODES.includes(code) || !TRANS_STATUSES.includes(status)) return undefined;
  if (code === "Cancel" || status === "Cancel") return { action: "cancel" };
  // Card Default (D) is what a challenge card does by itself: it authenticates.
  return { action: "simulate", authenticated: (code === "Approve" || code === "Card Default") && (status === "Y" || status === "D") };
}

function fromGatewayPage(req: FastifyRequest): boolean {
  const site = req.headers["sec-fetch-site"];
  return site === undefined || site === "same-origin";
}
