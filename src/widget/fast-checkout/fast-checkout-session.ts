import type { CheckoutConfig } from "../../shared/checkout-config.ts";
import { checkoutConfig } from "../api/gateway-client.ts";
import type { FormContext } from "../form-contract.ts";
import { log } from "../log.ts";
import { createFastCheckout } from "./create-fast-checkout.ts";

/** Fails the attempt with one `[wpwl]` message for the integrator. */
function refuse(message: string): never {
  log.error(message);
  throw new Error(message);
}

/**
 * The checkout of one fast-checkout button (spec 4.2): on the first attempt
 * `wpwlOptions.createCheckout({ brand })` gives its id, the widget loads its public data (amount,
 * currency, entityId) and hands it to `ctx.onCheckout` (wpwl.checkout). The same checkout serves the
 * button's next attempts (a declined wallet, a retry after a lost answer: never a second checkout
 * for one payment); a failed creation or load is forgotten, so the next click asks the merchant again.
 */
export function fastCheckoutSession(ctx: FormContext, brand: string, signal: AbortSignal): () => Promise<CheckoutConfig> {
  const create = createFastCheckout(ctx.options);
  let created: Promise<CheckoutConfig> | undefined;
  const load = async (): Promise<CheckoutConfig> => {
    const id = await create(brand);
    const res = await checkoutConfig(ctx.gatewayOrigin, id, signal);
    if (!res.ok)
      refuse(
        `wpwlOptions.createCheckout gave the checkout ${id}, which ${ctx.gatewayOrigin} could not load (HTTP ${res.status || "network error"}): create it with POST /v1/checkouts on that gateway; the ${brand} payment was not started.`,
      );
    if (res.config.paid || res.config.expired)
      refuse(
        `wpwlOptions.createCheckout gave the checkout ${id}, which is already ${res.config.paid ? "paid" : "expired"}: return a new checkout for each fast checkout; the ${brand} payment was not started.`,
      );
    ctx.onCheckout?.(res.config);
    return res.config;
  };
  return () => {
    if (!created) {
      const promise = load();
      created = promise;
      promise.catch(() => {
        if (created === promise) created = undefined;
      });
    }
    return created;
  };
}
