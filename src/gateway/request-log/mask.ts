import { MAX_VALUE_LENGTH } from "../params/param-names.ts";
import { neverShown } from "../params/sensitive.ts";

/**
 * What the request log keeps of a request's parameters and of its answer: never card data in clear, never
 * a credential. A card number keeps its first six and last four digits (what a receipt shows); every other
 * value no log may show (params/sensitive.ts: CVV, wallet and network tokens, gift-card PINs, a webhook's
 * secret) is "***".
 */

const NUMBERS = /^(card\.number|tokenAccount\.number|giftCard\.number)$/;

/** "4200000000000000" → "420000******0000"; anything shorter than a card number hides whole. */
export function maskNumber(value: string): string {
  const digits = value.replace(/\D/g, "");
  return digits.length >= 12 ? `${digits.slice(0, 6)}${"*".repeat(digits.length - 10)}${digits.slice(-4)}` : "***";
}

/**
 * The longest value the log keeps whole: a parameter without a row of its own may be this long (params/param-names.ts),
 * and a recorded session replays only what it kept whole. Longer ones (a wallet's token) are never shown anyway.
 */
const KEPT_VALUE = MAX_VALUE_LENGTH;

/** A request's parameters as the log keeps them. */
export function maskParams(params: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    out[name] = NUMBERS.test(name) ? maskNumber(value) : neverShown(name) ? "***" : value.slice(0, KEPT_VALUE);
  }
  return out;
}

/**
 * An answer's JSON as the log keeps it: a key named like a credential (a webhook's `secret`, an entity's
 * token) is "***" wherever it is. Answers carry no card number in clear (the gateway answers bin and last4).
 */
export function maskAnswer(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.slice(0, 100).map((v) => maskAnswer(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[key] = /secret|token|password/i.test(key) ? "***" : maskAnswer(v, depth + 1);
  return out;
}
