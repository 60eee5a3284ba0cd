import { log } from "./log.ts";

/**
 * The shopperResultUrl the merchant's server set on the checkout (its /config), kept on the merchant's
 * form under a registered symbol: the on-demand modules carry their own copy of this file, and the
 * form is what they share with the widget.
 */
const CHECKOUT_RESULT_URL = Symbol.for("wpwl.checkoutResultUrl");
type WithResultUrl = HTMLFormElement & { [CHECKOUT_RESULT_URL]?: string | undefined };
export const setCheckoutResultUrl = (form: HTMLFormElement, url: string | undefined): void => {
  (form as WithResultUrl)[CHECKOUT_RESULT_URL] = url;
};
const checkoutResultUrl = (form: HTMLFormElement) => (form as WithResultUrl)[CHECKOUT_RESULT_URL];

/**
 * The form's action (else the checkout's shopperResultUrl, else this page) as an absolute http(s)
 * address, or undefined; `quiet`: without logging. Never throws: in a `blob:` or `about:srcdoc`
 * document, whose base cannot resolve a relative address, the action is resolved against the page's origin.
 */
export function shopperResultUrl(form: HTMLFormElement, quiet = false): URL | undefined {
  // Like a native form without an action, the shopper comes back to this page (reported at mount).
  const action = form.getAttribute("action") || checkoutResultUrl(form) || document.URL;
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
    if (!quiet) log.error(`the form's action must be an http(s) address, got ${JSON.stringify(action)}`);
    return undefined;
  }
  return url;
}

/**
 * The payment's shopperResultUrl parameter: the form's action (else this page). None for a form without
 * an action on a checkout created with one: the established platform refuses a second ("was already set
 * and cannot be overwritten"), and merchants leave the action out for that reason.
 */
export function resultParam(form: HTMLFormElement): Record<string, string> {
  const href = !form.getAttribute("action") && checkoutResultUrl(form) ? "" : shopperResultUrl(form, true)?.href;
  return href && href.length <= 2048 ? { shopperResultUrl: href } : {};
}

/** `{shopperResultUrl}?id={checkoutId}&resourcePath=/v1/checkouts/{checkoutId}/payment` (or `/registration`) from the merchant form's action. */
export function resultUrl(form: HTMLFormElement, checkoutId: string, purpose: "payment" | "registration" = "payment"): string | undefined {
  const url = shopperResultUrl(form);
  if (!url) return undefined;
  url.searchParams.set("id", checkoutId);
  url.searchParams.set("resourcePath", `/v1/checkouts/${checkoutId}/${purpose}`);
  return url.href;
}
