import { CHECKOUT_ID } from "../../shared/checkout-config.ts";
import { log } from "../log.ts";

/**
 * Where the widget was loaded from: the gateway's origin, and the checkout id from the script URL.
 * Without `?checkoutId=` the page is a fast checkout (spec 4.2): checkoutId is "" and the wallet
 * buttons ask `wpwlOptions.createCheckout` for a checkout when the shopper clicks.
 */
export interface ScriptSource {
  readonly gatewayOrigin: string;
  readonly checkoutId: string;
  /** `checkoutId={id}/registration`: the registration-only widget stores the card instead of paying. */
  readonly purpose: "payment" | "registration";
  /** The id is not one the gateway could have issued: the forms show the checkout error, onError gets InvalidCheckoutIdError (the console says why: main.ts). */
  readonly malformed?: true;
}

export function readScriptSource(src: string | undefined): ScriptSource | undefined {
  if (!src) {
    log.error(
      "could not find the paymentWidgets.js script element; load it with a plain <script src> tag, not by eval or a module loader.",
    );
    return undefined;
  }
  const url = new URL(src);
  if (!url.searchParams.has("checkoutId")) return { gatewayOrigin: url.origin, checkoutId: "", purpose: "payment" };
  const raw = url.searchParams.get("checkoutId") ?? "";
  const purpose = raw.endsWith("/registration") ? "registration" : "payment";
  const checkoutId = purpose === "registration" ? raw.slice(0, -"/registration".length) : raw;
  if (!CHECKOUT_ID.test(checkoutId)) return { gatewayOrigin: url.origin, checkoutId, purpose, malformed: true };
  return { gatewayOrigin: url.origin, checkoutId, purpose };
}
