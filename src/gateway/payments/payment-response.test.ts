import { describe, expect, it } from "vitest";
import { echoed } from "./payment-response.ts";

describe("echoed parameters (spec 2.30)", () => {
  it("leaves out card data, credentials and the merchant's addresses, keeps the rest in order", () => {
    const params = {
      amount: "10.00",
      "card.number": "4200000000000000",
      "card.cvv": "123",
      entityId: "8a8294174b7ecb28014b9699220015ca",
      "customer.givenName": "Jane",
      shopperResultUrl: "https://shop.example/result",
      "customParameters[orderRef]": "A-1",
    };
    expect(Object.entries(echoed(params))).toEqual([
      ["amount", "10.00"],
      ["customer.givenName", "Jane"],
      ["customParameters[orderRef]", "A-1"],
    ]);
  });

  it("leaves out a wallet payment's verificationId (the wallet's cryptogram), and keeps a card payment's", () => {
    const threeDS = { "threeDSecure.verificationId": "AAAB", "threeDSecure.eci": "05" };
    expect(echoed({ ...threeDS, "googlePay.paymentMethodToken.protocolVersion": "ECv2" })).not.toHaveProperty([
      "threeDSecure.verificationId",
    ]);
    expect(echoed(threeDS)).toEqual(threeDS);
  });

  it("keeps a parameter named __proto__ a field of the copy, never its prototype", () => {
    const params = JSON.parse('{"__proto__": "x", "amount": "1.00"}') as Record<string, string>;
    const copy = echoed(params);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.keys(copy)).toEqual(["__proto__", "amount"]);
    expect(Object.getOwnPropertyDescriptor(copy, "__proto__")?.value).toBe("x");
  });
});
