import { describe, expect, it } from "vitest";
import { accountError, accountValue } from "./virtual-account-fields.ts";

describe("virtual account fields", () => {
  it.each<[string, string, boolean, string | undefined]>([
    ["PAYPAL", "jane@example.com", true, undefined],
    ["PAYPAL", " jane@example.com ", true, undefined],
    ["PAYPAL", "jane@", false, undefined],
    ["PAYPAL", "jane@", true, "accountIdError"],
    ["PAYPAL", "jane example.com", true, "accountIdError"],
    ["PAYPAL", "", true, "accountIdError"],
    ["PAYPAL", `${"j".repeat(95)}@x.com`, true, "accountIdError"],
    ["STC_PAY", "0512345678", true, undefined],
    ["STC_PAY", "+966 51 234 5678", true, undefined],
    ["STC_PAY", "966512345678", true, undefined],
    ["STC_PAY", "05123", false, undefined],
    ["STC_PAY", "05123", true, "mobilePhoneError"],
    ["STC_PAY", "0412345678", true, "mobilePhoneError"],
    ["STC_PAY", "05abc", false, "mobilePhoneError"],
    ["IDEAL", "anything", true, undefined],
  ])("%s %j (strict %s): %s", (brand, value, strict, key) => {
    expect(accountError(brand, value, strict)).toBe(key);
  });

  it.each([
    ["STC_PAY", "+966 (51) 234-5678", "+966512345678"],
    ["PAYPAL", "  jane@example.com ", "jane@example.com"],
  ])("%s sends %j as %j", (brand, value, sent) => {
    expect(accountValue(brand, value)).toBe(sent);
  });
});
