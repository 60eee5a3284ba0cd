import { STYLE_PROPERTIES } from "../../shared/iframe-styles.ts";
import { log } from "../log.ts";
import type { SetupProblem } from "../setup-problems.ts";
import type { WidgetOptions } from "../widget-options.ts";

/**
 * What an option takes, in the console's words, for the options whose reader does not say it (a reader
 * of a kind of value does: "true or false", "a function", one of its values; option-readers.ts).
 * setup-report.test.ts checks that every option has its words, here or from its reader.
 */
export const EXPECTED: Readonly<Partial<Record<keyof WidgetOptions, string>>> & Readonly<Record<string, string | undefined>> = {
  locale: 'a language code such as "en" or "de-AT"',
  labels: "an object of label texts",
  errorMessages: "an object of error texts",
  iframeStyles: 'an object such as { "card-number-placeholder": { color: "#555" } }',
  brandDetectionPriority: 'a list of brands such as ["MADA", "VISA"]',
  billingAddress: 'an object such as { country: "DE", city: "Berlin" }',
  mandatoryBillingFields: "an object such as { country: true, postcode: true }",
  spinner: 'false or { color: "#1a5fb4" }',
  paymentTarget: '"_top", "_self", "_parent" or the name of an iframe on the page',
  shopperResultTarget: '"_top", "_self", "_parent" or the name of an iframe on the page',
  registrations: "{ requireCvv: true or false, hideInitialPaymentForms: true or false }",
  browser: "an object such as { threeDChallengeWindow: 5 }",
  inlineFlow: 'an array of brands such as ["PAYPAL", "STC_PAY"]',
  applePay: "an object (README: Wallets)",
  googlePay: "an object (README: Wallets)",
  samsungPay: "an object (README: Wallets)",
};

/** How the console names a default that stands for "not given" (the card form asks for the CVV unless told not to). */
const DEFAULT_TEXT: Readonly<Record<string, string | undefined>> = { requireCvv: "true" };

/** A value as the console shows it: short, and never a function's source. */
export function shown(v: unknown): string {
  if (typeof v === "function") return "a function";
  try {
    return JSON.stringify(v)?.slice(0, 60) ?? String(v);
  } catch {
    return typeof v;
  }
}

/** One console line per problem: what was expected, what was given, what the widget does instead. */
export function setupMessage(p: SetupProblem): string {
  switch (p.kind) {
    case "notObject":
      return `wpwlOptions: expected an object, got ${shown(p.value)}; using the defaults.`;
    case "unknown":
      return `wpwlOptions.${p.key} is not an option of this widget: ignored.`;
    case "unknownText":
      return `wpwlOptions.${p.option}.${p.key} is not a text of the widget: ignored.`;
    case "unsafeStyles":
      return `wpwlOptions.iframeStyles: expected the properties ${STYLE_PROPERTIES.join(", ")} with plain values (no url() or var()), got ${p.dropped.join(", ")}; these are ignored.`;
    case "unknownLocale":
      return `wpwlOptions.locale: "${p.locale}" is not one of the 25 languages (e.g. "de", "fr-CA", "zh-CN"); showing English.`;
    case "unknownBrands":
      return `data-brands: ${p.brands.join(", ")} not supported by this widget; showing the other brands.`;
    case "noBrands":
      return `data-brands: expected brands such as "VISA MASTER AMEX", got ${JSON.stringify(p.text)}.`;
    case "badCheckoutId":
      return `expected ?checkoutId= with the id your server received from POST /v1/checkouts (32 to 48 letters, digits, dots, hyphens; {id}/registration to store a card), got ${JSON.stringify(p.checkoutId)}.`;
    case "pageRefused": {
      const origin = globalThis.location?.origin ?? "null";
      if (origin !== "null")
        return `the gateway does not let this page (${origin}) show its card fields: add ${origin} to the gateway's FRAME_ANCESTORS setting (your shop's origins, space-separated; http://localhost:* for any local port), or start it with FRAME_ANCESTORS="*" while developing.`;
      return "this page has no origin of its own (loaded as a data: URL or a string in a webview, from a file, or in a sandboxed frame): the card fields answer only a page with one. Load the payment page from a URL (https://your.shop/pay, or http://localhost while developing).";
    }
    case "noContainer":
      return `wpwl.executePayment: no widget container has the class ${JSON.stringify(p.containerClass)}.`;
    case "fastCheckoutKind":
      return `fast checkout shows wallet and PAYPAL buttons only; ${p.formKind} brands need ?checkoutId=.`;
    case "unknownCheckout":
      return `checkout ${p.checkoutId} does not exist on ${p.gatewayOrigin}: create it server-side with POST /v1/checkouts and use the id it returns.`;
    case "invalid":
      return `wpwlOptions.${p.key}: expected ${EXPECTED[p.key] ?? p.expected}, got ${shown(p.value)}; using the default (${DEFAULT_TEXT[p.key] ?? shown(p.fallback)}).`;
  }
}

/** What stops a form from showing is an error; the rest are warnings (the widget carries on without it). */
const ERRORS: ReadonlySet<SetupProblem["kind"]> = new Set(["noBrands", "badCheckoutId", "unknownCheckout", "pageRefused"]);

/** Writes the problems of the page's setup to the console, as [wpwl] warnings and errors. */
export function reportSetup(problems: readonly SetupProblem[]): void {
  for (const p of problems) (ERRORS.has(p.kind) ? log.error : log.warn)(setupMessage(p));
}
