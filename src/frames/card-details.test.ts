import { describe, expect, it } from "vitest";
import { cardDetails, type SiblingValues } from "./card-details.ts";

const PAGE = { paymentBrand: "VISA", "customer.browser.language": "en" };
const NUMBER = "4200000000000000";

describe("cardDetails: the body the number frame posts", () => {
  it.each<[string, Record<string, string>, SiblingValues, Record<string, string>]>([
    ["CVV frame only (the default form)", PAGE, { cvv: "123" }, { ...PAGE, "card.cvv": "123" }],
    ["empty CVV (allowEmptyCvv) left out", PAGE, { cvv: "" }, PAGE],
    [
      "the page's expiry and holder pass through without SAQ-A",
      { ...PAGE, "card.expiryMonth": "12", "card.expiryYear": "2030", "card.holder": "Jane Doe" },
      { cvv: "123" },
      { ...PAGE, "card.expiryMonth": "12", "card.expiryYear": "2030", "card.holder": "Jane Doe", "card.cvv": "123" },
    ],
    [
      "SAQ-A: expiry and holder from their frames, 4-digit year, padded month",
      PAGE,
      { cvv: "123", expiry: "1 / 30", cardHolder: "  Jane Doe " },
      { ...PAGE, "card.cvv": "123", "card.expiryMonth": "01", "card.expiryYear": "2030", "card.holder": "Jane Doe" },
    ],
    [
      "SAQ-A: an autofilled MM/YYYY date",
      PAGE,
      { expiry: "12/2031", cardHolder: "Jane Doe" },
      { ...PAGE, "card.expiryMonth": "12", "card.expiryYear": "2031", "card.holder": "Jane Doe" },
    ],
    [
      "SAQ-A: the frames own their parameters, whatever the page sent",
      { ...PAGE, "card.expiryMonth": "01", "card.expiryYear": "2020", "card.holder": "Mallory" },
      { expiry: "12 / 30", cardHolder: "Jane Doe" },
      { ...PAGE, "card.expiryMonth": "12", "card.expiryYear": "2030", "card.holder": "Jane Doe" },
    ],
    [
      "SAQ-A: empty holder (allowEmptyCardHolderName) and unreadable expiry are left out",
      { ...PAGE, "card.holder": "Mallory", "card.expiryMonth": "01" },
      { expiry: "12 / 3", cardHolder: "   " },
      PAGE,
    ],
    [
      "SAQ-A with the name fields: no holder frame, the page's holder (from the names) stays",
      { ...PAGE, "card.holder": "Jane Doe" },
      { expiry: "12 / 30" },
      { ...PAGE, "card.holder": "Jane Doe", "card.expiryMonth": "12", "card.expiryYear": "2030" },
    ],
  ])("%s", (_name, params, siblings, expected) => {
    expect(cardDetails(params, NUMBER, siblings)).toEqual({ ...expected, "card.number": NUMBER });
  });

  it("does not change the widget's parameters object", () => {
    const params = { ...PAGE, "card.holder": "Mallory" };
    cardDetails(params, NUMBER, { cardHolder: "Jane Doe" });
    expect(params["card.holder"]).toBe("Mallory");
  });
});
