export interface Expiry {
  readonly month: number;
  readonly year: number;
}

/**
 * The furthest future year a card expiry may be in, counted from now: generous (merchants' tests type
 * dates 27 years ahead into the established widget), it only catches a mistyped century.
 */
export const MAX_EXPIRY_YEARS = 50;

/** Reads "MM/YY", "MM / YY", "MMYY" or "MM/YYYY". Returns undefined when incomplete or malformed. */
export function parseExpiry(input: string): Expiry | undefined {
  const m = /^\s*(\d{1,2})\s*(?:\/\s*)?(\d{2}|\d{4})\s*$/.exec(input);
  if (!m?.[1] || !m[2]) return undefined;
  const month = Number(m[1]);
  const year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return { month, year };
}

/** Shapes what the shopper typed into "MM / YY" as they type. */
export function formatExpiryInput(input: string): string {
  // Autofill and paste bring whole dates: "12/2030", "12 / 30", "1/30".
  const whole = /^\s*(\d{1,2})\s*[/-]\s*(?:20)?(\d{2})\s*$/.exec(input);
  if (whole?.[1] && whole[2]) return `${whole[1].padStart(2, "0")} / ${whole[2]}`;
  const digits = input.replace(/\D/g, "").slice(0, 4);
  if (digits.length === 1 && digits > "1") return `0${digits} / `;
  if (digits.length < 2) return digits;
  if (digits.length === 2 && !input.includes("/")) return `${digits} / `;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}
