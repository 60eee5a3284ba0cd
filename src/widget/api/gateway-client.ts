import { type CheckoutConfig, isCheckoutConfig } from "../../shared/checkout-config.ts";

export type ConfigResult = { ok: true; config: CheckoutConfig } | { ok: false; status: number };

/*
 * The widget's only network calls (card data never passes here: the number frame posts it), as two
 * functions rather than one client object, so that an on-demand module that polls the checkout's
 * configuration does not carry the label-file fetch.
 */

/** The checkout's public configuration (GET /v1/checkouts/{id}/config); never throws. */
export async function checkoutConfig(gatewayOrigin: string, checkoutId: string, signal: AbortSignal): Promise<ConfigResult> {
  try {
    const res = await fetch(`${gatewayOrigin}/v1/checkouts/${encodeURIComponent(checkoutId)}/config`, {
      credentials: "omit",
      cache: "no-store",
      signal,
    });
    if (!res.ok) return { ok: false, status: res.status };
    const json: unknown = await res.json();
    return isCheckoutConfig(json) ? { ok: true, config: json } : { ok: false, status: 502 };
  } catch {
    return { ok: false, status: 0 };
  }
}

/** A label file (or their index), refused by the browser unless its bytes match `integrity`. */
export async function localeFile(gatewayOrigin: string, name: string, integrity: string): Promise<unknown> {
  const res = await fetch(`${gatewayOrigin}/v1/locales/${name}.json`, { integrity, credentials: "omit" });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return res.json();
}
