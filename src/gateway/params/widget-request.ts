import type { ParameterError } from "../envelope.ts";

/** Names only the merchant's server may set: who the shopper is in the merchant's system, and the merchant's own references. */
const MERCHANT_ONLY = /^(customer\.merchantCustomerId|merchantTransactionId|merchantInvoiceId|merchantMemo)$/;
const CUSTOM = /^customParameters\[(.*)\]$/;
/** The form's action: a shopperResultUrl the merchant's server set wins over it (documented), it is not an attempt to change it. */
const MERCHANT_WINS = new Set(["shopperResultUrl"]);

/**
 * What the browser may add to the merchant's checkout (spec 2.21, README "Security"): custom
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
    } else if (MERCHANT_ONLY.test(name)) {
      fail(name, value, "may be set only by the merchant's server: send it when you create the checkout");
    } else if (Object.hasOwn(checkout, name) && checkout[name] !== value && !MERCHANT_WINS.has(name)) {
      fail(name, value, "was set by the merchant's server on the checkout; the payment form cannot change it");
    }
  }
  if (errors.length > 0) return { errors };
  const params: Record<string, string> = { ...checkout, ...request };
  for (const name of MERCHANT_WINS) if (Object.hasOwn(checkout, name)) params[name] = checkout[name] as string;
  return { params };
}
