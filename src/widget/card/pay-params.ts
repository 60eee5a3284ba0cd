import { parseExpiry } from "../../shared/expiry.ts";
import type { CardModel } from "./card-model.ts";

/** Browser data for 3-D Secure 2 (spec 2.10); the gateway adds acceptHeader from the request. */
export function browserParams(): Record<string, string> {
  return {
    "customer.browser.language": (navigator.language || "en").slice(0, 8),
    "customer.browser.screenHeight": String(screen.height),
    "customer.browser.screenWidth": String(screen.width),
    "customer.browser.screenColorDepth": String(screen.colorDepth),
    // Minutes between UTC and local time, positive when local time is behind UTC: exactly getTimezoneOffset().
    "customer.browser.timezone": String(new Date().getTimezoneOffset()),
    "customer.browser.userAgent": navigator.userAgent.slice(0, 2048),
    "customer.browser.javaEnabled": "false",
    "customer.browser.challengeWindow": "5",
  };
}

/** The non-sensitive payment parameters the widget hands to the number frame. */
export function payParams(model: CardModel): Record<string, string> {
  const expiry = parseExpiry(model.expiry.value);
  const holder = model.holder.value.trim();
  return {
    paymentBrand: model.brand.value,
    ...(holder ? { "card.holder": holder } : {}),
    ...(expiry ? { "card.expiryMonth": String(expiry.month).padStart(2, "0"), "card.expiryYear": String(expiry.year) } : {}),
    ...browserParams(),
  };
}
