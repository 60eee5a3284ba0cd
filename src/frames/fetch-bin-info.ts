import type { BinInfo } from "../shared/bin-info.ts";
import { isBinInfo } from "../shared/message-guards.ts";

/**
 * Asks the gateway's BIN table about one BIN, same origin, from inside the card-number frame: a POST
 * (the BIN stays out of URLs, logs and caches), no cookies, no referrer. Resolves the answer's
 * binInfo when it has the shape the widget accepts (field-input.ts copies only brands, type and
 * country into its messages), undefined for an unknown BIN or another shape; rejects on a network
 * error or an abort.
 */
export async function fetchBinInfo(checkoutId: string, bin: string, signal: AbortSignal): Promise<BinInfo | undefined> {
  const res = await fetch(`/v1/checkouts/${encodeURIComponent(checkoutId)}/bin`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded; charset=UTF-8" },
    body: `card.bin=${bin}`,
    credentials: "omit",
    cache: "no-store",
    referrerPolicy: "no-referrer",
    signal,
  });
  const info: unknown = res.ok ? ((await res.json()) as { binInfo?: unknown }).binInfo : undefined;
  return isBinInfo(info) ? info : undefined;
}
