import type { FastifyRequest } from "fastify";
import { originAllowedBy } from "../csp-source.ts";

/**
 * Who posts a widget payment. The gateway's own pages (the hosted fields, same origin) may send card
 * data. A merchant page (a cross-origin browser request from an origin FRAME_ANCESTORS allows) may
 * pay with the methods that have no card data in the browser (bank account, redirect brands,
 * wallet tokens). A request without Origin is not from a browser and is refused (card testing
 * from a script must at least look like the gateway's own frame).
 */
export type WidgetCaller = { kind: "frame" } | { kind: "merchant"; origin: string } | { kind: "refused"; reason: string };

/** Why a payment that is not the hosted fields' (nor an allowed merchant page's) is refused. */
export const PAYMENTS_FRAMES_ONLY = "payments are accepted only from the gateway's hosted fields";

export function widgetCaller(req: FastifyRequest, own: string, frameAncestors: string): WidgetCaller {
  const origin = req.headers.origin;
  const site = req.headers["sec-fetch-site"];
  // Every browser sends Origin with a POST (and the hosted fields' fetch); a request without it is not from them.
  if (origin === undefined) return { kind: "refused", reason: `${PAYMENTS_FRAMES_ONLY} (a browser request with an Origin header)` };
  if (origin === own)
    return site === undefined || site === "same-origin" ? { kind: "frame" } : { kind: "refused", reason: PAYMENTS_FRAMES_ONLY };
  // A merchant origin the gateway serves: one FRAME_ANCESTORS lets frame the hosted fields (the browser's matching).
  if (site === "same-origin" || site === "none" || !originAllowedBy(origin, frameAncestors, own))
    return { kind: "refused", reason: PAYMENTS_FRAMES_ONLY };
  return { kind: "merchant", origin };
}
