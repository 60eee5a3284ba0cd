import { type FieldValidation, invalid, ok, pending } from "./validation.ts";

export const HOLDER_MIN = 3;
export const HOLDER_MAX = 128;

/** Card holder (spec 2.6, card.holder {3,128}). Control characters are never accepted. */
export function validateHolder(input: string): FieldValidation {
  const v = input.trim();
  if (v === "") return pending(true, "cardHolderError");
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(v) || v.length > HOLDER_MAX) return invalid("cardHolderError");
  return v.length >= HOLDER_MIN ? ok() : pending(false, "cardHolderError");
}
