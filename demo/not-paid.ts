import { describeResult, RESULT_CODE_FORMAT } from "../src/shared/result-codes.ts";
import { esc } from "./html.ts";

/** The payment-method choices of the checkout page: label and data-brands. */
type Methods = readonly (readonly [label: string, brands: string])[];

/**
 * A shopper back on the checkout page after a payment that did not go through (declined, cancelled at the bank):
 * a note saying so, in words and with the gateway's code, above the card form — one form, not every method at
 * once — and the other methods offered for the same order.
 */
export function notPaidNote(code: string | undefined): string {
  if (code === undefined || !RESULT_CODE_FORMAT.test(code)) return "";
  return `<p class="notice not-paid" role="status">Your payment was not completed: ${esc(describeResult(code))} (<code>${esc(code)}</code>). Try another card, or choose another payment method below: it is the same order.</p>`;
}

/** The methods' links; on a checkout being paid again, each keeps that checkout (and the note). */
export function methodLinks(methods: Methods, current: string, checkoutId: string | undefined, notPaid: string | undefined): string {
  const keep = checkoutId
    ? `&amp;checkoutId=${encodeURIComponent(checkoutId)}${notPaid && RESULT_CODE_FORMAT.test(notPaid) ? `&amp;notPaid=${notPaid}` : ""}`
    : "";
  return methods
    .filter(([, brands]) => !checkoutId || brands.split(" ").length <= 3 || brands === current)
    .map(
      ([label, b]) =>
        `<a href="/checkout?brands=${encodeURIComponent(b)}${keep}"${b === current ? ' aria-current="page"' : ""}>${esc(label)}</a>`,
    )
    .join(" ");
}
