import { amongCandidates, cardBrand } from "../../shared/brands.ts";
import { cvvLengths } from "../../shared/cvv.ts";
import { validateExpiryParts } from "../../shared/expiry-validation.ts";
import { luhnValid } from "../../shared/luhn.ts";
import { isDeclineCode, isPendingCode, isSuccessCode, outsideCode, type ResultCode } from "../../shared/result-codes.ts";
import type { ParameterError } from "../http/envelope.ts";
import { cardNumberBrands } from "./test-bins.ts";
import { testCard, UNKNOWN_CARD_CODE } from "./test-cards.ts";

export interface CardDecision {
  /** The result code of the simulated authorization. */
  readonly code: ResultCode;
  readonly brand?: string;
  readonly parameterErrors?: readonly ParameterError[];
}

/** A refused card (a module function: a closure per payment would be named again each time by tsx's keepNames). */
const cardError = (brand: string | undefined, code: ResultCode, name: string, message: string): CardDecision => ({
  code,
  ...(brand === undefined ? {} : { brand }),
  parameterErrors: [{ name, value: "", message }],
});

/**
 * The simulated acquirer for card payments. Checks come in the order a real processor applies
 * them: card data (Luhn, brand, expiry, CVV), then negative-testing holders, then the test-card table.
 */
export function decideCardPayment(params: Record<string, string>, now: Date): CardDecision {
  const number = params["card.number"] ?? "";
  // The issuer's BIN table knows co-badged brands the prefix table cannot see (a Maestro/Mastercard BIN).
  const candidates = cardNumberBrands(number).filter((id: string) => cardBrand(id)?.lengths.includes(number.length));
  const detected = candidates[0];
  const brand = params.paymentBrand ?? detected;
  const b = brand === undefined ? undefined : cardBrand(brand);
  if (!luhnValid(number) && b?.luhn !== false) return cardError(brand, "100.100.101", "card.number", "fails the Luhn check");
  if (!b?.lengths.includes(number.length)) return cardError(brand, "100.100.101", "card.number", "matches no supported card brand");
  if (detected !== undefined && !amongCandidates(b.id, candidates)) {
    return cardError(brand, "100.100.700", "paymentBrand", `the card number belongs to ${detected}, not ${b.id}`);
  }
  const expiry = { month: Number(params["card.expiryMonth"]), year: Number(params["card.expiryYear"]) };
  // Any expiry after today is accepted (spec 1); only a past one is refused.
  if (validateExpiryParts(expiry, now).errorKey === "expiryDateError")
    return cardError(brand, "100.100.303", "card.expiryYear", "the card has expired");
  const cvv = params["card.cvv"];
  if (cvv === undefined || cvv === "") {
    // A merchant-initiated charge (spec 2.27: standingInstruction.source=MIT — recurring, unscheduled, instalments)
    // is made without the shopper, who alone knows the CVV: the specification makes it conditional, and MIT needs none.
    if (!b.cvcOptional && params["standingInstruction.source"] !== "MIT")
      return cardError(brand, "100.100.600", "card.cvv", "is required for this brand (unless standingInstruction.source=MIT)");
  } else if (!cvvLengths(b.id).includes(cvv.length))
    return cardError(brand, "100.100.601", "card.cvv", `expected ${b.cvcLength} digits for ${b.id}`);
  const holder = negativeTestCode(params["card.holder"]);
  if (holder !== undefined) return { code: holder, brand: b.id };
  return { code: testCard(number)?.code ?? UNKNOWN_CARD_CODE, brand: b.id };
}

/**
 * Negative testing (docs/test-data.md): a decline result code typed as the holder declines with
 * exactly that code. Only declines: a success or pending code as the holder is an ordinary holder,
 * so this hook can never approve a card the test-card table declines.
 */
export function negativeTestCode(holder: string | undefined): ResultCode | undefined {
  const h = (holder ?? "").trim();
  return isDeclineCode(h) && !isSuccessCode(h) && !isPendingCode(h) ? outsideCode(h) : undefined;
}
