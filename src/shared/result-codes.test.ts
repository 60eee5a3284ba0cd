import { describe, expect, it } from "vitest";
import { describeResult, isDeclineCode, isPendingCode, isSuccessCode, RESULT_CODE_FORMAT, RESULT_CODES } from "./result-codes.ts";

describe("result code classifiers", () => {
  it.each<[code: string, success: boolean, pending: boolean, decline: boolean]>([
    // successful, including test mode and manual review
    ["000.000.000", true, false, false],
    ["000.000.100", true, false, false],
    ["000.100.110", true, false, false],
    ["000.100.111", true, false, false],
    ["000.100.112", true, false, false],
    ["000.300.000", true, false, false],
    ["000.600.000", true, false, false],
    ["000.400.000", true, false, false],
    ["000.400.010", true, false, false],
    ["000.400.090", true, false, false],
    ["000.400.100", true, false, false],
    ["000.400.110", true, false, false],
    ["000.400.120", true, false, false],
    // pending
    ["000.200.000", false, true, false],
    ["000.200.100", false, true, false],
    ["800.400.500", false, true, false],
    // declined: 3-D Secure and risk, bank, communication, blacklist, limits
    ["000.400.030", false, false, true],
    ["000.400.101", false, false, true],
    ["000.400.109", false, false, true],
    ["000.400.200", false, false, true],
    ["800.100.100", false, false, true],
    ["800.100.151", false, false, true],
    ["800.100.152", false, false, true],
    ["800.100.153", false, false, true],
    ["800.100.155", false, false, true],
    ["800.100.157", false, false, true],
    ["800.100.162", false, false, true],
    ["800.120.100", false, false, true],
    ["800.700.100", false, false, true],
    ["800.800.102", false, false, true],
    ["800.500.100", false, false, true],
    ["900.100.100", false, false, true],
    ["100.380.401", false, false, true],
    ["100.396.101", false, false, true],
    ["999.999.999", false, false, true],
    ["600.100.100", false, false, true],
    ["100.350.101", false, false, true],
    ["100.397.101", false, false, true],
    ["100.380.100", false, false, true],
    ["100.370.100", false, false, true],
    // errors the shopper can correct in the form: neither success, pending nor decline
    ["000.100.200", false, false, false],
    ["000.400.130", false, false, false],
    ["100.100.101", false, false, false],
    ["100.100.303", false, false, false],
    ["100.100.600", false, false, false],
    ["100.100.601", false, false, false],
    ["100.100.700", false, false, false],
    ["200.300.404", false, false, false],
    ["200.300.405", false, false, false],
    ["800.900.300", false, false, false],
    ["800.900.301", false, false, false],
    // not codes at all
    ["", false, false, false],
    ["000", false, false, false],
    ["garbage", false, false, false],
  ])("%s: success %s, pending %s, decline %s", (code, success, pending, decline) => {
    expect(isSuccessCode(code)).toBe(success);
    expect(isPendingCode(code)).toBe(pending);
    expect(isDeclineCode(code)).toBe(decline);
  });

  it.each(Object.keys(RESULT_CODES).map((code) => [code]))("%s is never a success and a decline or pending", (code) => {
    expect(isSuccessCode(code) && isDeclineCode(code)).toBe(false);
    expect(isSuccessCode(code) && isPendingCode(code)).toBe(false);
  });

  it("no 000.400.xxx code is both a success and a decline", () => {
    for (let i = 0; i < 1000; i++) {
      const code = `000.400.${String(i).padStart(3, "0")}`;
      expect(isSuccessCode(code) && isDeclineCode(code), code).toBe(false);
    }
  });
});

describe("describeResult", () => {
  it.each([
    ["000.100.110", "Request successfully processed in 'Merchant in Integrator Test Mode'"],
    ["000.200.000", "transaction pending"],
    ["800.100.151", "transaction declined (invalid card)"],
    ["200.300.404", "invalid or missing parameter"],
    ["100.100.303", "card expired"],
    ["123.456.789", "simulated result"],
    ["", "simulated result"],
    ["toString", "simulated result"],
    ["__proto__", "simulated result"],
  ])("%j → %j", (code, description) => {
    expect(describeResult(code)).toBe(description);
  });
});

describe("RESULT_CODES", () => {
  it.each(Object.entries(RESULT_CODES))("%s has the ddd.ddd.ddd format and a description", (code, description) => {
    expect(code).toMatch(RESULT_CODE_FORMAT);
    expect(description.length).toBeGreaterThan(0);
    expect(describeResult(code)).toBe(description);
  });

  it.each([
    ["000.100.110", true],
    ["000.100.11", false],
    ["000100110", false],
    ["000.100.110 ", false],
    ["a00.100.110", false],
  ])("RESULT_CODE_FORMAT %j → %s", (code, matches) => {
    expect(RESULT_CODE_FORMAT.test(code)).toBe(matches);
  });
});
