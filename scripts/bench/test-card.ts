/** The approved VISA test card every bench payment uses, and the request parameters around it. */
export const TEST_CARD = { number: "4200000000000000", cvv: "123", holder: "Bench Shopper" } as const;
export const APPROVED = "000.100.110";

/** Next year's December: always a future expiry. */
export function expiry(): { month: string; year: string; typed: string } {
  const year = String(new Date().getFullYear() + 1);
  return { month: "12", year, typed: `12${year.slice(2)}` };
}

/** What the card-number frame posts for the test card (without the browser data it adds). */
export function paymentForm(): Record<string, string> {
  const e = expiry();
  return {
    paymentBrand: "VISA",
    "card.number": TEST_CARD.number,
    "card.cvv": TEST_CARD.cvv,
    "card.holder": TEST_CARD.holder,
    "card.expiryMonth": e.month,
    "card.expiryYear": e.year,
  };
}

/** The body of an approved server-to-server card debit of 49.99 EUR (POST /v1/payments). */
export function debitBody(entityId: string): string {
  return new URLSearchParams({ entityId, amount: "49.99", currency: "EUR", paymentType: "DB", ...paymentForm() }).toString();
}
