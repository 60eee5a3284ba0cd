import { describe, expect, it } from "vitest";
import { createFieldGroup, FRAME_TIMEOUT_MS } from "./field-group.ts";

/** A hand-run timer: `run()` fires what is due. */
function manualTimer() {
  const due: { ms: number; fn: () => void }[] = [];
  const later = (ms: number, fn: () => void) => {
    due.push({ ms, fn });
  };
  const run = () => {
    for (const d of due.splice(0)) d.fn();
  };
  return { later, run, due };
}

describe("a form's group of hosted fields", () => {
  it("is complete once every field connected, a reconnect counting once", () => {
    const t = manualTimer();
    const group = createFieldGroup(["cardNumber", "cvv"], t.later, () => {});
    group.connected("cardNumber");
    group.connected("cardNumber");
    expect(group.complete).toBe(false);
    group.connected("cvv");
    expect(group.complete).toBe(true);
  });

  it(`reports the fields that did not answer within ${FRAME_TIMEOUT_MS / 1000} s, once`, () => {
    const t = manualTimer();
    const errors: unknown[] = [];
    const group = createFieldGroup(["a", "b"], t.later, (e) => errors.push(e));
    expect(t.due.map((d) => d.ms)).toEqual([FRAME_TIMEOUT_MS]);
    group.connected("a");
    t.run();
    expect(errors).toEqual([{ name: "PciIframeCommunicationError", message: "the secure fields did not answer within 10 s" }]);
  });

  it("says nothing when all answered in time", () => {
    const t = manualTimer();
    const errors: unknown[] = [];
    const group = createFieldGroup(["a"], t.later, (e) => errors.push(e));
    group.connected("a");
    t.run();
    expect(errors).toEqual([]);
  });
});
