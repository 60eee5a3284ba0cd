import type { ErrorMessageKey } from "../../shared/labels.ts";
import type { PaymentOutcome } from "../../shared/protocol.ts";
import { log } from "../log.ts";

/**
 * What every payment form (card, stored cards, the page-posted methods, wallets) makes of a failed
 * attempt: one table, so the forms cannot drift apart (they did: a fixed 3 s wait in one, none in
 * the wallets, the onError name computed two ways).
 */

/** Throttling (spec 7.2): the shopper waits, then may try again. */
export const THROTTLED = "800.120.100";

/** Result codes that end this checkout for the shopper, with the message to show. */
export const SESSION_CODES: Readonly<Record<string, ErrorMessageKey>> = {
  "200.300.404": "checkoutExpiredError",
  "100.350.101": "checkoutPaidError",
};

/** The onError name for a failed attempt (names of the established widget contract). */
export function outcomeErrorName(outcome: PaymentOutcome): string {
  if (outcome.kind === "error") return "PciIframeSubmitError";
  return Object.hasOwn(SESSION_CODES, outcome.code) && !outcome.parameters?.length ? "InvalidCheckoutIdError" : "PaymentError";
}

/** The form's message for a failed attempt whose parameters no field of the form shows. */
export function failureMessage(outcome: PaymentOutcome): ErrorMessageKey {
  if (outcome.kind === "error") return "networkError";
  if (outcome.code === THROTTLED) return "throttledError";
  // 200.300.404 naming parameters is a refused request, not an ended session: reloading would not help.
  if (outcome.parameters) return "paymentError";
  return Object.hasOwn(SESSION_CODES, outcome.code) ? (SESSION_CODES[outcome.code] ?? "paymentError") : "paymentError";
}

/**
 * What onError receives for a failed attempt. Parameters the gateway refused are also named in a
 * [wpwl] console message with its description: mostly an integration error (a checkout created with
 * a shopperResultUrl, a custom parameter the form may not send), which the shopper's form cannot explain.
 */
export function outcomeError(outcome: PaymentOutcome): { name: string; message: string; code: string } {
  const message = outcome.description || "the payment could not be processed";
  // toOutcome sets parameters only when the answer named some.
  if (outcome.parameters) log.warn(`${outcome.code} refused ${outcome.parameters}: ${message}`);
  return { name: outcomeErrorName(outcome), message, code: outcome.code };
}

const BACKOFF_BASE_MS = 2_000;
const BACKOFF_MAX_MS = 30_000;

/**
 * How long the pay button stays busy after an attempt: after a throttled one 2 s, then 4 s, 8 s …
 * up to 30 s for each further throttled one; after any other, not at all.
 */
export function createBackoff(): (outcome: PaymentOutcome) => number {
  let throttled = 0;
  return (outcome) => (outcome.code === THROTTLED ? Math.min(BACKOFF_BASE_MS * 2 ** throttled++, BACKOFF_MAX_MS) : 0);
}
