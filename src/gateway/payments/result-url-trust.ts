/**
 * Where the shopper goes back by themselves after a bank's or wallet's page or a 3-D Secure challenge in the top
 * window (a 303, the relay page's navigation), as the established gateway returns the shopper: the result URL the
 * shopper's page named with the payment — stored with that payment when it was made, never taken from the link or
 * form that ends it — when it is an http(s) address (docs/dom-contract.md, "Back to the shop").
 */
export function followableResultUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === "https:" || protocol === "http:";
  } catch {
    return false;
  }
}

/**
 * What the gateway may call on its own (the automatic shopperResultUrl call 29 minutes on): a shopperResultUrl the
 * merchant's server set on the checkout, or one on an origin the gateway was told is a merchant's (FRAME_ANCESTORS
 * lists origins; "*" lists none). An address that only a browser sent is never called by the gateway (no SSRF).
 */
export function trustedResultUrl(url: string, checkoutParams: Readonly<Record<string, string>>, frameAncestors: string): boolean {
  const merchant = checkoutParams.shopperResultUrl;
  let origin: string;
  try {
    const u = new URL(url);
    if (u.protocol !== "https:" && u.protocol !== "http:") return false;
    origin = u.origin;
  } catch {
    return false;
  }
  if (merchant !== undefined && sameAddress(merchant, url)) return true;
  return frameAncestors.split(/\s+/).includes(origin);
}

/**
 * `{shopperResultUrl}?id=…&resourcePath=…` (spec 6.1): a checkout's `/v1/checkouts/{id}/payment`, or,
 * for a payment made server-to-server, the payment's own `/v1/payments/{id}`. Undefined for an address
 * that is not http(s).
 */
export function withResourcePath(base: string, paymentId: string, checkoutId: string | null | undefined): string | undefined {
  try {
    const url = new URL(base);
    if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
    url.searchParams.set("id", checkoutId ?? paymentId);
    url.searchParams.set("resourcePath", checkoutId ? `/v1/checkouts/${checkoutId}/payment` : `/v1/payments/${paymentId}`);
    return url.href;
  } catch {
    return undefined;
  }
}

/** The same address, ignoring the id and resourcePath the gateway adds. */
function sameAddress(a: string, b: string): boolean {
  try {
    const x = new URL(a);
    const y = new URL(b);
    for (const u of [x, y]) {
      u.searchParams.delete("id");
      u.searchParams.delete("resourcePath");
    }
    return x.href === y.href;
  } catch {
    return false;
  }
}

/** The host a shopper is shown before leaving for an address the gateway does not trust. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return "";
  }
}
