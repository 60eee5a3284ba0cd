import { createHash, randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { CODES } from "../../shared/result-codes.ts";
import { isExpired, toCheckout } from "../checkouts/checkouts.ts";
import type { GatewayContext } from "../context.ts";
import { envelope } from "../http/envelope.ts";
import { formBody } from "../http/form-body.ts";
import { publicOrigin } from "../http/public-origin.ts";
import { widgetCaller } from "../http/widget-caller.ts";

/** Apple's merchant-validation hosts (production, China, certification): a validationURL elsewhere is refused. */
const APPLE_VALIDATION_HOST = /^(cn-)?apple-pay-gateway(-[a-z0-9-]+)?\.apple\.com$/;

/** Whether an Apple Pay `validationURL` is one of Apple's: https, an Apple Pay gateway host, no credentials or port. */
export function isAppleValidationUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && APPLE_VALIDATION_HOST.test(url.hostname) && url.port === "" && url.username === "";
  } catch {
    return false;
  }
}

/**
 * `POST /v1/applepay/merchant-validation` (checkoutId, validationURL): Apple Pay's merchant
 * validation, asked by the widget from `onvalidatemerchant`. A live gateway would call Apple's
 * validationURL with its merchant identity certificate; the sandbox has none and answers a simulated
 * merchant session of the same shape (its signature is random bytes: no device can verify it).
 * Same callers as the widget's payment: the merchant page (CORS, origins FRAME_ANCESTORS allows).
 */
export function applePayRoutes(app: FastifyInstance, ctx: GatewayContext) {
  app.post("/v1/applepay/merchant-validation", (req, reply) => {
    let now = ctx.now(undefined);
    void reply.header("cache-control", "no-store");
    const caller = widgetCaller(req, publicOrigin(req, ctx), ctx.config.frameAncestors);
    if (caller.kind === "refused") return reply.code(403).send(envelope(now, { code: CODES.notAuthorized, description: caller.reason }));
    if (caller.kind === "merchant") void reply.headers({ "access-control-allow-origin": caller.origin, vary: "origin" });
    const { checkoutId = "", validationURL = "" } = formBody(req.body);
    if (!isAppleValidationUrl(validationURL)) {
      const message = "expected Apple's validationURL from the onvalidatemerchant event (https://apple-pay-gateway….apple.com/…)";
      return reply.code(400).send(
        envelope(now, {
          code: CODES.invalidRequest,
          parameterErrors: [{ name: "validationURL", value: validationURL.slice(0, 256), message }],
        }),
      );
    }
    const row = ctx.store.checkout(checkoutId);
    if (!row) return reply.code(404).send(envelope(now, { code: CODES.invalidRequest, description: "no checkout with this id" }));
    const checkout = toCheckout(row);
    now = ctx.now(checkout.entityId);
    if (isExpired(checkout, now) || checkout.paidPaymentId !== null)
      return reply.code(400).send(envelope(now, { code: CODES.invalidRequest, description: "the checkout is expired or already paid" }));
    const merchantIdentifier = createHash("sha256").update(`merchant.sandbox.${checkout.entityId}`).digest("hex").toUpperCase();
    const domainName = caller.kind === "merchant" ? new URL(caller.origin).hostname : "localhost";
    return reply.send({
      epochTimestamp: now,
      expiresAt: now + 60 * 60 * 1000,
      merchantSessionIdentifier: `SSH${randomBytes(16).toString("hex").toUpperCase()}`,
      nonce: randomBytes(4).toString("hex"),
      merchantIdentifier,
      domainName,
      displayName: "Sandbox merchant",
      signature: randomBytes(64).toString("base64"),
      operationalAnalyticsIdentifier: `Sandbox:${merchantIdentifier}`,
      retries: 0,
      pspId: merchantIdentifier,
    });
  });
}
