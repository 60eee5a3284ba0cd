import { parseExpiry } from "../../shared/expiry.ts";
import type { CardModel } from "../card-model.ts";
import { log } from "../log.ts";

/**
 * wpwlOptions.browser.threeDChallengeWindow: the 3-D Secure 2 challenge window's size, 1 (250×400) to
 * 5 (full screen, also the default); another value is named on the console and 5 is sent.
 */
export function challengeWindow(browser: Readonly<Record<string, unknown>>): number {
  const given = browser.threeDChallengeWindow;
  const n = Number(given);
  if (given === undefined || (Number.isInteger(n) && n >= 1 && n <= 5)) return given === undefined ? 5 : n;
  log.warn(`wpwlOptions.browser.threeDChallengeWindow: expected 1 to 5, got ${JSON.stringify(given)}; 5 (full screen) is sent.`);
  return 5;
}

/** Browser data for 3-D Secure 2 (spec 2.10); the gateway adds acceptHeader from the request. */
export function browserParams(window = 5): Record<string, string> {
  return {
    "customer.browser.language": (navigator.language || "en").slice(0, 8),
    "customer.browser.screenHeight": String(screen.height),
    "customer.browser.screenWidth": String(screen.width),
    "customer.browser.screenColorDepth": String(screen.colorDepth),
    // Minutes between UTC and local time, positive when local time is behind UTC: exactly getTimezoneOffset().
    "customer.browser.timezone": String(new Date().getTimezoneOffset()),
    "customer.browser.userAgent": navigator.userAgent.slice(0, 2048),
    "customer.browser.javaEnabled": "false",
    "customer.browser.challengeWindow": String(window),
  };
}

/** The non-sensitive payment parameters the widget hands to the number frame. */
export function payParams(model: CardModel, window?: number): Record<string, string> {
  const expiry = parseExpiry(model.expiry.value);
  const holder = model.holder.value.trim();
  return {
    paymentBrand: model.brand.value,
    ...(holder ? { "card.holder": holder } : {}),
    ...(expiry ? { "card.expiryMonth": String(expiry.month).padStart(2, "0"), "card.expiryYear": String(expiry.year) } : {}),
    ...browserParams(window),
  };
}
