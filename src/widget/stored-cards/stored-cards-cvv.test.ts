import { describe, expect, it } from "vitest";
import { storedCardsCvv } from "./stored-cards-cvv.ts";

describe("storedCardsCvv: requireCvv and registrations.requireCvv", () => {
  it.each<[boolean | undefined, boolean | undefined, boolean, boolean]>([
    // top-level, registrations, stored cards ask for the CVV, conflict warned
    [undefined, undefined, false, false],
    [undefined, true, true, false],
    [undefined, false, false, false],
    // A legacy page: top-level requireCvv meant the one-click CVV.
    [true, undefined, true, false],
    [false, undefined, false, false],
    [true, true, true, false],
    [false, false, false, false],
    [false, true, true, true],
    [true, false, false, true],
  ])("requireCvv %s, registrations.requireCvv %s: stored cards ask %s, warned %s", (top, stored, requireCvv, warned) => {
    const r = storedCardsCvv({ requireCvv: top, registrations: { requireCvv: stored, hideInitialPaymentForms: false } });
    expect(r.requireCvv).toBe(requireCvv);
    expect(r.conflict !== undefined).toBe(warned);
  });

  it("says what was given and what applies where", () => {
    expect(storedCardsCvv({ requireCvv: false, registrations: { requireCvv: true, hideInitialPaymentForms: false } }).conflict).toBe(
      "wpwlOptions.requireCvv: expected the same value as wpwlOptions.registrations.requireCvv when both are given, got false and true; using requireCvv (false) for the card form and registrations.requireCvv (true) for the stored cards.",
    );
  });
});
