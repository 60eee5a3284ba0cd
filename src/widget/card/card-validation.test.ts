import { describe, expect, it } from "vitest";
import type { FrameState } from "../card-model.ts";
import { createCardModel } from "../card-model.ts";
import { STRICT, type ValidationRules, validations } from "./card-validation.ts";

const NOW = new Date(Date.UTC(2026, 5, 15));
const EMPTY: FrameState = { isEmpty: true, isValid: false, isPotentiallyValid: true, errorKey: "cvvError", brands: [] };
const VALID: FrameState = { isEmpty: false, isValid: true, isPotentiallyValid: true, brands: ["VISA"] };

/** A form with a valid number, and the given expiry, holder and CVV state. */
function form(expiry: string, holder: string, cvv: FrameState) {
  const model = createCardModel(["VISA"]);
  model.reported.value = { cardNumber: VALID, cvv };
  model.expiry.value = expiry;
  model.holder.value = holder;
  return model;
}

const valid = (rules: Partial<ValidationRules>, expiry: string, holder: string, cvv: FrameState) =>
  Object.fromEntries(Object.entries(validations(form(expiry, holder, cvv), NOW, { ...STRICT, ...rules })).map(([k, v]) => [k, v.isValid]));

describe("card form checks and the wpwlOptions that relax them", () => {
  it.each([
    ["the defaults", {}, "12 / 30", "Jane Doe", EMPTY, { cvv: false }],
    ["allowEmptyCvv", { allowEmptyCvv: true }, "12 / 30", "Jane Doe", EMPTY, { cvv: true }],
    ["requireCvv: false", { requireCvv: false }, "12 / 30", "Jane Doe", EMPTY, { cvv: true }],
    ["the defaults, empty holder (allowed, as on the established widget)", {}, "12 / 30", "", VALID, { cardHolder: true }],
    ["allowEmptyCardHolderName: false, empty holder", { allowEmptyCardHolderName: false }, "12 / 30", "", VALID, { cardHolder: false }],
    ["the defaults, holder too short", {}, "12 / 30", "J", VALID, { cardHolder: false }],
    ["allowEmptyCardHolderName, holder too short", { allowEmptyCardHolderName: true }, "12 / 30", "J", VALID, { cardHolder: false }],
    ["the defaults, past expiry", {}, "01 / 20", "Jane Doe", VALID, { expiry: false }],
    [
      "disableCardExpiryDateValidation, past expiry",
      { disableCardExpiryDateValidation: true },
      "01 / 20",
      "Jane Doe",
      VALID,
      { expiry: true },
    ],
    [
      "disableCardExpiryDateValidation, month 13",
      { disableCardExpiryDateValidation: true },
      "13 / 30",
      "Jane Doe",
      VALID,
      { expiry: false },
    ],
    ["disableCardExpiryDateValidation, incomplete", { disableCardExpiryDateValidation: true }, "1", "Jane Doe", VALID, { expiry: false }],
    ["validation: false", { validation: false }, "", "", EMPTY, { cardNumber: true, expiry: true, cardHolder: true, cvv: true }],
  ])("%s", (_name, rules, expiry, holder, cvv, expected) => {
    expect(valid(rules, expiry, holder, cvv)).toMatchObject(expected);
  });
});

const EXPIRED: FrameState = { isEmpty: false, isValid: false, isPotentiallyValid: false, errorKey: "expiryMonthError", brands: [] };
const NO_HOLDER: FrameState = { isEmpty: true, isValid: false, isPotentiallyValid: true, errorKey: "cardHolderError", brands: [] };
const TYPING: FrameState = { isEmpty: false, isValid: false, isPotentiallyValid: true, errorKey: "cardHolderError", brands: [] };

describe("SAQ-A: the expiry and holder frames' reports decide, the page's (empty) values are not read", () => {
  it.each<[string, Partial<ValidationRules>, Partial<Record<"expiry" | "cardHolder", FrameState>>, Record<string, boolean | string>]>([
    ["both valid", {}, { expiry: VALID, cardHolder: VALID }, { expiry: true, cardHolder: true }],
    ["expired date", {}, { expiry: EXPIRED, cardHolder: VALID }, { expiry: false, expiryKey: "expiryMonthError" }],
    [
      "empty holder, allowEmptyCardHolderName: false",
      { allowEmptyCardHolderName: false },
      { expiry: VALID, cardHolder: NO_HOLDER },
      { cardHolder: false, cardHolderKey: "cardHolderError" },
    ],
    ["empty holder, the default", {}, { expiry: VALID, cardHolder: NO_HOLDER }, { cardHolder: true }],
    ["holder too short, allowEmptyCardHolderName", { allowEmptyCardHolderName: true }, { cardHolder: TYPING }, { cardHolder: false }],
    ["validation: false", { validation: false }, { expiry: EXPIRED, cardHolder: NO_HOLDER }, { expiry: true, cardHolder: true }],
    // With forceCardHolderEqualsBillingName there is no holder frame: the page's holder (from the names) is checked.
    ["no holder frame", {}, { expiry: VALID }, { expiry: true, cardHolder: true }],
  ])("%s", (_name, rules, hosted, expected) => {
    const model = form("", "Jane Doe", VALID);
    model.reported.value = { ...model.reported.value, ...hosted };
    const v = validations(model, NOW, { ...STRICT, ...rules });
    expect({
      expiry: v.expiry.isValid,
      cardHolder: v.cardHolder.isValid,
      expiryKey: v.expiry.errorKey ?? "",
      cardHolderKey: v.cardHolder.errorKey ?? "",
    }).toMatchObject(expected);
  });
});
