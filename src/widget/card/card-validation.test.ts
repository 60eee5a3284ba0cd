import { describe, expect, it } from "vitest";
import type { FrameState } from "./card-model.ts";
import { createCardModel } from "./card-model.ts";
import { STRICT, type ValidationRules, validations } from "./card-validation.ts";

const NOW = new Date(Date.UTC(2026, 5, 15));
const EMPTY: FrameState = { isEmpty: true, isValid: false, isPotentiallyValid: true, errorKey: "cvvError", brands: [] };
const VALID: FrameState = { isEmpty: false, isValid: true, isPotentiallyValid: true, brands: ["VISA"] };

/** A form with a valid number, and the given expiry, holder and CVV state. */
function form(expiry: string, holder: string, cvv: FrameState) {
  const model = createCardModel(["VISA"]);
  model.number.value = VALID;
  model.expiry.value = expiry;
  model.holder.value = holder;
  model.cvv.value = cvv;
  return model;
}

const valid = (rules: Partial<ValidationRules>, expiry: string, holder: string, cvv: FrameState) =>
  Object.fromEntries(Object.entries(validations(form(expiry, holder, cvv), NOW, { ...STRICT, ...rules })).map(([k, v]) => [k, v.isValid]));

describe("card form checks and the wpwlOptions that relax them", () => {
  it.each([
    ["the defaults", {}, "12 / 30", "Jane Doe", EMPTY, { cvv: false }],
    ["allowEmptyCvv", { allowEmptyCvv: true }, "12 / 30", "Jane Doe", EMPTY, { cvv: true }],
    ["requireCvv: false", { requireCvv: false }, "12 / 30", "Jane Doe", EMPTY, { cvv: true }],
    ["the defaults, empty holder", {}, "12 / 30", "", VALID, { cardHolder: false }],
    ["allowEmptyCardHolderName", { allowEmptyCardHolderName: true }, "12 / 30", "", VALID, { cardHolder: true }],
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
