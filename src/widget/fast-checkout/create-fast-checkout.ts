import { CHECKOUT_ID } from "../../shared/checkout-config.ts";
import { log } from "../log.ts";
import type { WidgetOptions } from "../options.ts";

/** What a merchant's createCheckout answered, for the console. */
const shown = (v: unknown) => (typeof v === "string" ? JSON.stringify(v.slice(0, 60)) : v === null ? "null" : typeof v);

/**
 * Fast checkout (spec 4.2): a button click asks `wpwlOptions.createCheckout({ brand })` for a checkout
 * id, returned as a string or any thenable of one (the merchant's server creates the checkout). A
 * missing callback, a throw, a rejection or something that is not a checkout id rejects, logged once.
 */
export function createFastCheckout(options: WidgetOptions): (brand: string) => Promise<string> {
  return async (brand) => {
    const cb = options.createCheckout;
    if (!cb) {
      const message = `wpwlOptions.createCheckout: expected a function returning a checkout id (the script was loaded without ?checkoutId=), got none; the ${brand} payment was not started.`;
      log.error(message);
      throw new Error(message);
    }
    let id: unknown;
    try {
      id = await (cb as (arg: { brand: string }) => unknown).call(undefined, { brand });
    } catch (err) {
      const message = `wpwlOptions.createCheckout failed for ${brand}: ${err instanceof Error ? err.message : String(err)}; the shopper can try again.`;
      log.error(message);
      throw new Error(message);
    }
    if (typeof id !== "string" || !CHECKOUT_ID.test(id)) {
      const message = `wpwlOptions.createCheckout: expected a checkout id from POST /v1/checkouts (32 to 48 letters, digits, dots, hyphens) or a promise of one, got ${shown(id)}; the ${brand} payment was not started.`;
      log.error(message);
      throw new Error(message);
    }
    return id;
  };
}
