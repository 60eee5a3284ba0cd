import { log } from "./log.ts";

/**
 * The form's action (else this page) as an absolute http(s) address (the shopperResultUrl), or
 * undefined; `quiet`: without logging. Never throws: in a `blob:` or `about:srcdoc` document, whose
 * base cannot resolve a relative address, the action is resolved against the page's origin.
 */
export function shopperResultUrl(form: HTMLFormElement, quiet = false): URL | undefined {
  // Like a native form without an action, the shopper comes back to this page (reported at mount).
  const action = form.getAttribute("action") || document.URL;
  let url: URL | undefined;
  for (const base of [document.baseURI, location.origin]) {
    try {
      url = new URL(action, base);
      break;
    } catch {
      // the next base
    }
  }
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) {
    if (!quiet) log.error(`the form's action must be an http(s) address, got ${JSON.stringify(action)}.`);
    return undefined;
  }
  return url;
}

/** `{shopperResultUrl}?id={checkoutId}&resourcePath=/v1/checkouts/{checkoutId}/payment` (or `/registration`) from the merchant form's action. */
export function resultUrl(form: HTMLFormElement, checkoutId: string, purpose: "payment" | "registration" = "payment"): string | undefined {
  const url = shopperResultUrl(form);
  if (!url) return undefined;
  url.searchParams.set("id", checkoutId);
  url.searchParams.set("resourcePath", `/v1/checkouts/${checkoutId}/${purpose}`);
  return url.href;
}
