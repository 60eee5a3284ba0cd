import { describe, expect, it } from "vitest";
import { applyStandingInstruction } from "./standing-instruction.ts";

const NOW = Date.UTC(2026, 5, 15, 12);
const DAY = 86_400_000;
const MIT = { "standingInstruction.mode": "REPEATED", "standingInstruction.source": "MIT", "standingInstruction.type": "RECURRING" };
const REF = { "standingInstruction.initialTransactionId": "123456123456789" };
const errorsOf = (params: Record<string, string>, history?: { authorizations: number; lastAt?: number }, scheduled = false) => {
  const r = applyStandingInstruction(params, NOW, history && { authorizations: history.authorizations, lastAt: history.lastAt }, scheduled);
  return "errors" in r ? r.errors.map((e) => e.name) : [];
};

describe("card on file (spec 2.27)", () => {
  it("an INITIAL payment is given an initialTransactionId and an agreementId, unless it sent them", () => {
    const r = applyStandingInstruction({ "standingInstruction.mode": "INITIAL", "standingInstruction.source": "CIT" }, NOW, undefined);
    expect("params" in r && r.params["standingInstruction.initialTransactionId"]).toMatch(/^\d{15}$/);
    expect("params" in r && r.params["standingInstruction.agreementId"]).toMatch(/^[0-9A-F]{20}$/);
    const sent = applyStandingInstruction({ "standingInstruction.mode": "INITIAL", ...REF }, NOW, undefined);
    expect("params" in sent && sent.params["standingInstruction.initialTransactionId"]).toBe("123456123456789");
  });

  it.each<[string, Record<string, string>, { authorizations: number; lastAt?: number } | undefined, string[]]>([
    ["with its reference", { ...MIT, ...REF }, undefined, []],
    ["with the agreementId only", { ...MIT, "standingInstruction.agreementId": "A1" }, undefined, []],
    ["without a reference", MIT, undefined, ["standingInstruction.initialTransactionId"]],
    [
      "after the agreement's expiry",
      { ...MIT, ...REF, "standingInstruction.expiry": "2026-06-14" },
      undefined,
      ["standingInstruction.expiry"],
    ],
    ["on the agreement's last day", { ...MIT, ...REF, "standingInstruction.expiry": "2026-06-15" }, undefined, []],
    [
      "sooner than its frequency",
      { ...MIT, ...REF, "standingInstruction.frequency": "28" },
      { authorizations: 1, lastAt: NOW - 10 * DAY },
      ["standingInstruction.frequency"],
    ],
    ["after its frequency", { ...MIT, ...REF, "standingInstruction.frequency": "28" }, { authorizations: 1, lastAt: NOW - 30 * DAY }, []],
    [
      "past its installments",
      { ...MIT, ...REF, "standingInstruction.numberOfInstallments": "3" },
      { authorizations: 3 },
      ["standingInstruction.numberOfInstallments"],
    ],
    ["within its installments", { ...MIT, ...REF, "standingInstruction.numberOfInstallments": "3" }, { authorizations: 2 }, []],
  ])("a merchant-initiated REPEATED payment %s", (_, params, history, errors) => {
    expect(errorsOf(params, history)).toEqual(errors);
  });

  it("without a reference, the refusal says what is missing: over a registration, the INITIAL payment it was not stored with", () => {
    const message = (history: { authorizations: number; lastAt: undefined } | undefined) => {
      const r = applyStandingInstruction(MIT, NOW, history);
      return "errors" in r ? r.errors[0]?.message : undefined;
    };
    expect(message(undefined)).toContain("or pay over its registration");
    expect(message({ authorizations: 0, lastAt: undefined })).toContain(
      "this registration was not stored with a customer-initiated INITIAL payment",
    );
  });

  it("a schedule's run needs no reference (its registration is the link), but keeps to the agreement", () => {
    expect(errorsOf(MIT, undefined, true)).toEqual([]);
    expect(errorsOf({ ...MIT, "standingInstruction.numberOfInstallments": "2" }, { authorizations: 2 }, true)).toEqual([
      "standingInstruction.numberOfInstallments",
    ]);
  });

  it("a customer-initiated payment is not checked against the agreement", () => {
    expect(errorsOf({ "standingInstruction.mode": "REPEATED", "standingInstruction.source": "CIT" })).toEqual([]);
  });
});
