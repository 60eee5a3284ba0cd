/**
 * Parameter names a merchant may add to the payment with its own inputs inside the widget's form
 * (README "Integrating the widget"): customer, billing and shipping data, createRegistration and
 * shopper custom parameters. Not the widget's own controls (card.*, paymentBrand), not the browser
 * data it collects (customer.browser.*), and never anything else a platform script adds to every
 * form on the page (Magento's form_key, CSRF tokens).
 */
export const MERCHANT_FIELD =
  /^(customer\.(?!browser\.)[A-Za-z][A-Za-z0-9.]{0,63}|(billing|shipping)\.[A-Za-z][A-Za-z0-9.]{0,63}|createRegistration|customParameters\[SHOPPER_[A-Za-z0-9_.-]{1,55}\])$/;

/** Longest value sent for one merchant field (what the frame's pay-params guard accepts). */
const MAX_VALUE = 2048;

/**
 * The merchant's fields of a form's entries (`new FormData(form)`: what a native post would send,
 * so checked checkboxes only and no disabled controls), filtered to MERCHANT_FIELD. A name given
 * twice keeps its first value; files and over-long values are dropped.
 */
export function merchantFields(entries: Iterable<[string, FormDataEntryValue]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of entries) {
    if (typeof value !== "string" || value.length > MAX_VALUE || !MERCHANT_FIELD.test(name) || Object.hasOwn(out, name)) continue;
    out[name] = value;
  }
  return out;
}
