/**
 * Which parameters are secret, in one place (it was six lists, and they had drifted apart).
 *
 * - `neverShown`: values no error response and no log ever repeats: card data, network tokens,
 *   wallet tokens, gift cards, and a BIN (a malformed one may be a whole card number).
 *   (`authentication.password`, the older API's credential, is no parameter but is not shown back either.)
 * - `notEchoed`: request parameters a payment response never echoes (spec 2.30): all card data,
 *   the other account secrets, and the merchant's credentials and addresses.
 * - `cardSecret`: card number and CVV, which are never stored readable: a pending 3-D Secure
 *   challenge keeps none, a summary-page payment keeps them sealed (sealed-secret.ts).
 */
const NEVER_SHOWN =
  /^(card\.(number|cvv|bin)|tokenAccount\.(number|cryptogram|dtvc)|(applePay|googlePay|samsungPay)\.paymentToken|giftCard\.(number|pin)|authentication\.password|secret)$/;
const NOT_ECHOED =
  /^(card\.|tokenAccount\.(number|cryptogram|dtvc)$|(applePay|googlePay|samsungPay)\.paymentToken$|giftCard\.(number|pin)$|entityId$|integrity$|shopperResultUrl$|notificationUrl$|overridePaymentType\[)/;
const CARD_SECRET = /^card\.(number|cvv)$/;

export const neverShown = (name: string): boolean => NEVER_SHOWN.test(name);
export const notEchoed = (name: string): boolean => NOT_ECHOED.test(name);
export const cardSecret = (name: string): boolean => CARD_SECRET.test(name);

/** A value as an error response or a log may show it: nothing of a secret, at most 256 characters of the rest. */
export function shownValue(name: string, value: string): string {
  return neverShown(name) ? "" : value.slice(0, 256);
}
