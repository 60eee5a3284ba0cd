import type { FastifyInstance } from "fastify";
import { CODES } from "../../shared/result-codes.ts";
import { loadCheckout, routeCheckout } from "../checkouts/checkout-route.ts";
import { closedSession } from "../checkouts/checkouts.ts";
import type { GatewayContext } from "../context.ts";
import { envelope } from "../http/envelope.ts";
import { formBody } from "../http/form-body.ts";
import { framesOnly } from "../http/route-flags.ts";
import { checkRows } from "../params/check-rows.ts";
import type { SpecRow } from "../params/spec-table.ts";
import { testBin } from "../simulator/test-bins.ts";

/** A BIN lookup that answered; `binInfo.status` says whether the BIN table knows the BIN. */
export const BIN_LOOKUP_OK = "000.000.100";

export const BIN_ROWS: readonly SpecRow[] = [["card.bin", "BIN", "R"]];

const FRAMES_ONLY = "BIN lookups are accepted only from the gateway's hosted fields";

/**
 * `POST /v1/checkouts/{id}/bin` with `card.bin`: the card-number frame's BIN lookup
 * (wpwlOptions.brandDetectionType "binlist"). A POST, so the BIN stays out of URLs and request
 * logs; answered `Cache-Control: no-store`; from the gateway's own frames only (same origin, like
 * card payments); the checkout id is the capability. The answer is the BIN table's brands (priority
 * order), card type and issuer country, or `status: "unknown"` (the widget's local detection
 * stands); it never echoes the BIN.
 */
export function binLookupRoutes(app: FastifyInstance, ctx: GatewayContext) {
  const options = { ...framesOnly(FRAMES_ONLY), preHandler: loadCheckout(ctx) };
  app.post<{ Params: { id: string } }>("/v1/checkouts/:id/bin", options, (req, reply) => {
    const c = routeCheckout(req);
    const now = ctx.now(c.entityId);
    const closed = closedSession(c, now);
    if (closed) return reply.code(400).send(envelope(now, closed));
    const body = formBody(req.body);
    const bin = body["card.bin"];
    const errors = [
      ...checkRows(bin === undefined ? {} : { "card.bin": bin }, BIN_ROWS),
      ...Object.keys(body)
        .filter((k) => k !== "card.bin")
        .map((k) => ({ name: k.slice(0, 128), value: "", message: "is not accepted here: send card.bin only" })),
    ];
    if (errors.length > 0) return reply.code(400).send(envelope(now, { code: CODES.invalidRequest, parameterErrors: errors }));
    const known = testBin(bin ?? "");
    const binInfo = known
      ? { status: "known", brands: [...known.brands], type: known.type, country: known.country }
      : { status: "unknown", brands: [] };
    return reply.send(envelope(now, { code: BIN_LOOKUP_OK }, { binInfo }));
  });
}
