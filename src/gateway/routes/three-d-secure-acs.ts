import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { GatewayContext } from "../context.ts";
import { type ChallengeView, completeChallenge, findChallenge } from "../payments/three-d-secure-payment.ts";
import { acsPolicy, challengePage, esc, relayPage } from "../three-d-secure/acs-pages.ts";
import { formBody } from "./form-body.ts";

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
  const show = (reply: FastifyReply, c: ChallengeView) => html(reply, 200, c.state === "pending" ? challengePage(c) : relayPage(c));
  const unknown = (reply: FastifyReply, txn: string) =>
    html(
      reply,
      404,
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Unknown authentication</title></head><body><main><h1>Unknown authentication</h1><p>No 3-D Secure authentication has the id ${esc(txn.slice(0, 64))}.</p></main></body></html>`,
    );

  /** A challenge opened after its checkout expired ends as timed out (never answerable late). */
  const current = (txn: string): ChallengeView | undefined => {
    const c = findChallenge(ctx, txn);
    return c && c.state === "pending" && ctx.now() >= c.expiresAt ? completeChallenge(ctx, c.id, { action: "expire" }) : c;
  };

  app.get<TxnRoute>("/v1/threeds/:txn", (req, reply) => {
    const c = current(req.params.txn);
    return c ? show(reply, c) : unknown(reply, req.params.txn);
  });

  app.post<TxnRoute>("/v1/threeds/:txn", (req, reply) => {
    const body = formBody(req.body);
    const c = current(req.params.txn);
    if (!c) return unknown(reply, req.params.txn);
    if (body.action === undefined || c.state !== "pending") return show(reply, c);
    // Only the ACS page itself answers a challenge (a cross-site form could not, even knowing the id).
    if (!fromGatewayPage(req)) return html(reply, 403, challengePage(c, "Answer on this page: the request came from another site."));
    if (body.action === "submit" && (body.otp ?? "").trim() === "") return html(reply, 400, challengePage(c, "Enter the one-time code."));
    const answer = body.action === "cancel" ? ({ action: "cancel" } as const) : ({ action: "submit", code: body.otp ?? "" } as const);
    const ended = completeChallenge(ctx, c.id, answer);
    return ended ? show(reply, ended) : unknown(reply, req.params.txn);
  });
}

function fromGatewayPage(req: FastifyRequest): boolean {
  const site = req.headers["sec-fetch-site"];
  return site === undefined || site === "same-origin";
}
