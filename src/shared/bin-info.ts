/**
 * What a BIN lookup (wpwlOptions.brandDetectionType "binlist") tells about a card, and the only
 * part of it that may leave the gateway-origin frame: brands, card type and issuer country. Never
 * the BIN itself (DESIGN §3: BIN-derived brand candidates cross to the merchant page, digits do not).
 */
export const CARD_TYPES = ["CREDIT", "DEBIT", "PREPAID"] as const;
export type CardType = (typeof CARD_TYPES)[number];

/** ISO 3166-1 alpha-2, upper case: two letters and nothing else (no room for digits). */
export const COUNTRY_CODE = /^[A-Z]{2}$/;

/** At most this many brands per BIN (co-badged cards list two). */
export const MAX_BIN_BRANDS = 4;

/** The frame looks up the first six digits (spec 2.30: card.bin is "first six digits"); the gateway also takes eight. */
export const BIN_LENGTH = 6;
export const BIN_FORMAT = /^(\d{6}|\d{8})$/;

export interface BinInfo {
  /** The card's brands in the issuer's priority order (a co-badged card's local scheme first). */
  readonly brands: readonly string[];
  readonly type?: CardType;
  /** The issuing country. */
  readonly country?: string;
}

/** The BIN to look up for the digits typed so far, or undefined while there are fewer than six. */
export function binOf(digits: string): string | undefined {
  return /^\d{6}/.test(digits) ? digits.slice(0, BIN_LENGTH) : undefined;
}
