import { CODES } from "../../shared/result-codes.ts";
import type { Checkout } from "../checkouts/checkouts.ts";
import type { GatewayContext } from "../context.ts";
import { envelope } from "../http/envelope.ts";
import { checkRows } from "../params/check-rows.ts";
import { checkMerchantInputs, STORED_CARD_ROWS } from "../params/widget-payment-rules.ts";
import { offeredRegistrations } from "./checkout-registrations.ts";
import { executeInitialPayment, type Reply } from "./initial-payment.ts";
import { registrationAccount } from "./registrations.ts";

const ACCOUNT_DATA = /^card\.(number|expiryMonth|expiryYear)$/;

/**
 * POST /v1/checkouts/{id}/payment with registrationId, sent by a stored card's frame: charges the
 * registration only if it belongs to the checkout's entity and is one the checkout offers
 * (registrations[n].id); the stored customer data is reused, the checkout's and the request's win.
 */
export function storedCardPayment(ctx: GatewayContext, c: Checkout, request: Readonly<Record<string, string>>): Reply {
  const now = ctx.now(c.entityId);
  const fail = (name: string, message: string) =>
    ({ status: 400, body: envelope(now, { code: CODES.invalidRequest, parameterErrors: [{ name, value: "", message }] }) }) as const;
  const sent = Object.keys(request).find((n) => ACCOUNT_DATA.test(n));
  if (sent) return fail(sent, "a stored card supplies the account: send no card data with registrationId");
  const errors = [...checkRows(request, STORED_CARD_ROWS), ...checkMerchantInputs(request)];
  if (errors.length > 0) return { status: 400, body: envelope(now, { code: CODES.invalidRequest, parameterErrors: errors }) };
  const { registrationId, ...rest } = request;
  const r = offeredRegistrations(ctx.store, c).find((row) => row.id === registrationId);
  if (!r) return fail("registrationId", "is not one of the stored cards this checkout offers (registrations[n].id of its entity)");
  const params = { ...(JSON.parse(r.params) as Record<string, string>), ...c.params, ...rest };
  return executeInitialPayment(ctx, {
    entityId: c.entityId,
    params,
    checkoutId: c.id,
    stored: { account: registrationAccount(r), registrationId: r.id },
  });
}
