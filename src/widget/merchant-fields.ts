import { log } from "./log.ts";

/**
 * Parameter names a merchant may add to the payment with its own inputs inside the widget's form
 * (README "Integrating the widget"): customer, billing and shipping data, createRegistration, standing
 * instructions, an instalment plan's recurring.numberOfInstallments and shopper custom parameters. Not
 * customer.merchantCustomerId (who the shopper is in the merchant's system: the merchant's server sets it with the
 * checkout; a page's input is left out and named in the [wpwl] message, so that a stale or mistyped value never
 * makes every payment fail — docs/dom-contract.md). Not the widget's own controls (card.*, paymentBrand), not the browser
 * data it collects (customer.browser.*), and never anything else a platform script adds to every
 * form on the page (Magento's form_key, CSRF tokens).
 */
export const MERCHANT_FIELD =
  /^(customer\.(?!browser\.|merchantCustomerId$)[A-Za-z][A-Za-z0-9.]{0,63}|(billing|shipping)\.[A-Za-z][A-Za-z0-9.]{0,63}|createRegistration|customParameters\[SHOPPER_[A-Za-z0-9_.-]{1,55}\]|standingInstruction\.[A-Za-z]{1,32}|recurring\.numberOfInstallments)$/;

/** The widget's own controls (card and bank fields, brand select and choice, payment mode, the stored cards' radios), and what platforms add to every form (Magento's form_key, CSRF tokens): never sent, never reported. */
const NOT_MERCHANT_DATA =
  /^(card\.|bankAccount\.|virtualAccount\.|paymentMode$|paymentBrand$|registrationId$|wpwl-|form_key$|_token$|authenticity_token$|__RequestVerificationToken$|csrf)/i;

/** Longest value sent for one merchant field (what the frame's pay-params guard accepts). */
const MAX_VALUE = 2048;

/**
 * The merchant's fields of a form's entries (`new FormData(form)`: what a native post would send,
 * so checked checkboxes only and no disabled controls), filtered to MERCHANT_FIELD. A name given
 * twice keeps its first value; files and over-long values are dropped.
 */
export function merchantFields(
  entries: Iterable<[string, FormDataEntryValue]>,
  report?: (names: string[]) => void,
): Record<string, string> {
  const out: Record<string, string> = {};
  const skipped: string[] = [];
  for (const [name, value] of entries) {
    if (Object.hasOwn(out, name)) continue;
    if (typeof value === "string" && value.length <= MAX_VALUE && MERCHANT_FIELD.test(name)) out[name] = value;
    else if (!NOT_MERCHANT_DATA.test(name)) skipped.push(name.slice(0, 64));
  }
  if (skipped.length > 0) report?.(skipped);
  return out;
}

/**
 * One [wpwl] message per form for the inputs of the merchant's form that are not sent (a name outside
 * the parameters above, a file, an over-long value): never lost silently (README "Integrating the widget").
 */
export function reportSkipped(): (names: string[]) => void {
  let told = false;
  return (names) => {
    if (told) return;
    told = true;
    log.warn(
      `these inputs of the payment form are not sent: ${names.join(", ")}. The widget sends customer.*, billing.*, shipping.*, standingInstruction.*, recurring.numberOfInstallments, createRegistration and customParameters[SHOPPER_…]; send other parameters with the checkout from your server.`,
    );
  };
}
