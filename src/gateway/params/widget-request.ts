import { CODES } from "../../shared/result-codes.ts";
import type { ParameterError } from "../http/envelope.ts";

/** Names only the merchant's server may set: who the shopper is in the merchant's system, and the merchant's own references. */
const MERCHANT_ONLY = /^(customer\.merchantCustomerId|merchantTransactionId|merchantInvoiceId|merchantMemo)$/;
const CUSTOM = /^customParameters\[(.*)\]$/;
/**
 * Names the established platform refuses from the payment form once the checkout has them, even with
 * the same value, in its own words (merchant integrations quote this answer; docs/integration.md "Security and failure handling"): the
 * widget always sends its form's action as shopperResultUrl, so a checkout created with one cannot be
 * paid from the widget there, and must not seem payable here.
 */
const SET_ONCE = new Map([["shopperResultUrl", "was already set and cannot be overwritten"]]);

/**
 * The answer's description of a refused widget request: the code's own, and for a set-once name what
 * to do (it reaches onError's message on the merchant page, and the widget's [wpwl] console message).
 */
export function widgetRefusal(parameterErrors: readonly ParameterError[]) {
  const setOnce = parameterErrors.some((e) => e.name === "shopperResultUrl" && e.message === SET_ONCE.get("shopperResultUrl"));
  return {
    code: CODES.invalidRequest,
    parameterErrors,
    ...(setOnce
      ? {
          description:
            "invalid or missing parameter: shopperResultUrl was already set on the checkout and cannot be overwritten; the payment form sends its action as shopperResultUrl, so create the checkout without it",
        }
      : {}),
  };
}

/**
 * What the browser may add to the merchant's checkout (spec 2.21, docs/integration.md "Security and failure handling"): custom
 * parameters named SHOPPER_…, and data the merchant did not set. A value the merchant's server set
 * on the checkout is never replaced by the browser: sending another one is a parameter error, as is
 * a merchant-only name. Returns the payment's parameters (the checkout's with the request's), or the errors.
 */
export function mergeWidgetRequest(
  checkout: Readonly<Record<string, string>>,
  request: Readonly<Record<string, string>>,
): { readonly params: Record<string, string> } | { readonly errors: ParameterError[] } {
  const errors: ParameterError[] = [];
  const fail = (name: string, value: string, message: string) =>
    errors.push({ name: name.slice(0, 128), value: value.slice(0, 256), message });
  for (const [name, value] of Object.entries(request)) {
    const key = CUSTOM.exec(name)?.[1];
    if (key !== undefined && !key.startsWith("SHOPPER_")) {
      fail(
        name,
        value,
        "names sent from the payment form must start with SHOPPER_ (spec 2.21); set other custom parameters on the checkout from your server",
      );
    } else if (MERCHANT_ONLY.test(name) && checkout[name] !== value) {
      // The same value as the merchant's server set is no change (a page that mirrors it into the form pays).
      fail(name, value, "may be set only by the merchant's server: send it when you create the checkout");
    } else if (Object.hasOwn(checkout, name) && SET_ONCE.has(name)) {
      fail(name, value, SET_ONCE.get(name) as string);
    } else if (Object.hasOwn(checkout, name) && checkout[name] !== value) {
      fail(name, value, "was set by the merchant's server on the checkout; the payment form cannot change it");
    }
  }
  if (errors.length > 0) return { errors };
  return { params: { ...checkout, ...request } };
}
