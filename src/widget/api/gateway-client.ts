import { type CheckoutConfig, isCheckoutConfig } from "../../shared/checkout-config.ts";

export type ConfigResult = { ok: true; config: CheckoutConfig } | { ok: false; status: number };

/** The widget's only network calls (card data never passes here: the number frame posts it). */
export function gatewayClient(gatewayOrigin: string) {
  return {
    async checkoutConfig(checkoutId: string, signal: AbortSignal): Promise<ConfigResult> {
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
    },

    /** A label file (or their index), refused by the browser unless its bytes match `integrity`. */
    async locale(name: string, integrity: string): Promise<unknown> {
      const res = await fetch(`${gatewayOrigin}/v1/locales/${name}.json`, { integrity, credentials: "omit" });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return res.json();
    },
  };
}
