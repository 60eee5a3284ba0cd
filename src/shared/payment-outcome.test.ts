import { describe, expect, it } from "vitest";
import { toOutcome } from "./payment-outcome.ts";

describe("toOutcome: what the merchant page learns of an answer", () => {
  it.each([
    [200, "000.100.110", "approved"],
    [200, "000.200.000", "pending"],
    [400, "800.100.151", "declined"],
    [400, "100.400.147", "declined"],
    [400, "200.300.404", "rejected"],
    [400, "100.100.101", "rejected"],
    [400, "100.350.101", "declined"],
    [429, "800.120.100", "rejected"],
    [200, "800.120.100", "rejected"],
    [503, "900.100.100", "error"],
    [500, "", "error"],
    [502, "000.100.110", "error"],
    [400, "", "error"],
  ])("HTTP %i with %j is %s", (status, code, kind) => {
    expect(toOutcome(status, { result: { code, description: "d" } }).kind).toBe(kind);
  });

  it("passes the last 4 digits of an approved card only", () => {
    expect(toOutcome(200, { result: { code: "000.100.110" }, card: { last4Digits: "0000" } }).last4).toBe("0000");
    expect(toOutcome(400, { result: { code: "800.100.151" }, card: { last4Digits: "0000" } }).last4).toBeUndefined();
    expect(toOutcome(200, { result: { code: "000.100.110" }, card: { last4Digits: "4200000000000000" } }).last4).toBeUndefined();
  });

  it("keeps parameter names, never their values", () => {
    const outcome = toOutcome(400, {
      result: { code: "200.300.404", parameterErrors: [{ name: "card.number", value: "4200000000000000" } as { name: string }] },
    });
    expect(outcome.parameters).toEqual(["card.number"]);
    expect(JSON.stringify(outcome)).not.toContain("4200000000000000");
  });

  it.each<[string, unknown, unknown]>([
    [
      "a POST redirect with its parameters",
      { url: "https://acs.example/challenge", parameters: [{ name: "PaReq", value: "x" }] },
      { url: "https://acs.example/challenge", method: "POST", parameters: [{ name: "PaReq", value: "x" }] },
    ],
    [
      "a GET redirect",
      { url: "http://127.0.0.1:8080/sim", method: "GET" },
      { url: "http://127.0.0.1:8080/sim", method: "GET", parameters: [] },
    ],
    ["a javascript: address is dropped", { url: "javascript:alert(1)" }, undefined],
    ["a relative address is dropped", { url: "/acs" }, undefined],
    [
      "malformed parameters are dropped",
      { url: "https://a.example", parameters: [{ name: 1 }, null, { name: "a", value: "b" }] },
      {
        url: "https://a.example",
        method: "POST",
        parameters: [{ name: "a", value: "b" }],
      },
    ],
  ])("pending with %s", (_what, redirect, expected) => {
    expect(toOutcome(200, { result: { code: "000.200.000" }, redirect } as never).redirect).toEqual(expected);
  });

  it("keeps no redirect on a final answer", () => {
    expect(toOutcome(200, { result: { code: "000.100.110" }, redirect: { url: "https://a.example" } }).redirect).toBeUndefined();
  });

  it("passes the redirect of a pending payment to the gateway's own pages only", () => {
    const GW = "https://gateway.example";
    const pending = (url: unknown) =>
      toOutcome(
        200,
        { result: { code: "000.200.000" }, redirect: { url, parameters: [{ name: "a", value: "b" }, { name: 1 }, null] } } as never,
        GW,
      );
    expect(pending(`${GW}/v1/threeds/abc`).redirect).toEqual({
      url: `${GW}/v1/threeds/abc`,
      method: "POST",
      parameters: [{ name: "a", value: "b" }],
    });
    expect(pending("https://gateway.example.evil/x").redirect).toBeUndefined();
    expect(pending("javascript:alert(1)").redirect).toBeUndefined();
    expect(pending(42).redirect).toBeUndefined();
    const approved = toOutcome(200, { result: { code: "000.100.110" }, redirect: { url: `${GW}/x`, parameters: [] } }, GW);
    expect(approved.redirect).toBeUndefined();
  });
});
