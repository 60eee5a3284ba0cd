import { describe, expect, it, vi } from "vitest";
import type { PaymentOutcome } from "../../shared/protocol.ts";
import { createBackoff, failureMessage, outcomeError, outcomeErrorName, THROTTLED } from "./outcome-policy.ts";

const outcome = (kind: PaymentOutcome["kind"], code: string, extra: Partial<PaymentOutcome> = {}): PaymentOutcome => ({
  kind,
  httpStatus: kind === "error" ? 0 : 400,
  code,
  description: "",
  ...extra,
});

/** One row per kind of failure every form meets: the onError name and the form's message. */
describe("the outcome of a failed attempt, the same for every form", () => {
  it.each<[string, PaymentOutcome, string, string]>([
    ["a lost answer", outcome("error", ""), "PciIframeSubmitError", "networkError"],
    ["throttled", outcome("rejected", THROTTLED), "PaymentError", "throttledError"],
    ["a decline", outcome("declined", "800.100.152"), "PaymentError", "paymentError"],
    ["a rejected parameter", outcome("rejected", "100.100.101", { parameters: ["card.number"] }), "PaymentError", "paymentError"],
    ["an expired checkout", outcome("rejected", "200.300.404"), "InvalidCheckoutIdError", "checkoutExpiredError"],
    ["a paid checkout", outcome("rejected", "100.350.101"), "InvalidCheckoutIdError", "checkoutPaidError"],
    ["a session code naming a parameter", outcome("rejected", "200.300.404", { parameters: ["x"] }), "PaymentError", "paymentError"],
  ])("%s → onError %s, message %s", (_what, o, name, message) => {
    expect(outcomeErrorName(o)).toBe(name);
    expect(failureMessage(o)).toBe(message);
  });

  it("onError gets the gateway's description, or a sentence when there is none", () => {
    expect(outcomeError(outcome("declined", "800.100.152", { description: "declined" }))).toEqual({
      name: "PaymentError",
      message: "declined",
      code: "800.100.152",
    });
    expect(outcomeError(outcome("declined", "800.100.152")).message).toBe("the payment could not be processed");
  });

  it("names refused parameters in one [wpwl] console message with the gateway's description; a decline logs nothing", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      outcomeError(outcome("declined", "800.100.152", { description: "declined" }));
      expect(warn).not.toHaveBeenCalled();
      const description = "invalid or missing parameter: shopperResultUrl was already set on the checkout";
      outcomeError(outcome("rejected", "200.300.404", { parameters: ["shopperResultUrl"], description }));
      expect(warn.mock.calls).toEqual([[`[wpwl] 200.300.404 refused shopperResultUrl: ${description}`]]);
    } finally {
      warn.mockRestore();
    }
  });
});

describe("createBackoff", () => {
  it("keeps the button busy 2 s, 4 s, 8 s … up to 30 s after each throttled attempt, and not after others", () => {
    const backoff = createBackoff();
    const waits = [THROTTLED, THROTTLED, "800.100.152", THROTTLED, THROTTLED, THROTTLED, THROTTLED, THROTTLED].map((code) =>
      backoff(outcome("rejected", code)),
    );
    expect(waits).toEqual([2000, 4000, 0, 8000, 16000, 30000, 30000, 30000]);
  });

  it("counts per form: another form starts at 2 s", () => {
    const a = createBackoff();
    a(outcome("rejected", THROTTLED));
    expect(createBackoff()(outcome("rejected", THROTTLED))).toBe(2000);
  });
});
