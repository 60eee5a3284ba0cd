import { parseExpiry } from "../shared/expiry.ts";

/** What the sibling frames of one widget instance hold; a kind is absent when that frame is not on the page. */
export interface SiblingValues {
  readonly cvv?: string | undefined;
  readonly expiry?: string | undefined;
  readonly cardHolder?: string | undefined;
}

/**
 * The payment body the number frame posts: the widget's parameters plus the card details of its
 * sibling frames. A sibling that is on the page owns its parameters: what the widget sent for them
 * is dropped (with SAQ-A it sends none), and an empty or unreadable value is left out, not sent as
 * "" (the gateway then names the missing parameter, which the widget marks on the field).
 */
export function cardDetails(params: Readonly<Record<string, string>>, number: string, s: SiblingValues): Record<string, string> {
  const body: Record<string, string> = { ...params, "card.number": number };
  // An empty CVV (wpwlOptions.allowEmptyCvv) is left out.
  if (s.cvv) body["card.cvv"] = s.cvv;
  if (s.expiry !== undefined) {
    delete body["card.expiryMonth"];
    delete body["card.expiryYear"];
    const e = parseExpiry(s.expiry);
    if (e) {
      body["card.expiryMonth"] = String(e.month).padStart(2, "0");
      body["card.expiryYear"] = String(e.year);
    }
  }
  if (s.cardHolder !== undefined) {
    delete body["card.holder"];
    const holder = s.cardHolder.trim();
    if (holder) body["card.holder"] = holder;
  }
  return body;
}
