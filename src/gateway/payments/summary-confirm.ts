import type { FastifyReply, FastifyRequest } from "fastify";
import { CODES } from "../../shared/result-codes.ts";
import { toCheckout } from "../checkouts/checkouts.ts";
import type { GatewayContext } from "../context.ts";
import { envelope } from "../http/envelope.ts";
import { formBody } from "../http/form-body.ts";
import { entityForbidden, merchant, notFound } from "../http/merchant-request.ts";
import { publicOrigin } from "../http/public-origin.ts";
import { sendReply } from "../http/send-reply.ts";
import { formatSchema } from "../params/format-codes.ts";
import { confirmSaved } from "./summary-page.ts";

const RESULT_URL = formatSchema("RESULT_URL");

/**
 * `POST /v1/checkouts/{id}/payment` with the merchant's bearer token: the server-to-server
 * confirmation of the payment data a useSummaryPage widget saved (payments/summary-page.ts). Body:
 * entityId (optional, must be the checkout's), shopperResultUrl (optional: where the shopper lands
 * after a 3-D Secure challenge; else the one saved with the payment).
 */
export function confirmSummary(req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply, ctx: GatewayContext) {
  void reply.header("cache-control", "no-store");
  const m = merchant(req, reply, ctx);
  if (!m) return reply;
  const body = formBody(req.body);
  const row = ctx.store.checkout(req.params.id);
  const c = row ? toCheckout(row) : undefined;
  if (!c || !m.entities.includes(c.entityId)) return notFound(reply, m.now, "checkout");
  if (body.entityId !== undefined && body.entityId !== c.entityId) return entityForbidden(reply, m.now);
  const url = body.shopperResultUrl;
  if (url !== undefined && !RESULT_URL.safeParse(url).success) {
    const message = "expected an http(s) address of at most 2048 characters";
    return reply
      .code(400)
      .send(
        envelope(m.now, { code: CODES.invalidRequest, parameterErrors: [{ name: "shopperResultUrl", value: url.slice(0, 256), message }] }),
      );
  }
  const r = confirmSaved(ctx, c, { gatewayOrigin: publicOrigin(req, ctx), ...(url ? { shopperResultUrl: url } : {}) });
  return sendReply(reply, r);
}
