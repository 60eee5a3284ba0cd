import { describe, expect, it } from "vitest";
import { decideDecryptedWallet, decideWalletToken, readSandboxToken, sandboxToken } from "./wallet-token.ts";

const NOW = new Date(Date.UTC(2026, 5, 15));
const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString("base64");

describe("sandbox wallet tokens", () => {
  it.each([
    ["applePay", "4200000000000000", "000.100.110"],
    ["googlePay", "5454545454545454", "000.100.110"],
    ["samsungPay", "4200000000000000", "000.100.110"],
    ["applePay", "4000000000000002", "800.100.152"],
    ["googlePay", "4000000000000010", "800.100.203"],
    ["samsungPay", "5200000000000007", "800.100.155"],
    ["applePay", "4111111111111111", "800.100.151"],
    ["applePay", "4200000000000001", "100.100.101"],
  ] as const)("%s token for %s answers %s", (prefix, number, code) => {
    const brand = { applePay: "APPLEPAY", googlePay: "GOOGLEPAY", samsungPay: "SAMSUNGPAY" }[prefix];
    const d = decideWalletToken(prefix, { paymentBrand: brand, [`${prefix}.paymentToken`]: sandboxToken(prefix, { number }) }, NOW);
    expect(d.code).toBe(code);
    expect(d.threeDSecure).toBeUndefined();
  });

  it("an expired card behind the token is refused", () => {
    const token = sandboxToken("applePay", { number: "4200000000000000", expiryMonth: "01", expiryYear: "2026" });
    expect(decideWalletToken("applePay", { "applePay.paymentToken": token }, NOW).code).toBe("100.100.303");
  });

  it("a PAN_ONLY Google Pay token runs 3-D Secure (frictionless) and carries its data", () => {
    const token = sandboxToken("googlePay", { number: "4200000000000000", authMethod: "PAN_ONLY" });
    const d = decideWalletToken("googlePay", { paymentBrand: "GOOGLEPAY", "googlePay.paymentToken": token }, NOW);
    expect(d.code).toBe("000.100.110");
    expect(d.threeDSecure).toEqual({ eci: "05", authenticationStatus: "Y", version: "2.2.0" });
  });

  it.each([
    ["not JSON", "eyJ0b2tlbiI6InNhbmRib3gifQ=="],
    ["no data", JSON.stringify({ version: "EC_v1" })],
    ["data not base64 JSON", JSON.stringify({ version: "EC_v1", data: "!!" })],
    ["no card", JSON.stringify({ data: b64({ expiryMonth: "12", expiryYear: "2030" }) })],
    ["bad month", JSON.stringify({ data: b64({ sandboxCard: "4200000000000000", expiryMonth: "13", expiryYear: "2030" }) })],
    [
      "bad auth method",
      JSON.stringify({ data: b64({ sandboxCard: "4200000000000000", expiryMonth: "12", expiryYear: "2030", authMethod: "X" }) }),
    ],
  ])("refuses a token that is not a sandbox token: %s", (_what, token) => {
    expect(readSandboxToken(token)).toBeUndefined();
    const d = decideWalletToken("applePay", { "applePay.paymentToken": token }, NOW);
    expect(d.parameterErrors?.[0]?.name).toBe("applePay.paymentToken");
    expect(d.parameterErrors?.[0]?.value).toBe("");
  });

  it("refuses a token of another wallet than paymentBrand names", () => {
    const token = sandboxToken("applePay", { number: "4200000000000000" });
    const d = decideWalletToken("applePay", { paymentBrand: "GOOGLEPAY", "applePay.paymentToken": token }, NOW);
    expect(d.code).toBe("100.100.700");
    expect(d.parameterErrors?.[0]?.message).toContain("googlePay.paymentToken");
  });

  it.each([
    ["web", "000.100.110", undefined],
    ["app", "000.100.110", undefined],
    ["desktop", "200.300.404", "applePay.source"],
    [undefined, "200.300.404", "applePay.source"],
  ])("decrypted variant with source %s answers %s", (source, code, error) => {
    const params: Record<string, string> = {
      "card.number": "4200000000000000",
      "card.expiryMonth": "12",
      "card.expiryYear": "2030",
      "threeDSecure.verificationId": "AAABBBCCCDDDEEEFFFGGGHHHIII=",
      "threeDSecure.eci": "05",
      ...(source ? { "applePay.source": source } : {}),
    };
    const d = decideDecryptedWallet("applePay", params, NOW);
    expect(d.code).toBe(code);
    expect(d.parameterErrors?.[0]?.name).toBe(error);
  });
});
