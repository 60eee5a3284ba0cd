/** An amount and its currency as the gateway writes them ("49.99", "EUR"); a registration-only checkout has neither. */
export interface Total {
  readonly amount?: string;
  readonly currency?: string;
}

/**
 * Where a total a wallet's sheet would show (from wpwlOptions, or a callback's update) disagrees
 * with the checkout's, which is what the gateway charges: "wpwlOptions.<option>: expected the
 * checkout's 49.99 EUR, got 1.00 EUR", for the caller to finish with what it does about it.
 * Amounts compare as numbers ("49.9" is "49.90"); a missing amount or currency is the checkout's.
 */
export function totalMismatch(option: string, shown: { amount?: unknown; currency?: unknown }, checkout: Total): string | undefined {
  if (checkout.amount === undefined) return undefined;
  const amount = shown.amount ?? checkout.amount;
  const currency = shown.currency ?? checkout.currency;
  const sameAmount = (typeof amount === "string" || typeof amount === "number") && Number(amount) === Number(checkout.amount);
  if (sameAmount && currency === checkout.currency) return undefined;
  return `wpwlOptions.${option}: expected the checkout's ${checkout.amount} ${checkout.currency}, got ${JSON.stringify(amount)} ${JSON.stringify(currency)}`;
}
